import { labelKey, MESSAGES, type GenreCount, type TagCount, type TagDetail } from '@inkshelf/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ACCOUNT_CHANGE, tags as cacheTags } from '../cache/tags.ts';
import { recordChanges } from '../cache/changes.ts';
import { badRequest, conflict, notFound } from '../errors.ts';
import { Genre, type User } from '../entities/index.ts';
import { AuditRepository } from './audit-repository.ts';

/** Who made an administrator's change: the signed-in admin, or null for the server's own commands (the seed). */
type Actor = Pick<User, 'id' | 'username'> | null;

const E = MESSAGES.errors;

/** `like` pattern for "starts with `prefix`": its own % and _ matched as themselves. */
const startsWith = (prefix: string) => `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** `array[?, ?]::text[]`: one placeholder per item (the drivers expand an array bound to one `?` into a list). */
const textArray = (items: readonly string[]) => `array[${items.map(() => '?').join(', ')}]::text[]`;

/** The first spelling of each key, in order. */
function uniqueByKey(names: readonly string[]): string[] {
  const seen = new Set<string>();
  return names.filter((name) => !seen.has(labelKey(name)) && seen.add(labelKey(name)));
}

interface TagRow {
  id: number;
  name: string;
  key: string;
  novel_count: number;
}

/**
 * A novel's labels rewritten: the one keyed `from` becomes `to` (name and key), repeats dropped, order kept. Keys
 * come from `labelKey` here, never from SQL's lower(), so both sides always agree. Binds from, to, from, toKey, from.
 */
const REWRITE = (names: 'genres' | 'tags') => {
  const keys = names === 'genres' ? 'genre_keys' : 'tag_keys';
  return `
  select n2.id, array_agg(u.name order by u.ord) as names, array_agg(u.key order by u.ord) as keys
  from novels n2
  cross join lateral (
    select distinct on (x.key) x.name, x.key, x.ord
    from (select case when k = ? then ? else v end as name, case when k = ? then ? else k end as key, o as ord
          from unnest(n2.${names}, n2.${keys}) with ordinality as z(v, k, o)) x
    order by x.key, x.ord
  ) u
  where n2.${keys} @> array[?]::text[]
  group by n2.id`;
};

/**
 * Curated genres and free tags (issue 37). Novels carry the names (`genres`, `tags`) with their keys; this spells
 * what authors send the way the site keeps it, and makes the administrators' changes on every novel at once.
 */
export class TaxonomyRepository {
  constructor(private readonly em: EntityManager) {}

  /** The curated spelling of each genre asked for (by key, repeats dropped); 400 naming any that is not listed. */
  async curatedGenres(names: readonly string[]): Promise<string[]> {
    const rows = await this.em.find(Genre, { key: { $in: names.map(labelKey) } });
    const byKey = new Map(rows.map((row) => [row.key, row.name]));
    const unknown = names.filter((name) => !byKey.has(labelKey(name)));
    if (unknown.length > 0) throw badRequest(E.unknownGenres(...unknown), { field: 'genres' });
    return uniqueByKey(names.map((name) => byKey.get(labelKey(name))!));
  }

  /**
   * The canonical spelling of each tag asked for: a known tag as the site first saw it (or the tag it was merged
   * into), a new one as written, made now. Tags that end up the same are listed once.
   */
  async canonicalTags(names: readonly string[]): Promise<string[]> {
    if (names.length === 0) return [];
    const fresh = uniqueByKey(names);
    await this.em.execute(
      `insert into tags (name, key, created_at)
       select u.name, u.key, now() from unnest(${textArray(fresh)}, ${textArray(fresh)}) as u(name, key)
       on conflict (key) do nothing`,
      [...fresh, ...fresh.map(labelKey)],
    );
    const rows = await this.em.execute<{ key: string; name: string }[]>(
      `select t.key, coalesce(c.name, t.name) as name from tags t left join tags c on c.id = t.canonical_id
       where t.key = any(${textArray(fresh)})`,
      fresh.map(labelKey),
    );
    const byKey = new Map(rows.map((row) => [row.key, row.name]));
    return uniqueByKey(fresh.map((name) => byKey.get(labelKey(name)) ?? name));
  }

  /** `GET /api/genres`: every curated genre, A to Z, with its published novels. */
  async genreCounts(): Promise<GenreCount[]> {
    const rows = await this.em.execute<{ genre: string; count: number | string }[]>(
      `select g.name as genre,
         (select count(*) from novels n where n.status = 'published' and n.genre_keys @> array[g.key]) as count
       from genres g order by g.key collate "C"`,
    );
    return rows.map((row) => ({ genre: row.genre, count: Number(row.count) }));
  }

  async createGenre(actor: Actor, name: string): Promise<GenreCount> {
    await this.em.transactional(async (tx) => {
      const [row] = await tx.execute<{ id: number }[]>(
        `insert into genres (name, key, created_at) values (?, ?, now()) on conflict (key) do nothing returning id`,
        [name, labelKey(name)],
      );
      if (!row) throw conflict(E.genreExists);
      await new AuditRepository(tx).append(actor, 'genre-add', { type: 'genre', id: row.id }, null, { name });
    });
    // The genres index and the pages listing it show the new genre.
    recordChanges([cacheTags.public]);
    return { genre: name, count: 0 };
  }

  /** Renames a genre on the list, on every novel and in readers' saved exclusions. */
  async renameGenre(actor: Actor, current: string, name: string): Promise<GenreCount> {
    const genre = await this.findGenre(current);
    const fromKey = genre.key;
    const toKey = labelKey(name);
    if (toKey !== fromKey && (await this.em.count(Genre, { key: toKey })) > 0) throw conflict(E.genreExists);
    await this.em.transactional(async (tx) => {
      await tx.execute(`update genres set name = ?, key = ? where id = ?`, [name, toKey, genre.id]);
      await tx.execute(
        `update novels n set genres = r.names, genre_keys = r.keys from (${REWRITE('genres')}) r where n.id = r.id`,
        [fromKey, name, fromKey, toKey, fromKey],
      );
      await tx.execute(
        `update reader_preferences set excluded_genres = array(
           select case when lower(v) = ? then ? else v end from unnest(excluded_genres) v)
         where exists (select 1 from unnest(excluded_genres) v where lower(v) = ?)`,
        [fromKey, name, fromKey],
      );
      const details = { from: genre.name, to: name };
      await new AuditRepository(tx).append(actor, 'genre-rename', { type: 'genre', id: genre.id }, null, details);
    });
    recordChanges(ACCOUNT_CHANGE);
    return { genre: name, count: (await this.genreCounts()).find((row) => row.genre === name)?.count ?? 0 };
  }

  /** Removes a genre no novel carries (drafts included); 409 with the count while any does. */
  async deleteGenre(actor: Actor, name: string): Promise<void> {
    const genre = await this.findGenre(name);
    const [row] = await this.em.execute<{ count: number | string }[]>(
      `select count(*) as count from novels where genre_keys @> array[?]::text[]`,
      [genre.key],
    );
    const count = Number(row?.count ?? 0);
    if (count > 0) throw conflict(E.genreInUse(count));
    await this.em.transactional(async (tx) => {
      await tx.execute(`delete from genres where id = ?`, [genre.id]);
      const details = { name: genre.name };
      await new AuditRepository(tx).append(actor, 'genre-delete', { type: 'genre', id: genre.id }, null, details);
    });
    recordChanges(ACCOUNT_CHANGE);
  }

  private async findGenre(name: string) {
    const genre = await this.em.findOne(Genre, { key: labelKey(name) });
    if (!genre) throw notFound(E.genreNotFound);
    return genre;
  }

  /** `GET /api/tags`: canonical tags carried by published novels, starting with `prefix`, most used first. */
  async suggestTags(prefix: string | undefined, limit: number): Promise<TagCount[]> {
    const rows = await this.em.execute<TagRow[]>(
      `select name, novel_count from tags where canonical_id is null and novel_count > 0
       ${prefix ? `and key like ? escape '\\'` : ''} order by novel_count desc, key limit ?`,
      prefix ? [startsWith(labelKey(prefix)), limit] : [limit],
    );
    return rows.map((row) => ({ tag: row.name, count: row.novel_count }));
  }

  /** A tag by any spelling, followed to its canonical tag, with the synonyms merged into it; null when unknown. */
  async tagDetail(name: string): Promise<TagDetail | null> {
    const tag = await this.canonicalTag(name);
    if (!tag) return null;
    const synonyms = await this.em.execute<{ name: string }[]>(
      `select name from tags where canonical_id = ? order by key`,
      [tag.id],
    );
    return { tag: tag.name, count: tag.novel_count, synonyms: synonyms.map((row) => row.name) };
  }

  /**
   * Makes `source` a synonym of `into` (made if new; followed if itself a synonym): the tags merged into `source`
   * follow it, and every novel carrying `source` carries `into` instead (the counts move with the keys).
   */
  async mergeTag(actor: Actor, source: string, into: string): Promise<TagDetail> {
    const from = await this.canonicalTag(source);
    if (!from || labelKey(source) !== from.key) throw notFound(E.tagNotFound);
    const [intoName] = await this.canonicalTags([into]);
    const target = await this.canonicalTag(intoName!);
    if (!target || target.id === from.id) throw badRequest(E.tagMergeIntoItself);
    await this.em.transactional(async (tx) => {
      await tx.execute(`update tags set canonical_id = ? where id = ? or canonical_id = ?`, [
        target.id,
        from.id,
        from.id,
      ]);
      await tx.execute(
        `update novels n set tags = r.names, tag_keys = r.keys from (${REWRITE('tags')}) r where n.id = r.id`,
        [from.key, target.name, from.key, target.key, from.key],
      );
      const details = { from: from.name, to: target.name };
      await new AuditRepository(tx).append(actor, 'tag-merge', { type: 'tag', id: from.id }, null, details);
    });
    recordChanges(ACCOUNT_CHANGE);
    return (await this.tagDetail(target.name))!;
  }

  private async canonicalTag(name: string): Promise<TagRow | null> {
    const [row] = await this.em.execute<TagRow[]>(
      `select coalesce(c.id, t.id) as id, coalesce(c.name, t.name) as name, coalesce(c.key, t.key) as key,
         coalesce(c.novel_count, t.novel_count) as novel_count
       from tags t left join tags c on c.id = t.canonical_id where t.key = ?`,
      [labelKey(name)],
    );
    return row ?? null;
  }
}
