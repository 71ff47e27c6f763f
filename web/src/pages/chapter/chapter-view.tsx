/** A loaded chapter: toolbar, protected text, pager, ad slot, comments, the settings sheet and progress saving. */
import type { ChapterRead, ChapterSummary, CurrentUser, NovelDetail } from '@inkshelf/contracts';
import { chapterPath, ChapterReader, CopyProtection, useReaderSettings } from '@inkshelf/reader-ui';
import { lazy, Suspense, useEffect, useId, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { PROSE_CONTAINER } from '../../layout/page.ts';
import { useTheme } from '../../theme/theme-provider.tsx';
import { AdSlot } from './ad-slot.tsx';
import { ChapterPager } from './chapter-pager.tsx';
import { ChapterToolbar } from './chapter-toolbar.tsx';
import { useArrowNavigation } from './keyboard.ts';
import { AdultGate, adultNoticeApplies } from './adult-notice.tsx';
import { NearViewport } from './deferred.tsx';
import { useReadingProgress } from './use-reading-progress.ts';
import { useSettingsPanel } from './use-settings-panel.ts';

export interface ChapterViewProps {
  chapter: ChapterRead;
  /** The novel's chapter list (drafts included for its author); undefined while it loads. */
  chapters: readonly ChapterSummary[] | undefined;
  /** The novel's content rating and warnings: a Mature novel's text waits behind the adult-content notice. */
  rating: Pick<NovelDetail, 'contentRating' | 'contentWarnings'>;
  user: CurrentUser | null;
}

// Below the fold or behind a click: loaded when needed, so the reading route downloads only what shows the text.
const ChapterComments = lazy(async () => ({ default: (await import('./chapter-comments.tsx')).ChapterComments }));
const loadSettingsPanel = () => import('./settings-panel.tsx');
// Rendered by the server only (inside a <noscript>): no browser running scripts downloads it.
const StaticComments = lazy(() => import('./static-comments.tsx'));
// Only the novel's author is sent a hidden chapter (with its mark): its notice is no reader's download.
const HiddenNotice = lazy(() => import('./hidden-notice.tsx'));
const SettingsPanel = lazy(async () => ({ default: (await loadSettingsPanel()).SettingsPanel }));
/** Fetched once the text is on screen, so the first open of the sheet does not wait for the network. */
const PRELOAD_SETTINGS_AFTER_MS = 1_500;

/**
 * Room around the text, the same in every page theme so a change of theme does not move it; on phones the
 * surface reaches the screen's edges (it undoes the page's padding) and the text stays where it was.
 */
const READING_SURFACE = '-mx-4 px-4 py-6 sm:mx-0 sm:rounded-xl sm:px-6';

const byNumber = (a: ChapterSummary, b: ChapterSummary) => a.chapterNumber - b.chapterNumber;

export function ChapterView({ chapter, chapters, rating, user }: ChapterViewProps) {
  const { novel } = chapter;
  const navigate = useNavigate();
  const settings = useReaderSettings();
  const panel = useSettingsPanel();
  const { open, onReadingAreaClick, onReadingAreaPointerDown, readingAreaRef, onToggleClick, toggleRef } = panel;
  // A page theme never chosen follows the site's light or dark theme.
  const { theme: siteTheme } = useTheme();
  const panelId = useId();
  useEffect(() => {
    const timer = setTimeout(() => void loadSettingsPanel(), PRELOAD_SETTINGS_AFTER_MS);
    return () => clearTimeout(timer);
  }, []);
  // The sheet's code loads the first time it opens, and it stays mounted after that.
  const [panelWanted, setPanelWanted] = useState(open);
  if (open && !panelWanted) setPanelWanted(true);
  const isOwner = user !== null && user.id === novel.authorId;

  const published = useMemo(() => (chapters ?? []).filter((c) => c.status === 'published').sort(byNumber), [chapters]);
  const options = useMemo(
    () => (isOwner ? [...(chapters ?? [])].sort(byNumber) : published),
    [chapters, isOwner, published],
  );

  useArrowNavigation({ previous: chapter.previousChapterNumber, next: chapter.nextChapterNumber }, (number) => {
    void navigate(chapterPath(novel.title, number));
  });

  // Nothing is saved as read while the adult-content notice still stands before the text.
  const gated = adultNoticeApplies({ ...novel, ...rating }, user);
  useReadingProgress(
    user && !gated && chapter.status === 'published' && chapters
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
        settingsToggleRef={toggleRef}
        onToggleSettings={onToggleClick}
      />
      {chapter.moderation && (
        <Suspense fallback={null}>
          <HiddenNotice mark={chapter.moderation} />
        </Suspense>
      )}
      <AdultGate novel={{ ...novel, ...rating }} user={user}>
        <div
          ref={readingAreaRef}
          tabIndex={-1}
          onPointerDown={onReadingAreaPointerDown}
          onClick={onReadingAreaClick}
          className="outline-none"
        >
          <CopyProtection allowSelection={isOwner}>
            <ChapterReader
              title={chapter.title}
              contentHtml={chapter.contentHtml}
              authorNote={chapter.authorNote}
              fontFamily={settings.fontFamily}
              fontSize={settings.fontSize}
              lineHeight={settings.lineHeight}
              textWidth={settings.textWidth}
              pageTheme={settings.pageTheme}
              eyebrow={`Chapter ${chapter.chapterNumber}`}
              className={READING_SURFACE}
            />
          </CopyProtection>
        </div>
        <ChapterPager
          novelTitle={novel.title}
          previous={chapter.previousChapterNumber}
          next={chapter.nextChapterNumber}
        />
        <AdSlot />
        <NearViewport>
          <Suspense fallback={<div className="min-h-24" aria-busy="true" />}>
            <ChapterComments
              chapterId={chapter.id}
              chapterLabel={`${novel.title}, chapter ${chapter.chapterNumber}`}
              novelAuthorId={novel.authorId}
              user={user}
            />
          </Suspense>
        </NearViewport>
        <noscript>
          <Suspense fallback={null}>
            <StaticComments chapterId={chapter.id} />
          </Suspense>
        </noscript>
      </AdultGate>
      {panelWanted && (
        <Suspense fallback={null}>
          <SettingsPanel id={panelId} panel={panel} settings={settings} pageTheme={settings.pageTheme ?? siteTheme} />
        </Suspense>
      )}
    </div>
  );
}
