/**
 * Novels' search columns, kept by a trigger instead of generated columns: PostgreSQL recomputes a stored generated
 * column on every update of the row, so each bookmark or view-count write stemmed the whole description again. The
 * trigger runs only when the title, description or genres change. Raw DDL of migration 20261128090000, declared here.
 */
import type { TriggerDef } from '@mikro-orm/core';
import { LIMITS } from '@inkshelf/contracts';

/** A column of `row`, or the bare column name when `row` is '' (a generated column's expression). */
const column = (row: string, name: string) => (row ? `${row}.${name}` : name);

/** The genres as one text (the same words, in order, as `array_to_string`, which is not immutable). */
const genresText = (row: string) =>
  Array.from({ length: LIMITS.genresMax }, (_, i) => `coalesce(${column(row, 'genres')}[${i + 1}], '')`).join(
    " || ' ' || ",
  );

/**
 * What full-text search matches a novel against: title (weight A), genres (B) and description (C), English
 * stemming; `row` is the record the columns are read from (`new` in the trigger; '' for bare column names).
 */
export const novelSearchDocument = (row: string): string =>
  `setweight(to_tsvector('english', ${column(row, 'title')}), 'A') || ` +
  `setweight(to_tsvector('english', ${genresText(row)}), 'B') || ` +
  `setweight(to_tsvector('english', ${column(row, 'description')}), 'C')`;

/** Function names follow MikroORM's `{table}_{trigger}_fn` convention, so its drop finds them too. */
const fn = (
  trigger: string,
) => `create or replace function "novels_${trigger}_fn"() returns trigger language plpgsql as $$
begin
  new.title_vector := to_tsvector('english', new.title);
  new.search_vector := ${novelSearchDocument('new')};
  return new;
end $$;`;

/** Each trigger's DDL: its function, a `--` line, then the trigger (migrations run the two one at a time). */
export const NOVEL_SEARCH_TRIGGERS = {
  insert: `${fn('search_columns_insert')}
--
create trigger "search_columns_insert" before insert on "novels"
  for each row execute function "novels_search_columns_insert_fn"();`,
  update: `${fn('search_columns_update')}
--
create trigger "search_columns_update" before update of "title", "description", "genres" on "novels"
  for each row
  when (old.title is distinct from new.title or old.description is distinct from new.description
    or old.genres is distinct from new.genres)
  execute function "novels_search_columns_update_fn"();`,
};

export const novelSearchTriggers: TriggerDef[] = [
  {
    name: 'search_columns_insert',
    timing: 'before',
    events: ['insert'],
    forEach: 'row',
    expression: NOVEL_SEARCH_TRIGGERS.insert,
  },
  {
    name: 'search_columns_update',
    timing: 'before',
    events: ['update'],
    forEach: 'row',
    expression: NOVEL_SEARCH_TRIGGERS.update,
  },
];
