/**
 * The top of the novel page: cover, title, author, genres, counts, Start/Continue Reading, the bookmark toggle,
 * the library shelf and the Follow button.
 */
import {
  MESSAGES,
  RELEASE_MESSAGES,
  formatAverageRating,
  genrePath,
  tagPath,
  type NovelDetail,
} from '@inkshelf/contracts';
import {
  authorPath,
  buttonClasses,
  chapterPath,
  ModerationNotice,
  NovelCover,
  StarRatingDisplay,
} from '@inkshelf/reader-ui';
import { ContentNotes, NovelFacts } from '@inkshelf/reader-ui';
import { BarChart3, BookOpenText, Bookmark, CalendarClock, Eye, FilePlus, Pencil } from 'lucide-react';
import { useSyncExternalStore, type ReactNode } from 'react';
import { formatInZone, zoneOrDevice } from '@inkshelf/ui/zone-format';
import { Link } from 'react-router';
import { FollowButton } from '../../components/follow-button.tsx';
import { ReportAction } from '../../components/report/report-action.tsx';
import { BookmarkToggle } from './bookmark-toggle.tsx';
import { NovelFeedLink } from './feed-link.tsx';
import { ShelfPicker } from './shelf-picker.tsx';
import { NOVEL_TEXTS } from './texts.ts';

export interface NovelHeaderProps {
  novel: NovelDetail;
  /** Chapter number the reading button opens; null when there is nothing to read yet. */
  readChapterNumber: number | null;
  /** True when it resumes the reader's history ('Continue Reading'). */
  resumes: boolean;
  signedIn: boolean;
  /** Signed in and not the novel's author: the header offers 'Report'. */
  canReport?: boolean;
  /** The signed-in author of the novel: 'Edit Novel' and 'Add Chapter' are at hand (issue 37). */
  isAuthor?: boolean;
}

const unchanging = () => () => undefined;

/**
 * When the next chapter comes out, in the reader's own zone. The server renders it in UTC (it cannot know the
 * reader's zone); the browser's first render agrees with that, then shows the local time.
 */
function NextRelease({ at }: { at: string }) {
  const zone = useSyncExternalStore(
    unchanging,
    () => zoneOrDevice(null),
    () => 'UTC',
  );
  return (
    <time dateTime={at}>
      {RELEASE_MESSAGES.nextRelease(`${formatInZone(at, zone)}${zone === 'UTC' ? ' UTC' : ''}`)}
    </time>
  );
}

function Stat({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="inline-flex items-center gap-1.5 text-sm text-muted-foreground">
      {icon}
      {children}
    </li>
  );
}

const CHIP = 'inline-block rounded-full px-3 py-1 text-xs font-medium';

/** The genre chips, then the tag chips (issue 37, outlined), each a link to its page. */
function Labels({ genres, tags }: { genres: readonly string[]; tags: readonly string[] }) {
  if (genres.length === 0 && tags.length === 0) return null;
  return (
    <div className="flex flex-wrap gap-2">
      {genres.length > 0 && (
        <ul aria-label={NOVEL_TEXTS.genres} className="flex flex-wrap gap-2">
          {genres.map((genre) => (
            <li key={genre}>
              <Link
                to={genrePath(genre)}
                className={`${CHIP} bg-secondary text-secondary-foreground hover:bg-accent hover:text-accent-foreground`}
              >
                {genre}
              </Link>
            </li>
          ))}
        </ul>
      )}
      {tags.length > 0 && (
        <ul aria-label={NOVEL_TEXTS.tags} className="flex flex-wrap gap-2">
          {tags.map((tag) => (
            <li key={tag}>
              <Link
                to={tagPath(tag)}
                className={`${CHIP} border border-border text-muted-foreground hover:bg-accent hover:text-accent-foreground`}
              >
                <span aria-hidden="true">#</span>
                {tag}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

const count = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

export function NovelHeader({
  novel,
  readChapterNumber,
  resumes,
  signedIn,
  canReport = false,
  isAuthor = false,
}: NovelHeaderProps) {
  const readLabel = resumes ? NOVEL_TEXTS.continueReading : NOVEL_TEXTS.startReading;
  return (
    <div className="grid gap-6 sm:grid-cols-[12rem_1fr] md:grid-cols-[14rem_1fr]">
      <NovelCover
        src={novel.coverImage}
        alt={`Cover of ${novel.title}`}
        className="mx-auto w-40 rounded-lg shadow-md sm:w-full"
        priority
      />
      <div className="grid content-start gap-3">
        <h1 className="text-3xl font-bold tracking-tight break-words sm:text-4xl">{novel.title}</h1>
        {novel.moderation && <ModerationNotice mark={novel.moderation} />}
        <p className="text-muted-foreground">
          by{' '}
          <Link to={authorPath(novel.authorName)} className="font-medium text-primary hover:underline">
            {novel.authorName}
          </Link>
        </p>
        <Labels genres={novel.genres} tags={novel.tags} />
        <ContentNotes rating={novel.contentRating} warnings={novel.contentWarnings} />
        <NovelFacts novel={novel} className="text-sm" />
        <ul aria-label="Statistics" className="flex flex-wrap items-center gap-x-5 gap-y-2">
          <Stat icon={<Eye aria-hidden="true" className="size-4" />}>{count(novel.viewCount, 'read', 'reads')}</Stat>
          <Stat icon={<Bookmark aria-hidden="true" className="size-4" />}>
            {count(novel.bookmarkCount, 'bookmark', 'bookmarks')}
          </Stat>
          <Stat icon={<StarRatingDisplay value={novel.averageRating} />}>
            <span className="font-medium text-foreground">{formatAverageRating(novel.averageRating)}</span>(
            {count(novel.reviewCount, 'review', 'reviews')})
          </Stat>
          {novel.nextReleaseAt && (
            <Stat icon={<CalendarClock aria-hidden="true" className="size-4" />}>
              <NextRelease at={novel.nextReleaseAt} />
            </Stat>
          )}
        </ul>
        <div className="flex flex-wrap gap-2 pt-1">
          {readChapterNumber !== null ? (
            <Link to={chapterPath(novel.title, readChapterNumber)} className={buttonClasses('default', 'md')}>
              <BookOpenText aria-hidden="true" className="size-4" />
              {readLabel}
            </Link>
          ) : (
            <button type="button" disabled className={buttonClasses('default', 'md')}>
              <BookOpenText aria-hidden="true" className="size-4" />
              {readLabel}
            </button>
          )}
          {signedIn && <BookmarkToggle novelId={novel.id} novelTitle={novel.title} />}
          {signedIn && <ShelfPicker novelId={novel.id} />}
          <NovelFeedLink novelId={novel.id} title={novel.title} />
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <FollowButton target={{ kind: 'novel', id: novel.id }} signedIn={signedIn} />
          {canReport && <ReportAction targetType="novel" targetId={novel.id} label={`Report novel ${novel.title}`} />}
          {isAuthor && (
            <>
              <Link to={`/author/novels/${novel.id}/edit`} className={buttonClasses('outline', 'sm')}>
                <Pencil aria-hidden="true" className="size-4" />
                {NOVEL_TEXTS.editNovel}
              </Link>
              <Link to={`/author/novels/${novel.id}/chapters/create`} className={buttonClasses('outline', 'sm')}>
                <FilePlus aria-hidden="true" className="size-4" />
                {NOVEL_TEXTS.addChapter}
              </Link>
              <Link to={`/author/novels/${novel.id}/analytics`} className={buttonClasses('outline', 'sm')}>
                <BarChart3 aria-hidden="true" className="size-4" />
                {MESSAGES.stats.linkLabel}
              </Link>
            </>
          )}
        </div>
      </div>
    </div>
  );
}
