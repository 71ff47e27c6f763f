/** Cover picker: checks the file (under 2MB), lets the author crop it to 2:3 and hands back a 300x450 JPEG data URL. */
import { COVER, MESSAGES } from '@inkshelf/contracts';
import { Button, CoverPlaceholder, buttonClasses } from '@inkshelf/reader-ui';
import { ImageUp } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useCallback, useId, useState, type ChangeEvent } from 'react';
import Cropper, { type Area, type Point } from 'react-easy-crop';
import { dialogContentClasses, dialogOverlayClasses } from '@inkshelf/ui/dialog-classes';
import { toast } from '@inkshelf/ui/toast';
import { coverFileProblem, cropCover, readAsDataUrl } from './cover.ts';
import { AUTHOR_TEXTS as T } from './texts.ts';

export interface CoverFieldProps {
  /** Current cover: a data URL (new), a URL (stored) or null. */
  value: string | null;
  onChange: (cover: string | null) => void;
  disabled?: boolean;
}

export function CoverField({ value, onChange, disabled = false }: CoverFieldProps) {
  const inputId = useId();
  const hintId = useId();
  const [source, setSource] = useState<string | null>(null);

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    const problem = coverFileProblem(file);
    if (problem === 'tooLarge') {
      toast({ ...MESSAGES.toasts.fileTooLarge, variant: 'destructive' });
      return;
    }
    if (problem === 'notImage') {
      toast({ title: MESSAGES.toasts.errorTitle, description: MESSAGES.errors.coverInvalid, variant: 'destructive' });
      return;
    }
    try {
      setSource(await readAsDataUrl(file));
    } catch {
      toast({ title: MESSAGES.toasts.errorTitle, description: T.coverLoadFailed, variant: 'destructive' });
    }
  };

  return (
    <div className="grid gap-2">
      <span className="text-sm font-medium" id={`${inputId}-label`}>
        {T.cover}
      </span>
      <div className="flex flex-wrap items-end gap-4">
        <div className="relative aspect-[2/3] w-28 overflow-hidden rounded-md border border-border bg-muted">
          {value ? (
            <img src={value} alt="Cover preview" className="absolute inset-0 size-full object-cover" />
          ) : (
            <CoverPlaceholder />
          )}
        </div>
        <div className="grid gap-2">
          <div className="flex flex-wrap gap-2">
            <input
              id={inputId}
              type="file"
              accept={COVER.acceptedTypes.join(',')}
              className="peer sr-only"
              aria-describedby={hintId}
              disabled={disabled}
              onChange={(event) => void pick(event)}
            />
            <label
              htmlFor={inputId}
              className={buttonClasses(
                'outline',
                'md',
                'cursor-pointer peer-focus-visible:ring-2 peer-focus-visible:ring-ring peer-disabled:opacity-60',
              )}
            >
              <ImageUp aria-hidden="true" className="size-4" />
              {value ? T.changeCover : T.chooseCover}
              <span className="sr-only"> ({T.cover})</span>
            </label>
            {value && (
              <Button variant="ghost" disabled={disabled} onClick={() => onChange(null)}>
                {T.removeCover}
                <span className="sr-only"> {T.cover.toLowerCase()}</span>
              </Button>
            )}
          </div>
          <p id={hintId} className="text-xs text-muted-foreground">
            {T.coverHint}
          </p>
        </div>
      </div>
      <CropDialog
        source={source}
        onCancel={() => setSource(null)}
        onCropped={(cover) => {
          setSource(null);
          onChange(cover);
        }}
      />
    </div>
  );
}

interface CropDialogProps {
  source: string | null;
  onCancel: () => void;
  onCropped: (cover: string) => void;
}

function CropDialog({ source, onCancel, onCropped }: CropDialogProps) {
  const zoomId = useId();
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const [busy, setBusy] = useState(false);
  const onCropComplete = useCallback((_: Area, pixels: Area) => setArea(pixels), []);

  const reset = () => {
    setCrop({ x: 0, y: 0 });
    setZoom(1);
    setArea(null);
  };

  const apply = async () => {
    if (!source || !area) return;
    setBusy(true);
    try {
      onCropped(await cropCover(source, area));
      reset();
    } catch {
      toast({ title: MESSAGES.toasts.errorTitle, description: T.coverLoadFailed, variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog.Root
      open={source !== null}
      onOpenChange={(open) => {
        if (!open && !busy) {
          reset();
          onCancel();
        }
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className={dialogOverlayClasses} />
        <Dialog.Content className={`${dialogContentClasses} max-w-lg`}>
          <Dialog.Title className="text-lg font-semibold">{T.cropTitle}</Dialog.Title>
          <Dialog.Description className="text-sm text-muted-foreground">{T.cropHint}</Dialog.Description>
          <div className="relative h-80 w-full overflow-hidden rounded-md bg-black">
            {source && (
              <Cropper
                image={source}
                crop={crop}
                zoom={zoom}
                aspect={COVER.width / COVER.height}
                onCropChange={setCrop}
                onZoomChange={setZoom}
                onCropComplete={onCropComplete}
                mediaProps={{ alt: 'Image to crop' }}
              />
            )}
          </div>
          <div className="grid gap-1">
            <label htmlFor={zoomId} className="text-sm font-medium">
              {T.zoom}
            </label>
            <input
              id={zoomId}
              type="range"
              min={1}
              max={3}
              step={0.05}
              value={zoom}
              onChange={(event) => setZoom(Number(event.currentTarget.value))}
              className="accent-primary"
            />
          </div>
          <div className="flex justify-end gap-2">
            <Dialog.Close className={buttonClasses('outline')} disabled={busy}>
              {T.cancel}
            </Dialog.Close>
            <Button onClick={() => void apply()} disabled={busy || area === null}>
              {T.useCrop}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
