import type { NovelCreateBody, NovelSortField, SortOrder } from '@inkshelf/contracts';
import { QueryOrder, raw, type EntityManager } from '@mikro-orm/postgresql';
import { Novel, NovelCover, Review, type User } from '../entities/index.ts';
import {
  latestNovels,
  novelsByAuthor,
  novelsByGenreKey,
  novelsByIds,
  rankedNovels,
  type NovelListItem,
} from './novel-list-query.ts';

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

/** Every named query about novels. Lists are plain rows with the author's name (see novel-list-query.ts). */
export class NovelRepository {
  constructor(private readonly em: EntityManager) {}

  /** `GET /api/novels`: published novels by views, bookmarks or rating, or newest first. */
  listPublished(query: Page & { sortBy?: NovelSortField; sortOrder: SortOrder }): Promise<NovelListItem[]> {
    return rankedNovels(this.em, query);
  }

  /** Home page carousel: the newest published novels. */
  listLatest(limit: number): Promise<NovelListItem[]> {
    return latestNovels(this.em, limit);
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

  /** A novel by title, case-insensitively (served by the unique index on lower(title)). */
  findByTitle(title: string): Promise<Novel | null> {
    return this.em.findOne(
      Novel,
      { [raw((alias) => `lower(${alias}.title)`)]: raw('lower(?)', [title]) },
      { populate: ['author'] },
    );
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
