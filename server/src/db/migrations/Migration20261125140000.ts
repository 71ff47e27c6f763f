import { Migration } from '@mikro-orm/migrations';
import { NOVEL_FACTS_TRIGGERS } from '../../entities/chapter-triggers.ts';

/**
 * Novel facts (issue 19): a completion status set by the author, and the count and words of the published
 * chapters, kept by triggers on chapters (entities/chapter-triggers.ts; a later change to them needs a new
 * migration that replaces them). Existing novels are counted once here.
 */
export class Migration20261125140000 extends Migration {

  override name = 'Migration20261125140000';

  override up(): void | Promise<void> {
    this.addSql(`alter table "novels" add column "completion_status" text not null default 'ongoing', add column "chapter_count" int not null default 0, add column "word_count" int not null default 0;`);
    this.addSql(`alter table "novels" add constraint "novels_completion_status_check" check ("completion_status" in ('ongoing', 'completed', 'hiatus', 'dropped'));`);
    this.addSql(`alter table "novels" add constraint "novels_facts_check" check (chapter_count >= 0 and word_count >= 0);`);
    for (const ddl of Object.values(NOVEL_FACTS_TRIGGERS)) {
      for (const statement of ddl.split('\n--\n')) this.addSql(statement);
    }
    this.addSql(`update "novels" n set "chapter_count" = c.chapters, "word_count" = c.words
      from (select novel_id, count(*)::int as chapters, sum(word_count)::int as words
            from chapters where status = 'published' group by novel_id) c
      where n.id = c.novel_id;`);
  }

  override down(): void | Promise<void> {
    for (const name of ['novel_facts_update', 'novel_facts_delete', 'novel_facts_insert']) {
      this.addSql(`drop trigger "${name}" on "chapters";`);
      this.addSql(`drop function "chapters_${name}_fn"();`);
    }
    this.addSql(`alter table "novels" drop constraint "novels_facts_check";`);
    this.addSql(`alter table "novels" drop constraint "novels_completion_status_check";`);
    this.addSql(`alter table "novels" drop column "completion_status", drop column "chapter_count", drop column "word_count";`);
  }

}
