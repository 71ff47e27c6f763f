/**
 * Novels' triggers. The search columns are kept by a trigger instead of generated columns: PostgreSQL recomputes a
 * stored generated column on every update of the row, so each bookmark or view-count write stemmed the whole
 * description again; the trigger runs only when the words change. Tag counts are kept the same way, in the
 * statement that changes a novel. Raw DDL of migrations 20261128090000 and 20261203170000, declared here.
 */
import type { TriggerDef } from '@mikro-orm/core';
import { LIMITS } from '@inkshelf/contracts';

/** A column of `row`, or the bare column name when `row` is '' (a generated column's expression). */
const column = (row: string, name: string) => (row ? `${row}.${name}` : name);

/** A text array as one text (the same words, in order, as `array_to_string`, which is not immutable). */
const arrayText = (row: string, name: string, size: number) =>
  Array.from({ length: size }, (_, i) => `coalesce(${column(row, name)}[${i + 1}], '')`).join(" || ' ' || ");

/**
 * What full-text search matches a novel against: title (weight A), genres and tags (B) and description (C), English
 * stemming; `row` is the record the columns are read from (`new` in the trigger; '' for bare column names).
 * Migration 20261128090000 predates tags and asks for the document without them.
 */
export const novelSearchDocument = (row: string, withTags = true): string =>
  `setweight(to_tsvector('english', ${column(row, 'title')}), 'A') || ` +
  `setweight(to_tsvector('english', ${arrayText(row, 'genres', LIMITS.genresMax)}` +
  (withTags ? ` || ' ' || ${arrayText(row, 'tags', LIMITS.tagsMax)}` : '') +
  `), 'B') || ` +
  `setweight(to_tsvector('english', ${column(row, 'description')}), 'C')`;

/** Function names follow MikroORM's `{table}_{trigger}_fn` convention, so its drop finds them too. */
const fn = (
  trigger: string,
  withTags: boolean,
) => `create or replace function "novels_${trigger}_fn"() returns trigger language plpgsql as $$
begin
  new.title_vector := to_tsvector('english', new.title);
  new.search_vector := ${novelSearchDocument('new', withTags)};
  return new;
end $$;`;

/** Each trigger's DDL: its function, a `--` line, then the trigger (migrations run the two one at a time). */
export const novelSearchTriggerDdl = (withTags = true) => ({
  insert: `${fn('search_columns_insert', withTags)}
--
create trigger "search_columns_insert" before insert on "novels"
  for each row execute function "novels_search_columns_insert_fn"();`,
  update: `${fn('search_columns_update', withTags)}
--
create trigger "search_columns_update" before update of "title", "description", "genres"${withTags ? ', "tags"' : ''} on "novels"
  for each row
  when (old.title is distinct from new.title or old.description is distinct from new.description
    or old.genres is distinct from new.genres${withTags ? ' or old.tags is distinct from new.tags' : ''})
  execute function "novels_search_columns_update_fn"();`,
});

/**
 * `tags.novel_count`: a published novel counts once for each of its tag keys. Counted after the row changes, by
 * key, so a merge (which rewrites `tag_keys`) moves the counts with it. A novel without tags writes nothing (bulk
 * loads of untagged novels stay one statement a row).
 */
export const NOVEL_TAG_COUNTS_DDL = `create or replace function "novels_tag_counts_fn"() returns trigger language plpgsql as $$
begin
  if tg_op <> 'INSERT' and old.status = 'published' and cardinality(old.tag_keys) > 0 then
    update "tags" set "novel_count" = "novel_count" - 1 where "key" = any(old.tag_keys);
  end if;
  if tg_op <> 'DELETE' and new.status = 'published' and cardinality(new.tag_keys) > 0 then
    update "tags" set "novel_count" = "novel_count" + 1 where "key" = any(new.tag_keys);
  end if;
  return null;
end $$;
--
create trigger "tag_counts" after insert or delete or update of "status", "tag_keys" on "novels"
  for each row execute function "novels_tag_counts_fn"();`;

const SEARCH_DDL = novelSearchTriggerDdl();

export const novelSearchTriggers: TriggerDef[] = [
  {
    name: 'search_columns_insert',
    timing: 'before',
    events: ['insert'],
    forEach: 'row',
    expression: SEARCH_DDL.insert,
  },
  {
    name: 'search_columns_update',
    timing: 'before',
    events: ['update'],
    forEach: 'row',
    expression: SEARCH_DDL.update,
  },
];

export const novelTagTriggers: TriggerDef[] = [
  {
    name: 'tag_counts',
    timing: 'after',
    events: ['insert', 'delete', 'update'],
    forEach: 'row',
    expression: NOVEL_TAG_COUNTS_DDL,
  },
];
