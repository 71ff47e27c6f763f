/**
 * ReaderSettings (controlled): the reading page's font family select and font size slider (SPEC), then line
 * height, text width and page theme as rows of choices.
 */
import { READER, type ReaderFont } from '@inkshelf/contracts';
import { Check, ChevronDown } from 'lucide-react';
import { Select, Slider } from 'radix-ui';
import { useId } from 'react';
import {
  READER_LINE_HEIGHTS,
  type ReaderLineHeight,
  type ReaderPageTheme,
  type ReaderTextWidth,
} from './reader-options.ts';
import { ChoiceGroup, type ChoiceOption } from './ui/choice-group.tsx';
import { cn } from './ui/cn.ts';
import { fontStack, isReaderFont } from './use-reader-settings.ts';

export interface ReaderSettingsProps {
  fontFamily: ReaderFont;
  fontSize: number;
  lineHeight: ReaderLineHeight;
  textWidth: ReaderTextWidth;
  /** The page theme in effect (when the reader never chose one, the site's own light or dark). */
  pageTheme: ReaderPageTheme;
  onFontFamilyChange: (font: ReaderFont) => void;
  onFontSizeChange: (size: number) => void;
  onLineHeightChange: (lineHeight: ReaderLineHeight) => void;
  onTextWidthChange: (width: ReaderTextWidth) => void;
  onPageThemeChange: (theme: ReaderPageTheme) => void;
  className?: string;
}

const LINE_HEIGHT_OPTIONS: readonly ChoiceOption<ReaderLineHeight>[] = READER_LINE_HEIGHTS.map((value) => ({
  value,
  label: String(value),
}));

const TEXT_WIDTH_OPTIONS: readonly ChoiceOption<ReaderTextWidth>[] = [
  { value: 'narrow', label: 'Narrow' },
  { value: 'medium', label: 'Medium' },
  { value: 'wide', label: 'Wide' },
];

/** A dot in the theme's own background colour (theme.css scopes the palette to `data-page-theme`). */
function ThemeSwatch({ theme }: { theme: ReaderPageTheme }) {
  return (
    <span
      aria-hidden="true"
      data-page-theme={theme}
      className="size-3.5 shrink-0 rounded-full border border-foreground/40 bg-background"
    />
  );
}

const PAGE_THEME_OPTIONS: readonly ChoiceOption<ReaderPageTheme>[] = (
  [
    ['light', 'Light'],
    ['sepia', 'Sepia'],
    ['dark', 'Dark'],
  ] as const
).map(([value, name]) => ({
  value,
  label: (
    <>
      <ThemeSwatch theme={value} />
      {name}
    </>
  ),
}));

export function ReaderSettings({
  fontFamily,
  fontSize,
  lineHeight,
  textWidth,
  pageTheme,
  onFontFamilyChange,
  onFontSizeChange,
  onLineHeightChange,
  onTextWidthChange,
  onPageThemeChange,
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
      className={cn('grid grid-cols-2 gap-x-4 gap-y-3 text-foreground sm:grid-cols-6 sm:gap-y-4', className)}
    >
      <div className="grid min-w-0 content-end gap-2 sm:col-span-3">
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

      <div className="grid min-w-0 content-end gap-2 sm:col-span-3">
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

      <ChoiceGroup
        legend="Line height"
        options={LINE_HEIGHT_OPTIONS}
        value={lineHeight}
        onChange={onLineHeightChange}
        className="col-span-2"
      />
      <ChoiceGroup
        legend="Text width"
        options={TEXT_WIDTH_OPTIONS}
        value={textWidth}
        onChange={onTextWidthChange}
        className="col-span-2"
      />
      <ChoiceGroup
        legend="Page theme"
        options={PAGE_THEME_OPTIONS}
        value={pageTheme}
        onChange={onPageThemeChange}
        className="col-span-2"
      />
    </div>
  );
}
