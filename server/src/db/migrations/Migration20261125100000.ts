import { LIMITS, nameKey, splitGenres } from '@inkshelf/contracts';
import { Migration } from '@mikro-orm/migrations';

interface NovelRow {
  id: number;
  title: string;
  genres: string[];
}

interface NovelChange {
  id: number;
  key: string;
  /** Set when the title must change (a later copy of a taken name). */
  title?: string;
  /** Set when the genres change (NFC, duplicates dropped). */
  genres?: string[];
  genre_keys?: string[];
}

const BATCH = 1000;

/** `text` cut to at most `max` UTF-16 units, never through a surrogate pair, trailing spaces dropped. */
function cut(text: string, max: number): string {
  let end = Math.min(text.length, max);
  const last = text.charCodeAt(end - 1);
  if (end < text.length && last >= 0xd800 && last <= 0xdbff) end -= 1;
  return text.slice(0, end).trimEnd();
}

/**
 * What to write to every novel: its title key and, for the later ones of titles that now compare the same, a new
 * title. The oldest novel of each key keeps its title; each later one gets ' (2)', ' (3)'... (cut to fit 100
 * characters), the first whose key no novel holds.
 */
export function planNovelNames(rows: readonly NovelRow[]): NovelChange[] {
  const sorted = [...rows].sort((a, b) => a.id - b.id);
  const taken = new Set<string>();
  const later: NovelRow[] = [];
  const changes = new Map<number, NovelChange>();
  for (const row of sorted) {
    const key = nameKey(row.title);
    if (taken.has(key)) {
      later.push(row);
      continue;
    }
    taken.add(key);
    changes.set(row.id, { id: row.id, key });
  }
  for (const row of later) {
    for (let n = 2; ; n++) {
      const suffix = ` (${n})`;
      const title = `${cut(row.title, LIMITS.titleMax - suffix.length)}${suffix}`;
      const key = nameKey(title);
      if (taken.has(key)) continue;
      taken.add(key);
      changes.set(row.id, { id: row.id, key, title });
      break;
    }
  }
  for (const row of sorted) {
    const genres = splitGenres(row.genres);
    if (genres.length === row.genres.length && genres.every((genre, i) => genre === row.genres[i])) continue;
    const change = changes.get(row.id)!;
    change.genres = genres;
    change.genre_keys = genres.map((genre) => genre.toLowerCase());
  }
  return [...changes.values()];
}

/**
 * Novel titles unique by contracts' `nameKey` instead of lower(), so a look-alike copy of a title is refused. Keys are
 * computed in JavaScript because PostgreSQL's lower() and normalize() differ on some letters; titles that already
 * collide get a ' (2)'-style suffix (the oldest keeps its own; down() keeps them); genres become NFC, deduplicated.
 */
export class Migration20261125100000 extends Migration {

  override name = 'Migration20261125100000';

  override async up(): Promise<void> {
    await this.execute(`alter table "novels" add column "title_key" text null;`);
    const rows = (await this.execute(`select "id", "title", "genres" from "novels";`)) as unknown as NovelRow[];
    const changes = planNovelNames(rows);
    for (let start = 0; start < changes.length; start += BATCH) {
      await this.execute(
        `update "novels" as n set
           "title_key" = v.key,
           "title" = coalesce(v.title, n."title"),
           "genres" = coalesce(v.genres, n."genres"),
           "genre_keys" = coalesce(v.genre_keys, n."genre_keys")
         from json_to_recordset(?::json) as v(id int, key text, title text, genres text[], genre_keys text[])
         where n."id" = v.id;`,
        [JSON.stringify(changes.slice(start, start + BATCH))],
      );
    }
    this.addSql(`alter table "novels" alter column "title_key" set not null;`);
    this.addSql(`drop index "novels_title_lower_unique";`);
    this.addSql(`alter table "novels" add constraint "novels_title_key_unique" unique ("title_key");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "novels" drop constraint "novels_title_key_unique";`);
    this.addSql(`alter table "novels" drop column "title_key";`);
    this.addSql(`create unique index "novels_title_lower_unique" on "novels" (lower("title"));`);
  }

}
