import { Migration } from '@mikro-orm/migrations';

/**
 * Chapters keep their text in the spec's text format beside the HTML, and a word count. Rows stored before get
 * both from the start-up backfill (db/backfill-chapter-text.ts), which converts their HTML.
 */
export class Migration20261125090000 extends Migration {

  override name = 'Migration20261125090000';

  override up(): void | Promise<void> {
    this.addSql(`alter table "chapters" add column "content_text" text null, add column "word_count" int not null default 0;`);
    this.addSql(`alter table "chapters" drop constraint "chapters_counts_check";`);
    this.addSql(`alter table "chapters" add constraint "chapters_counts_check" check (view_count >= 0 and content_length >= 0 and word_count >= 0);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "chapters" drop constraint "chapters_counts_check";`);
    this.addSql(`alter table "chapters" add constraint "chapters_counts_check" check (view_count >= 0 and content_length >= 0);`);
    this.addSql(`alter table "chapters" drop column "content_text", drop column "word_count";`);
  }

}
