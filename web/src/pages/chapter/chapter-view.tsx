/** A loaded chapter: toolbar, protected text, pager, ad slot, comments, the settings sheet and progress saving. */
import type { ChapterRead, ChapterSummary, CurrentUser } from '@inkshelf/contracts';
import { chapterPath, ChapterReader, CopyProtection, useReaderSettings } from '@inkshelf/reader-ui';
import { useId, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { PROSE_CONTAINER } from '../../layout/page.ts';
import { AdSlot } from './ad-slot.tsx';
import { ChapterComments } from './chapter-comments.tsx';
import { ChapterPager } from './chapter-pager.tsx';
import { ChapterToolbar } from './chapter-toolbar.tsx';
import { useArrowNavigation } from './keyboard.ts';
import { SettingsPanel } from './settings-panel.tsx';
import { useReadingProgress } from './use-reading-progress.ts';
import { useSettingsPanel } from './use-settings-panel.ts';

export interface ChapterViewProps {
  chapter: ChapterRead;
  /** The novel's chapter list (drafts included for its author); undefined while it loads. */
  chapters: readonly ChapterSummary[] | undefined;
  user: CurrentUser | null;
}

const byNumber = (a: ChapterSummary, b: ChapterSummary) => a.chapterNumber - b.chapterNumber;

export function ChapterView({ chapter, chapters, user }: ChapterViewProps) {
  const { novel } = chapter;
  const navigate = useNavigate();
  const settings = useReaderSettings();
  const { open, toggle, hide, touch, onReadingAreaClick, panelRef, readingAreaRef } = useSettingsPanel();
  const panelId = useId();
  const isOwner = user !== null && user.id === novel.authorId;

  const published = useMemo(() => (chapters ?? []).filter((c) => c.status === 'published').sort(byNumber), [chapters]);
  const options = useMemo(
    () => (isOwner ? [...(chapters ?? [])].sort(byNumber) : published),
    [chapters, isOwner, published],
  );

  useArrowNavigation({ previous: chapter.previousChapterNumber, next: chapter.nextChapterNumber }, (number) => {
    void navigate(chapterPath(novel.title, number));
  });

  useReadingProgress(
    user && chapter.status === 'published' && chapters
      ? {
          novelId: novel.id,
          chapterId: chapter.id,
          chapterNumber: chapter.chapterNumber,
          publishedCount: published.length,
        }
      : null,
  );

  return (
    <div className={`${PROSE_CONTAINER} grid gap-8 ${open ? 'pb-48' : ''}`}>
      <ChapterToolbar
        novel={novel}
        chapterNumber={chapter.chapterNumber}
        options={options}
        settingsOpen={open}
        settingsPanelId={panelId}
        onToggleSettings={toggle}
      />
      <div ref={readingAreaRef} tabIndex={-1} onClick={onReadingAreaClick} className="outline-none">
        <CopyProtection allowSelection={isOwner}>
          <ChapterReader
            title={chapter.title}
            content={chapter.content}
            authorNote={chapter.authorNote}
            fontFamily={settings.fontFamily}
            fontSize={settings.fontSize}
            eyebrow={`Chapter ${chapter.chapterNumber}`}
          />
        </CopyProtection>
      </div>
      <ChapterPager
        novelTitle={novel.title}
        previous={chapter.previousChapterNumber}
        next={chapter.nextChapterNumber}
      />
      <AdSlot />
      <ChapterComments chapterId={chapter.id} novelAuthorId={novel.authorId} user={user} />
      <SettingsPanel
        id={panelId}
        open={open}
        settings={settings}
        panelRef={panelRef}
        onClose={hide}
        onInteract={touch}
      />
    </div>
  );
}
