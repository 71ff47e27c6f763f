import { Migration } from '@mikro-orm/migrations';

/**
 * Reader analytics (issue 33): who last read each chapter and novel on which day, the daily rollups the analytics
 * answer reads, and when each library entry was added (existing entries: their last change, the best known date).
 */
export class Migration20261203120000 extends Migration {
  override name = 'Migration20261203120000';

  override up(): void | Promise<void> {
    this.addSql(`create table "novel_readers" ("novel_id" int not null, "reader" varchar(24) not null, "last_day" date not null, primary key ("novel_id", "reader"));`);
    this.addSql(`create index "novel_readers_reader_index" on "novel_readers" ("reader");`);
    this.addSql(`create index "novel_readers_last_day_index" on "novel_readers" ("last_day");`);

    this.addSql(`create table "novel_read_days" ("novel_id" int not null, "day" date not null, "reads" int not null default 0, "readers" int not null default 0, "last_readers" int not null default 0, primary key ("novel_id", "day"));`);

    this.addSql(`create table "chapter_read_totals" ("chapter_id" int not null, "novel_id" int not null, "reads" int not null default 0, "readers" int not null default 0, primary key ("chapter_id"));`);
    this.addSql(`create index "chapter_read_totals_novel_id_index" on "chapter_read_totals" ("novel_id");`);

    this.addSql(`create table "chapter_readers" ("chapter_id" int not null, "reader" varchar(24) not null, "last_day" date not null, primary key ("chapter_id", "reader"));`);
    this.addSql(`create index "chapter_readers_reader_index" on "chapter_readers" ("reader");`);
    this.addSql(`create index "chapter_readers_last_day_index" on "chapter_readers" ("last_day");`);

    this.addSql(`create table "chapter_read_days" ("chapter_id" int not null, "day" date not null, "novel_id" int not null, "reads" int not null default 0, "last_readers" int not null default 0, primary key ("chapter_id", "day"));`);
    this.addSql(`create index "chapter_read_days_novel_day_index" on "chapter_read_days" ("novel_id", "day");`);

    this.addSql(`alter table "library_entries" add "added_at" timestamptz not null default now();`);
    this.addSql(`update "library_entries" set "added_at" = "updated_at";`);
    this.addSql(`create index "library_entries_novel_added_index" on "library_entries" ("novel_id", "added_at");`);

    this.addSql(`alter table "novel_readers" add constraint "novel_readers_novel_id_foreign" foreign key ("novel_id") references "novels" ("id") on delete cascade;`);

    this.addSql(`alter table "novel_read_days" add constraint "novel_read_days_novel_id_foreign" foreign key ("novel_id") references "novels" ("id") on delete cascade;`);

    this.addSql(`alter table "chapter_read_totals" add constraint "chapter_read_totals_chapter_id_foreign" foreign key ("chapter_id") references "chapters" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "chapter_read_totals" add constraint "chapter_read_totals_novel_id_foreign" foreign key ("novel_id") references "novels" ("id") on delete cascade;`);

    this.addSql(`alter table "chapter_readers" add constraint "chapter_readers_chapter_id_foreign" foreign key ("chapter_id") references "chapters" ("id") on delete cascade;`);

    this.addSql(`alter table "chapter_read_days" add constraint "chapter_read_days_chapter_id_foreign" foreign key ("chapter_id") references "chapters" ("id") on delete cascade;`);
    this.addSql(`alter table "chapter_read_days" add constraint "chapter_read_days_novel_id_foreign" foreign key ("novel_id") references "novels" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "novel_readers" cascade;`);
    this.addSql(`drop table if exists "novel_read_days" cascade;`);
    this.addSql(`drop table if exists "chapter_read_totals" cascade;`);
    this.addSql(`drop table if exists "chapter_readers" cascade;`);
    this.addSql(`drop table if exists "chapter_read_days" cascade;`);

    this.addSql(`drop index "library_entries_novel_added_index";`);
    this.addSql(`alter table "library_entries" drop column "added_at";`);
  }
}
