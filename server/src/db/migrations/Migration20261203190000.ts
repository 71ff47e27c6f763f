import { Migration } from '@mikro-orm/migrations';

/** Issue 37: the titles novels had before a rename, so old links still find them (none recorded before now). */
export class Migration20261203190000 extends Migration {

  override name = 'Migration20261203190000';

  override up(): void | Promise<void> {
    this.addSql(`create table "novel_former_titles" ("title_key" text not null, "novel_id" int not null, "title" varchar(100) not null, "renamed_at" timestamptz not null, primary key ("title_key"));`);
    this.addSql(`create index "novel_former_titles_novel_id_index" on "novel_former_titles" ("novel_id");`);
    this.addSql(`alter table "novel_former_titles" add constraint "novel_former_titles_novel_id_foreign" foreign key ("novel_id") references "novels" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "novel_former_titles" cascade;`);
  }

}
