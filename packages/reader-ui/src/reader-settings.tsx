/** ReaderSettings: the reading page's font family select and font size slider (controlled). */
import { READER, type ReaderFont } from '@inkshelf/contracts';
import { Check, ChevronDown } from 'lucide-react';
import { Select, Slider } from 'radix-ui';
import { useId } from 'react';
import { cn } from './ui/cn.ts';
import { fontStack, isReaderFont } from './use-reader-settings.ts';

export interface ReaderSettingsProps {
  fontFamily: ReaderFont;
  fontSize: number;
  onFontFamilyChange: (font: ReaderFont) => void;
  onFontSizeChange: (size: number) => void;
  className?: string;
}

export function ReaderSettings({
  fontFamily,
  fontSize,
  onFontFamilyChange,
  onFontSizeChange,
  className,
}: ReaderSettingsProps) {
  const id = useId();
  const fontLabelId = `${id}-font`;
  const sizeLabelId = `${id}-size`;
  const { min, max, step } = READER.fontSize;

  return (
    <div
      role="group"
      aria-label="Reading settings"
      className={cn('grid gap-4 text-foreground sm:grid-cols-2 sm:items-end', className)}
    >
      <div className="grid gap-2">
        <span id={fontLabelId} className="text-sm font-medium">
          Font
        </span>
        <Select.Root
          value={fontFamily}
          onValueChange={(value) => {
            if (isReaderFont(value)) onFontFamilyChange(value);
          }}
        >
          <Select.Trigger
            aria-labelledby={fontLabelId}
            className={cn(
              'inline-flex h-10 w-full items-center justify-between gap-2 rounded-md border border-input bg-background px-3 text-sm',
              'focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
            )}
          >
            <Select.Value />
            <Select.Icon>
              <ChevronDown aria-hidden="true" className="size-4 text-muted-foreground" />
            </Select.Icon>
          </Select.Trigger>
          <Select.Portal>
            <Select.Content
              position="popper"
              sideOffset={4}
              className="z-50 max-h-80 min-w-(--radix-select-trigger-width) overflow-hidden rounded-md border border-border bg-card text-card-foreground shadow-md"
            >
              <Select.Viewport className="p-1">
                {READER.fonts.map((font) => (
                  <Select.Item
                    key={font}
                    value={font}
                    style={{ fontFamily: fontStack(font) }}
                    className="relative flex h-9 cursor-default items-center rounded-sm pr-8 pl-2 text-sm outline-none select-none data-highlighted:bg-accent data-highlighted:text-accent-foreground"
                  >
                    <Select.ItemText>{font}</Select.ItemText>
                    <Select.ItemIndicator className="absolute right-2 inline-flex items-center">
                      <Check aria-hidden="true" className="size-4" />
                    </Select.ItemIndicator>
                  </Select.Item>
                ))}
              </Select.Viewport>
            </Select.Content>
          </Select.Portal>
        </Select.Root>
      </div>

      <div className="grid gap-2">
        <div className="flex items-center justify-between text-sm">
          <span id={sizeLabelId} className="font-medium">
            Font size
          </span>
          <output aria-live="polite" className="text-muted-foreground tabular-nums">
            {fontSize}px
          </output>
        </div>
        <Slider.Root
          value={[fontSize]}
          min={min}
          max={max}
          step={step}
          onValueChange={([value]) => {
            if (value !== undefined) onFontSizeChange(value);
          }}
          className="relative flex h-10 w-full touch-none items-center select-none"
        >
          <Slider.Track className="relative h-1.5 grow overflow-hidden rounded-full bg-muted">
            <Slider.Range className="absolute h-full bg-primary" />
          </Slider.Track>
          <Slider.Thumb
            aria-labelledby={sizeLabelId}
            aria-valuetext={`${fontSize} pixels`}
            className="block size-5 rounded-full border-2 border-primary bg-background shadow focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          />
        </Slider.Root>
      </div>
    </div>
  );
}
