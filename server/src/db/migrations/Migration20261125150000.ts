import { Migration } from '@mikro-orm/migrations';

/**
 * Chapters each user has read (issue 19), so the novel page can mark them. Reading progress kept only the last
 * chapter per novel, so that chapter is all that can be carried over; later saves add the others.
 */
export class Migration20261125150000 extends Migration {

  override name = 'Migration20261125150000';

  override up(): void | Promise<void> {
    this.addSql(`create table "chapter_reads" ("user_id" int not null, "chapter_id" int not null, "read_at" timestamptz not null, primary key ("user_id", "chapter_id"));`);
    this.addSql(`create index "chapter_reads_chapter_id_index" on "chapter_reads" ("chapter_id");`);
    this.addSql(`alter table "chapter_reads" add constraint "chapter_reads_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "chapter_reads" add constraint "chapter_reads_chapter_id_foreign" foreign key ("chapter_id") references "chapters" ("id") on update cascade on delete cascade;`);
    this.addSql(`insert into "chapter_reads" ("user_id", "chapter_id", "read_at") select "user_id", "chapter_id", "last_read_at" from "reading_progress" where "chapter_id" is not null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "chapter_reads" cascade;`);
  }

}
