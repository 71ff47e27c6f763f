import { Migration } from '@mikro-orm/migrations';

/**
 * New-chapter notifications (issue 19): one row per reader and chapter (the unique key that makes a fan-out that is
 * run again insert nothing twice), read and mailed stamps, and each account's new-chapter email setting. The job
 * queue's own tables live in the "pgboss" schema, which pg-boss creates and migrates itself at start.
 */
export class Migration20261127150000 extends Migration {

  override name = 'Migration20261127150000';

  override up(): void | Promise<void> {
    this.addSql(`alter table "users" add column "chapter_emails" text not null default 'digest' check ("chapter_emails" in ('off', 'immediate', 'digest'));`);

    this.addSql(`create table "notifications" ("id" bigserial primary key, "user_id" int not null, "chapter_id" int not null, "novel_id" int not null, "created_at" timestamptz not null default now(), "read_at" timestamptz null, "emailed_at" timestamptz null, constraint "notifications_user_chapter_unique" unique ("user_id", "chapter_id"));`);
    this.addSql(`create index "notifications_user_newest_index" on "notifications" ("user_id", "created_at", "id");`);
    this.addSql(`create index "notifications_unread_index" on "notifications" ("user_id") where "read_at" is null;`);
    this.addSql(`create index "notifications_unmailed_index" on "notifications" ("user_id") where "read_at" is null and "emailed_at" is null;`);
    this.addSql(`create index "notifications_chapter_id_index" on "notifications" ("chapter_id");`);
    this.addSql(`create index "notifications_novel_id_index" on "notifications" ("novel_id");`);
    this.addSql(`alter table "notifications" add constraint "notifications_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);
    this.addSql(`alter table "notifications" add constraint "notifications_chapter_id_foreign" foreign key ("chapter_id") references "chapters" ("id") on delete cascade;`);
    this.addSql(`alter table "notifications" add constraint "notifications_novel_id_foreign" foreign key ("novel_id") references "novels" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "notifications" cascade;`);
    this.addSql(`alter table "users" drop column if exists "chapter_emails";`);
  }

}
