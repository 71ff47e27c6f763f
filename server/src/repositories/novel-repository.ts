import type { NovelCreateBody, NovelSortField, SortOrder } from '@inkshelf/contracts';
import { QueryOrder, raw, type EntityManager, type QueryOrderMap } from '@mikro-orm/postgresql';
import { Novel, NovelCover, Review, type User } from '../entities/index.ts';

/** The column behind each `sortBy` of `GET /api/novels`. */
const SORT_PROPERTIES = {
  viewCount: 'viewCount',
  bookmarkCount: 'bookmarkCount',
  rating: 'averageRating',
} as const satisfies Record<NovelSortField, keyof Novel>;

type NovelOrder = QueryOrderMap<Novel>[];

/** Newest first, with the id to keep pages stable when two novels share a timestamp. */
const NEWEST_FIRST: NovelOrder = [{ createdAt: QueryOrder.DESC }, { id: QueryOrder.DESC }];

/** Unrated novels (average null) go last in both directions, so a ranking never starts with them. */
function orderFor(sortBy: NovelSortField | undefined, sortOrder: SortOrder): NovelOrder {
  if (!sortBy) return NEWEST_FIRST;
  // Counts are never null: plain DESC matches their (status, count DESC) indexes, so a ranking reads the index.
  const nullable = sortBy === 'rating';
  const direction =
    sortOrder === 'asc' ? QueryOrder.ASC_NULLS_LAST : nullable ? QueryOrder.DESC_NULLS_LAST : QueryOrder.DESC;
  return [{ [SORT_PROPERTIES[sortBy]]: direction }, ...NEWEST_FIRST];
}

export interface Page {
  limit: number;
  offset: number;
}

type NovelFields = Omit<NovelCreateBody, 'coverImage'>;

/** genre_keys is always the lower-cased copy of genres, written with it, for case-insensitive genre lookups. */
const genreKeysOf = (genres: string[]): string[] => genres.map((genre) => genre.toLowerCase());

/** The columns an edit writes: only the fields it carries. */
function changedColumns(body: Partial<NovelFields>): Partial<NovelFields> & { genreKeys?: string[] } {
  const { title, description, genres, status, contentRating } = body;
  const columns = { title, description, genres, status, contentRating };
  const present = Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined));
  return genres ? { ...present, genreKeys: genreKeysOf(genres) } : present;
}

/** Every named query about novels. Lists load the author, which the presenter needs for authorName. */
export class NovelRepository {
  constructor(private readonly em: EntityManager) {}

  /** `GET /api/novels`: published novels by views, bookmarks or rating, or newest first. */
  async listPublished(query: Page & { sortBy?: NovelSortField; sortOrder: SortOrder }): Promise<Novel[]> {
    // Deferred join: the page's ids come from an index-only scan of the list's order (deep offsets skip index
    // entries, not rows), then only those novels are loaded with their authors.
    const page = await this.em.find(
      Novel,
      { status: 'published' },
      { fields: ['id'], orderBy: orderFor(query.sortBy, query.sortOrder), limit: query.limit, offset: query.offset },
    );
    return this.findByIdsInOrder(page.map((novel) => novel.id));
  }

  /** Home page carousel: the newest published novels. */
  listLatest(limit: number): Promise<Novel[]> {
    return this.em.find(Novel, { status: 'published' }, { populate: ['author'], orderBy: NEWEST_FIRST, limit });
  }

  /** An author's novels, newest first; drafts only when the author asks. */
  listByAuthor(authorId: number, includeDrafts: boolean): Promise<Novel[]> {
    return this.em.find(Novel, includeDrafts ? { author: authorId } : { author: authorId, status: 'published' }, {
      populate: ['author'],
      orderBy: NEWEST_FIRST,
    });
  }

  /** Published novels carrying the genre, whatever its case (through the lower-cased genre_keys column). */
  listByGenre(genre: string, page: Page): Promise<Novel[]> {
    return this.em.find(
      Novel,
      { status: 'published', genreKeys: { $contains: [genre.toLowerCase()] } },
      { populate: ['author'], orderBy: NEWEST_FIRST, limit: page.limit, offset: page.offset },
    );
  }

  findById(id: number): Promise<Novel | null> {
    return this.em.findOne(Novel, { id }, { populate: ['author'] });
  }

  /** A novel by title, case-insensitively (served by the unique index on lower(title)). */
  findByTitle(title: string): Promise<Novel | null> {
    return this.em.findOne(
      Novel,
      { [raw((alias) => `lower(${alias}.title)`)]: raw('lower(?)', [title]) },
      { populate: ['author'] },
    );
  }

  /** Novels by id, in the order of `ids` (search results); missing ids are skipped. */
  async findByIdsInOrder(ids: number[]): Promise<Novel[]> {
    if (ids.length === 0) return [];
    const novels = await this.em.find(Novel, { id: { $in: ids } }, { populate: ['author'] });
    const byId = new Map(novels.map((novel) => [novel.id, novel]));
    return ids.flatMap((id) => byId.get(id) ?? []);
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

  /** A new novel by `author`, to be flushed by the caller. */
  create(author: User, body: NovelFields): Novel {
    const { title, description, genres, status, contentRating } = body;
    return this.em.create(Novel, {
      title,
      description,
      genres,
      genreKeys: genreKeysOf(genres),
      status,
      contentRating,
      author,
    });
  }

  /** Applies an edit; fields that are absent stay as they are. Flushed by the caller. */
  update(novel: Novel, body: Partial<NovelFields>): void {
    this.em.assign(novel, changedColumns(body));
  }
}
