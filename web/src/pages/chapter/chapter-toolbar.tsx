/** Above the text: the novel (link), its author (link), the chapter dropdown and the reading-settings button. */
import type { ChapterSummary } from '@inkshelf/contracts';
import { authorPath, Button, buttonClasses, chapterPath, novelPath } from '@inkshelf/reader-ui';
import { CHAPTER_JUMP_PARAM, chapterJumpPath } from '@inkshelf/contracts';
import { Type } from 'lucide-react';
import { useId, type MouseEvent, type RefObject } from 'react';
import { Link, useNavigate } from 'react-router';
import { PANEL_TOGGLE_ATTRIBUTE } from './use-settings-panel.ts';
import { CHAPTER_TEXTS } from './texts.ts';

export interface ChapterToolbarProps {
  novel: { title: string; authorName: string };
  chapterNumber: number;
  /** What the dropdown offers: published chapters, or all of them for the novel's author. */
  options: readonly ChapterSummary[];
  settingsOpen: boolean;
  settingsPanelId: string;
  /** Focus comes back to the settings button when the panel closes. */
  settingsToggleRef?: RefObject<HTMLButtonElement | null>;
  onToggleSettings: (event: MouseEvent) => void;
}

export function ChapterToolbar(props: ChapterToolbarProps) {
  const { novel, chapterNumber, options, settingsOpen, settingsPanelId, settingsToggleRef, onToggleSettings } = props;
  const selectId = useId();
  const navigate = useNavigate();
  const listed = options.some((option) => option.chapterNumber === chapterNumber);
  return (
    <div className="grid gap-3">
      <div className="grid gap-0.5">
        <Link to={novelPath(novel.title)} className="text-lg font-semibold text-primary hover:underline">
          {novel.title}
        </Link>
        <p className="text-sm text-muted-foreground">
          by{' '}
          <Link to={authorPath(novel.authorName)} className="font-medium hover:underline">
            {novel.authorName}
          </Link>
        </p>
      </div>
      <div className="flex items-end gap-2">
        {/* A GET form, so the jump works without JavaScript too (the server sends ?chapter=N to the chapter). */}
        <form method="get" action={chapterJumpPath(novel.title)} className="flex min-w-0 flex-1 items-end gap-2">
          <label htmlFor={selectId} className="sr-only">
            {CHAPTER_TEXTS.jumpTo}
          </label>
          <select
            id={selectId}
            name={CHAPTER_JUMP_PARAM}
            value={listed ? String(chapterNumber) : ''}
            onChange={(event) => {
              const next = Number(event.target.value);
              if (Number.isInteger(next) && next > 0) void navigate(chapterPath(novel.title, next));
            }}
            className="h-10 w-full min-w-0 truncate rounded-md border border-input bg-background px-3 text-sm text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            {!listed && <option value="">{`Chapter ${chapterNumber}`}</option>}
            {options.map((option) => (
              <option key={option.id} value={option.chapterNumber}>
                {CHAPTER_TEXTS.chapterLabel(option.chapterNumber, option.title)}
                {option.status === 'draft' ? ` ${CHAPTER_TEXTS.draft}` : ''}
              </option>
            ))}
          </select>
          <noscript>
            <button type="submit" className={buttonClasses('outline', 'md')}>
              {CHAPTER_TEXTS.jumpGo}
            </button>
          </noscript>
        </form>
        <Button
          ref={settingsToggleRef}
          variant="outline"
          size="icon"
          aria-label={CHAPTER_TEXTS.settings}
          aria-expanded={settingsOpen}
          aria-controls={settingsOpen ? settingsPanelId : undefined}
          onClick={onToggleSettings}
          {...{ [PANEL_TOGGLE_ATTRIBUTE]: '' }}
        >
          <Type aria-hidden="true" className="size-4" />
        </Button>
      </div>
    </div>
  );
}
