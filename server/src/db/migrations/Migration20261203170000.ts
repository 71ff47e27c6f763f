import { Migration } from '@mikro-orm/migrations';
import { NOVEL_TAG_COUNTS_DDL, novelSearchTriggerDdl } from '../../entities/novel-search-triggers.ts';

/** The curated genres this migration starts the list with; administrators change it from then on. */
const FIRST_GENRES = [
  'Action', 'Adventure', 'Comedy', 'Contemporary', 'Drama', 'Fantasy', 'Historical', 'Horror', 'Mystery',
  'Psychological', 'Romance', 'Satire', 'Science Fiction', 'Short Story', 'Slice of Life', 'Sports', 'Thriller',
  'Tragedy',
];

/** Spellings of a curated genre that authors typed as free text (lower-cased, then the genre's key). */
const SYNONYMS: [string, string][] = [
  ['sci-fi', 'science fiction'], ['scifi', 'science fiction'], ['sf', 'science fiction'],
  ['science-fiction', 'science fiction'], ['slice-of-life', 'slice of life'], ['history', 'historical'],
  ['humor', 'comedy'], ['humour', 'comedy'], ['sport', 'sports'], ['mysteries', 'mystery'],
];

const quote = (text: string) => `'${text.replaceAll("'", "''")}'`;

/**
 * Issue 37: genres become a curated list and novels get free tags. Each novel's free-text genres are mapped: a
 * curated genre's name (any case or a known synonym) stays a genre in its listed spelling, every other word becomes
 * one of its tags, so nothing an author wrote is lost. Tags' counts and the search document (which now holds tags)
 * are kept by triggers (entities/novel-search-triggers.ts).
 */
export class Migration20261203170000 extends Migration {

  override name = 'Migration20261203170000';

  override up(): void | Promise<void> {
    this.addSql(`create table "genres" ("id" serial primary key, "name" varchar(40) not null, "key" text not null, "created_at" timestamptz not null);`);
    this.addSql(`alter table "genres" add constraint "genres_key_unique" unique ("key");`);
    this.addSql(`insert into "genres" ("name", "key", "created_at") values ${FIRST_GENRES.map((name) => `(${quote(name)}, ${quote(name.toLowerCase())}, now())`).join(', ')};`);

    this.addSql(`create table "tags" ("id" serial primary key, "name" varchar(40) not null, "key" text not null, "canonical_id" int null, "novel_count" int not null default 0, "created_at" timestamptz not null, constraint "tags_novel_count_check" check (novel_count >= 0));`);
    this.addSql(`alter table "tags" add constraint "tags_key_unique" unique ("key");`);
    this.addSql(`create index "tags_canonical_id_index" on "tags" ("canonical_id");`);
    this.addSql(`create index "tags_key_prefix_index" on "tags" ("key" text_pattern_ops);`);
    this.addSql(`create index "tags_popular_index" on "tags" ("novel_count" desc, "key") where "canonical_id" is null;`);
    this.addSql(`alter table "tags" add constraint "tags_canonical_id_foreign" foreign key ("canonical_id") references "tags" ("id") on delete set null;`);

    this.addSql(`alter table "novels" add column "tags" text[] not null default '{}', add column "tag_keys" text[] not null default '{}';`);
    this.addSql(`create index "novels_tag_keys_index" on "novels" using gin ("tag_keys");`);
    this.searchTriggers(true);
    this.mapFreeGenres();
    for (const statement of NOVEL_TAG_COUNTS_DDL.split('\n--\n')) this.addSql(statement);
    this.addSql(`update "tags" t set "novel_count" = (select count(*) from "novels" n where n.status = 'published' and n.tag_keys @> array[t.key]);`);
  }

  /** The search functions with (or without) tags; the update trigger also watches the tags column. */
  private searchTriggers(withTags: boolean): void {
    const ddl = novelSearchTriggerDdl(withTags);
    this.addSql(ddl.insert.split('\n--\n')[0]!);
    this.addSql(`drop trigger "search_columns_update" on "novels";`);
    for (const statement of ddl.update.split('\n--\n')) this.addSql(statement);
  }

  /** Each novel's genres split into curated genres (first spelling kept, in order) and tags. */
  private mapFreeGenres(): void {
    const synonyms = SYNONYMS.map(([alias, key]) => `(${quote(alias)}, ${quote(key)})`).join(', ');
    this.addSql(`create temporary table "novel_labels" on commit drop as
      with words as (
        select n.id as novel_id, u.ord, left(trim(regexp_replace(normalize(u.name, NFC), '\\s+', ' ', 'g')), 40) as name
        from "novels" n cross join lateral unnest(n.genres) with ordinality as u(name, ord)
      ), synonyms(alias, key) as (values ${synonyms})
      select w.novel_id, w.ord, w.name, g.name as genre
      from words w
      left join synonyms s on s.alias = lower(w.name)
      left join "genres" g on g.key = coalesce(s.key, lower(w.name))
      where w.name <> '';`);
    this.addSql(`insert into "tags" ("name", "key", "created_at")
      select distinct on (lower(name)) name, lower(name), now() from "novel_labels" where genre is null order by lower(name), novel_id, ord;`);
    this.addSql(`update "novels" n set
      "genres" = coalesce((select array_agg(p.genre order by p.ord) from (select distinct on (genre) genre, ord from "novel_labels" l where l.novel_id = n.id and genre is not null order by genre, ord) p), '{}'),
      "tags" = coalesce((select array_agg(t.name order by p.ord) from (select distinct on (lower(name)) name, ord from "novel_labels" l where l.novel_id = n.id and genre is null order by lower(name), ord) p join "tags" t on t.key = lower(p.name)), '{}')
      where n.id in (select novel_id from "novel_labels");`);
    this.addSql(`update "novels" set "genre_keys" = array(select lower(g) from unnest("genres") g), "tag_keys" = array(select lower(t) from unnest("tags") t) where cardinality("genres") + cardinality("tags") > 0;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop trigger "tag_counts" on "novels";`);
    this.addSql(`drop function "novels_tag_counts_fn"();`);
    this.searchTriggers(false);
    this.addSql(`update "novels" set "genres" = "genres" || "tags", "genre_keys" = "genre_keys" || "tag_keys" where cardinality("tags") > 0;`);
    this.addSql(`drop index "novels_tag_keys_index";`);
    this.addSql(`alter table "novels" drop column "tags", drop column "tag_keys";`);
    this.addSql(`drop table "tags";`);
    this.addSql(`drop table "genres";`);
  }

}
