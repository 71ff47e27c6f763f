/**
 * NovelCard: cover with its content rating and view badges, title, author, facts (chapters, words, completion status; when given), genres and
 * synopsis of a novel, linking to its page.
 */
import { LAYOUT, type Novel } from '@inkshelf/contracts';
import { Eye } from 'lucide-react';
import { ContentRatingBadge } from './content-rating.tsx';
import { NovelCover } from './novel-cover.tsx';
import { NovelFacts, type NovelFactsData } from './novel-facts.tsx';
import { cn } from './ui/cn.ts';
import { novelPath, useRenderLink, type RenderLink } from './ui/link.tsx';
import { useIsMobile } from './ui/use-media-query.ts';

export type NovelCardData = Pick<Novel, 'title' | 'authorName' | 'coverImage' | 'genres' | 'description'> & {
  viewCount?: number;
  contentRating?: Novel['contentRating'];
} & Partial<NovelFactsData>;

/** The facts of a card's novel, when it carries all three. */
const factsOf = ({ chapterCount, wordCount, completionStatus }: NovelCardData): NovelFactsData | null =>
  chapterCount === undefined || wordCount === undefined || completionStatus === undefined
    ? null
    : { chapterCount, wordCount, completionStatus };

export interface NovelCardProps {
  novel: NovelCardData;
  renderLink?: RenderLink;
  /** Level of the title heading (default 3). */
  headingLevel?: 2 | 3 | 4;
  className?: string;
  /** One of the first cards, above the fold: its cover loads at once (see LazyImage). */
  priority?: boolean;
}

/** Genres to show and how many are hidden: 3 on desktop, 2 on mobile. */
export function visibleGenres(genres: readonly string[], mobile: boolean): { shown: string[]; hidden: number } {
  const limit = mobile ? LAYOUT.cardGenresMobile : LAYOUT.cardGenresDesktop;
  return { shown: genres.slice(0, limit), hidden: Math.max(0, genres.length - limit) };
}

const formatCount = (n: number) => n.toLocaleString('en-US');

export function NovelCard({ novel, renderLink, headingLevel = 3, className, priority }: NovelCardProps) {
  const link = useRenderLink(renderLink);
  const mobile = useIsMobile();
  const { shown, hidden } = visibleGenres(novel.genres, mobile);
  const Heading = `h${headingLevel}` as const;
  const views = novel.viewCount ?? 0;
  const facts = factsOf(novel);

  return (
    <article
      className={cn(
        'group relative flex h-full flex-col overflow-hidden rounded-lg border border-border bg-card text-card-foreground shadow-sm transition-shadow',
        'focus-within:ring-2 focus-within:ring-ring hover:shadow-md',
        className,
      )}
    >
      <NovelCover src={novel.coverImage} alt={`Cover of ${novel.title}`} className="w-full" priority={priority}>
        {novel.contentRating && <ContentRatingBadge rating={novel.contentRating} className="absolute top-2 left-2" />}
        {views > 0 && (
          <span className="absolute top-2 right-2 inline-flex items-center gap-1 rounded-full bg-background/90 px-2 py-0.5 text-xs font-medium text-foreground shadow-sm">
            <Eye aria-hidden="true" className="size-3.5" />
            <span aria-hidden="true">{formatCount(views)}</span>
            <span className="sr-only">{`${formatCount(views)} ${views === 1 ? 'view' : 'views'}`}</span>
          </span>
        )}
      </NovelCover>
      <div className="flex flex-1 flex-col gap-2 p-3">
        <Heading className="line-clamp-2 text-base leading-snug font-semibold">
          {link({
            to: novelPath(novel.title),
            // The link's box is stretched over the whole card so every part of it is clickable.
            className: "outline-none after:absolute after:inset-0 after:content-[''] hover:underline",
            children: novel.title,
          })}
        </Heading>
        <p className="truncate text-sm text-muted-foreground">by {novel.authorName}</p>
        {facts && <NovelFacts novel={facts} />}
        {novel.genres.length > 0 && (
          <ul aria-label="Genres" className="flex flex-wrap gap-1">
            {shown.map((genre) => (
              <li key={genre} className="rounded-full bg-secondary px-2 py-0.5 text-xs text-secondary-foreground">
                {genre}
              </li>
            ))}
            {hidden > 0 && <li className="px-1 py-0.5 text-xs text-muted-foreground">+{hidden} more</li>}
          </ul>
        )}
        {novel.description && <p className="line-clamp-3 text-sm text-muted-foreground">{novel.description}</p>}
      </div>
    </article>
  );
}
