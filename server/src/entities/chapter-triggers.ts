/**
 * Triggers that keep a novel's `chapter_count` and `word_count` exact in the statement that writes a chapter, whoever
 * writes it; transition tables make a bulk insert one update per novel, and view-count writes never fire them. Declared
 * here (raw DDL, migration 20261125140000) so the schema tooling keeps them.
 */
import type { TriggerDef } from '@mikro-orm/core';

/** Function names follow MikroORM's `{table}_{trigger}_fn` convention, so its drop finds them too. */
const statementTrigger = (name: string, event: 'insert' | 'delete', table: 'inserted' | 'deleted', sign: '+' | '-') =>
  `create or replace function "chapters_${name}_fn"() returns trigger language plpgsql as $$
begin
  update novels n set chapter_count = n.chapter_count ${sign} d.chapters, word_count = n.word_count ${sign} d.words
  from (select novel_id, count(*)::int as chapters, sum(word_count)::int as words
        from ${table} where status = 'published' group by novel_id) d
  where n.id = d.novel_id;
  return null;
end $$;
--
create trigger "${name}" after ${event} on "chapters" referencing ${event === 'insert' ? 'new' : 'old'} table as ${table}
  for each statement execute function "chapters_${name}_fn"();`;

const UPDATE_TRIGGER = `create or replace function "chapters_novel_facts_update_fn"() returns trigger language plpgsql as $$
declare
  was int := case when old.status = 'published' then 1 else 0 end;
  is_now int := case when new.status = 'published' then 1 else 0 end;
begin
  if old.novel_id = new.novel_id then
    update novels set chapter_count = chapter_count + is_now - was,
                      word_count = word_count + is_now * new.word_count - was * old.word_count
    where id = new.novel_id;
  else
    update novels set chapter_count = chapter_count - was, word_count = word_count - was * old.word_count
    where id = old.novel_id;
    update novels set chapter_count = chapter_count + is_now, word_count = word_count + is_now * new.word_count
    where id = new.novel_id;
  end if;
  return null;
end $$;
--
create trigger "novel_facts_update" after update of "status", "word_count", "novel_id" on "chapters" for each row
  when ((old.status = 'published' or new.status = 'published')
    and (old.status is distinct from new.status or old.word_count <> new.word_count or old.novel_id <> new.novel_id))
  execute function "chapters_novel_facts_update_fn"();`;

/** Each trigger's DDL: its function, a `--` line, then the trigger (migrations run the two one at a time). */
export const NOVEL_FACTS_TRIGGERS = {
  insert: statementTrigger('novel_facts_insert', 'insert', 'inserted', '+'),
  delete: statementTrigger('novel_facts_delete', 'delete', 'deleted', '-'),
  update: UPDATE_TRIGGER,
};

export const novelFactsTriggers: TriggerDef[] = [
  {
    name: 'novel_facts_insert',
    timing: 'after',
    events: ['insert'],
    forEach: 'statement',
    expression: NOVEL_FACTS_TRIGGERS.insert,
  },
  {
    name: 'novel_facts_delete',
    timing: 'after',
    events: ['delete'],
    forEach: 'statement',
    expression: NOVEL_FACTS_TRIGGERS.delete,
  },
  {
    name: 'novel_facts_update',
    timing: 'after',
    events: ['update'],
    forEach: 'row',
    expression: NOVEL_FACTS_TRIGGERS.update,
  },
];
