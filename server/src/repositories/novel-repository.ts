import {
  labelKey,
  MESSAGES,
  nameKey,
  type NovelCreateBody,
  type NovelFilters,
  type NovelListSortField,
  type SortOrder,
} from '@inkshelf/contracts';
import { QueryOrder, type EntityManager } from '@mikro-orm/postgresql';
import { Novel, NovelCover, Review, type User } from '../entities/index.ts';
import { forbidden } from '../errors.ts';
import {
  latestNovels,
  novelsByAuthor,
  novelsByGenreKey,
  novelsByIds,
  rankedNovels,
  type NovelListItem,
} from './novel-list-query.ts';
import type { StatementMode } from '../db/named-statements.ts';

export interface Page {
  limit: number;
  offset: number;
}

type NovelFields = Omit<NovelCreateBody, 'coverImage'>;

/**
 * genre_keys and tag_keys are always the lower-cased copies of genres and tags, written with them, for
 * case-insensitive lookups through their GIN indexes.
 */
const keysOf = (labels: string[]): string[] => labels.map(labelKey);

/** The columns an edit writes: only the fields it carries, with the keys kept in step with title and labels. */
function changedColumns(
  body: Partial<NovelFields>,
): Partial<NovelFields> & { titleKey?: string; genreKeys?: string[]; tagKeys?: string[] } {
  const { title, description, genres, tags, status, contentRating, contentWarnings, completionStatus } = body;
  const columns = {
    title,
    titleKey: title === undefined ? undefined : nameKey(title),
    description,
    genres,
    genreKeys: genres ? keysOf(genres) : undefined,
    tags,
    tagKeys: tags ? keysOf(tags) : undefined,
    status,
    contentRating,
    contentWarnings,
    completionStatus,
  };
  return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined));
}

/** Every named query about novels. Lists are plain rows with the author's name (see novel-list-query.ts). */
export class NovelRepository {
  constructor(private readonly em: EntityManager) {}

  /** `GET /api/novels`: published novels by views, bookmarks or rating, or newest first. */
  listPublished(
    query: Page & { sortBy?: NovelListSortField; sortOrder: SortOrder } & NovelFilters,
    mode: StatementMode = 'orm',
  ): Promise<NovelListItem[]> {
    return rankedNovels(this.em, query, mode);
  }

  /** Home page carousel: the newest published novels. */
  listLatest(limit: number, mode: StatementMode = 'orm'): Promise<NovelListItem[]> {
    return latestNovels(this.em, limit, mode);
  }

  /** An author's novels, newest first; drafts only when the author asks. */
  listByAuthor(authorId: number, includeDrafts: boolean): Promise<NovelListItem[]> {
    return novelsByAuthor(this.em, authorId, includeDrafts);
  }

  /** Published novels carrying the genre, whatever its case (through the lower-cased genre_keys column). */
  listByGenre(genre: string, page: Page): Promise<NovelListItem[]> {
    return novelsByGenreKey(this.em, genre.toLowerCase(), page);
  }

  findById(id: number): Promise<Novel | null> {
    return this.em.findOne(Novel, { id }, { populate: ['author'] });
  }

  /**
   * A novel by title, compared by its key (served by `novels_title_key_unique`): the stored title, its other case,
   * NFC/NFD or fullwidth forms all find it.
   */
  findByTitle(title: string): Promise<Novel | null> {
    return this.em.findOne(Novel, { titleKey: nameKey(title) }, { populate: ['author'] });
  }

  /** Novels by id, in the order of `ids` (search results); missing ids are skipped. */
  findByIdsInOrder(ids: number[]): Promise<NovelListItem[]> {
    return novelsByIds(this.em, ids);
  }

  /** A novel's reviews with their writers, newest first. */
  reviewsOf(novel: Novel): Promise<Review[]> {
    return this.em.find(
      Review,
      { novel },
      { populate: ['user'], orderBy: [{ createdAt: QueryOrder.DESC }, { id: QueryOrder.DESC }] },
    );
  }

  /** The stored cover of a novel, or null. */
  findCover(novelId: number): Promise<NovelCover | null> {
    return this.em.findOne(NovelCover, { novel: novelId });
  }

  /** A new novel by `author`, to be flushed by the caller; genres and tags already spelled by TaxonomyRepository. */
  create(author: User, body: NovelFields): Novel {
    const { title, description, genres, tags, status, contentRating, contentWarnings, completionStatus } = body;
    return this.em.create(Novel, {
      title,
      titleKey: nameKey(title),
      description,
      genres,
      genreKeys: keysOf(genres),
      tags,
      tagKeys: keysOf(tags),
      status,
      contentRating,
      contentWarnings,
      completionStatus,
      author,
    });
  }

  /**
   * Applies an edit; fields that are absent stay as they are. Flushed by the caller. A novel hidden by moderation
   * stays a draft until restored: publishing it is refused (403 'Hidden by moderation').
   */
  async update(novel: Novel, body: Partial<NovelFields>): Promise<void> {
    if (novel.hiddenAt && body.status === 'published') throw forbidden(MESSAGES.errors.hiddenByModeration);
    const columns = changedColumns(body);
    if (columns.titleKey !== undefined && columns.titleKey !== novel.titleKey) {
      await this.keepFormerTitle(novel, columns.titleKey);
    }
    this.em.assign(novel, columns);
  }

  /**
   * Issue 37: the title being left keeps pointing at the novel (the latest rename away from a title owns it), and
   * the title being taken stops pointing anywhere else.
   */
  private async keepFormerTitle(novel: Novel, newKey: string): Promise<void> {
    await this.em.execute(
      `insert into novel_former_titles (title_key, novel_id, title, renamed_at) values (?, ?, ?, now())
       on conflict (title_key) do update set novel_id = excluded.novel_id, title = excluded.title,
         renamed_at = excluded.renamed_at`,
      [novel.titleKey, novel.id, novel.title],
    );
    await this.em.execute('delete from novel_former_titles where title_key = ?', [newKey]);
  }

  /** The id of the novel that last had this title (by its key) before a rename, or null. */
  async formerTitleOwner(titleKey: string): Promise<number | null> {
    const [row] = await this.em.execute<{ novel_id: number }[]>(
      'select novel_id from novel_former_titles where title_key = ?',
      [titleKey],
    );
    return row?.novel_id ?? null;
  }
}
