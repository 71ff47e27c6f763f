/** The bottom sheet holding the reading settings (font and size), shown by useSettingsPanel. */
import { ReaderSettings, type UseReaderSettings } from '@inkshelf/reader-ui';
import { X } from 'lucide-react';
import type { RefObject } from 'react';
import { CHAPTER_TEXTS } from './texts.ts';
import './chapter.css';

export interface SettingsPanelProps {
  id: string;
  open: boolean;
  settings: UseReaderSettings;
  panelRef: RefObject<HTMLDivElement | null>;
  onClose: () => void;
  /** Any change counts as an interaction (keeps the panel up while the slider is dragged). */
  onInteract: () => void;
}

export function SettingsPanel({ id, open, settings, panelRef, onClose, onInteract }: SettingsPanelProps) {
  if (!open) return null;
  return (
    <div
      id={id}
      ref={panelRef}
      role="region"
      aria-label={CHAPTER_TEXTS.settings}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-border bg-card/95 text-card-foreground shadow-[0_-8px_24px_rgb(0_0_0/0.12)] backdrop-blur inkshelf-sheet"
    >
      <div className="relative mx-auto max-w-3xl px-4 pt-4 pb-[max(1rem,env(safe-area-inset-bottom))] sm:px-6">
        <button
          type="button"
          aria-label={CHAPTER_TEXTS.closeSettings}
          onClick={onClose}
          className="absolute top-2 right-2 rounded-md p-1 text-muted-foreground hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
        <ReaderSettings
          fontFamily={settings.fontFamily}
          fontSize={settings.fontSize}
          onFontFamilyChange={(font) => {
            settings.setFontFamily(font);
            onInteract();
          }}
          onFontSizeChange={(size) => {
            settings.setFontSize(size);
            onInteract();
          }}
          className="pr-8"
        />
      </div>
    </div>
  );
}
