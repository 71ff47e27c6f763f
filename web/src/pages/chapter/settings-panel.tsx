/**
 * The bottom sheet holding the reading settings (font, size, line height, width, page theme), shown by
 * useSettingsPanel, loaded the first time it opens. From the keyboard it takes focus.
 */
import { ReaderSettings, type ReaderPageTheme, type UseReaderSettings } from '@inkshelf/reader-ui';
import { X } from 'lucide-react';
import { useEffect } from 'react';
import { CHAPTER_TEXTS } from './texts.ts';
import { useOpenPanel } from './use-open-panel.ts';
import type { SettingsPanel as PanelState } from './use-settings-panel.ts';
import './chapter.css';

const FOCUSABLE = 'button, input, select, [tabindex]:not([tabindex="-1"])';

export interface SettingsPanelProps {
  id: string;
  /** useSettingsPanel's state of the panel. */
  panel: PanelState;
  settings: UseReaderSettings;
  /** The page theme in effect: the reader's choice, or the site's theme when there is none. */
  pageTheme: ReaderPageTheme;
}

export function SettingsPanel({ id, panel, settings, pageTheme }: SettingsPanelProps) {
  const { open, openedByKeyboard, panelRef, hide } = panel;
  const { touch } = useOpenPanel(panel);

  useEffect(() => {
    if (open && openedByKeyboard) panelRef.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
  }, [open, openedByKeyboard, panelRef]);

  if (!open) return null;
  /** A setter that also counts as an interaction (keeps the panel up while the slider is dragged). */
  const andTouch =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      touch();
    };
  return (
    <div
      id={id}
      ref={panelRef}
      role="region"
      aria-label={CHAPTER_TEXTS.settings}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-border bg-card/95 text-card-foreground shadow-[0_-8px_24px_rgb(0_0_0/0.12)] backdrop-blur inkshelf-sheet"
    >
      <div className="relative mx-auto max-w-3xl px-4 pt-4 pb-[max(1rem,env(safe-area-inset-bottom))] sm:px-6">
        <ReaderSettings
          fontFamily={settings.fontFamily}
          fontSize={settings.fontSize}
          lineHeight={settings.lineHeight}
          textWidth={settings.textWidth}
          pageTheme={pageTheme}
          onFontFamilyChange={andTouch(settings.setFontFamily)}
          onFontSizeChange={andTouch(settings.setFontSize)}
          onLineHeightChange={andTouch(settings.setLineHeight)}
          onTextWidthChange={andTouch(settings.setTextWidth)}
          onPageThemeChange={andTouch(settings.setPageTheme)}
          className="pr-8"
        />
        {/* After the settings in the tab order, so the keyboard lands on the first setting. */}
        <button
          type="button"
          aria-label={CHAPTER_TEXTS.closeSettings}
          onClick={hide}
          className="absolute top-2 right-2 rounded-md p-1 text-muted-foreground hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>
    </div>
  );
}
