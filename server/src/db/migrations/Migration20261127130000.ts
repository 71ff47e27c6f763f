import { Migration } from '@mikro-orm/migrations';

/**
 * Follows and library shelves (issue 19). Follower counts are counted on the target's index (no counter column to
 * keep exact); the same indexes let a later notification fan-out read a novel's or an author's followers.
 */
export class Migration20261127130000 extends Migration {

  override name = 'Migration20261127130000';

  override up(): void | Promise<void> {
    this.addSql(`create table "novel_follows" ("user_id" int not null, "novel_id" int not null, "created_at" timestamptz not null, primary key ("user_id", "novel_id"));`);
    this.addSql(`create index "novel_follows_novel_id_index" on "novel_follows" ("novel_id");`);
    this.addSql(`alter table "novel_follows" add constraint "novel_follows_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "novel_follows" add constraint "novel_follows_novel_id_foreign" foreign key ("novel_id") references "novels" ("id") on update cascade on delete cascade;`);

    this.addSql(`create table "author_follows" ("user_id" int not null, "author_id" int not null, "created_at" timestamptz not null, primary key ("user_id", "author_id"), constraint author_follows_not_self_check check (user_id <> author_id));`);
    this.addSql(`create index "author_follows_author_id_index" on "author_follows" ("author_id");`);
    this.addSql(`alter table "author_follows" add constraint "author_follows_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "author_follows" add constraint "author_follows_author_id_foreign" foreign key ("author_id") references "users" ("id") on update cascade on delete cascade;`);

    this.addSql(`create table "library_entries" ("user_id" int not null, "novel_id" int not null, "shelf" text check ("shelf" in ('reading', 'plan-to-read', 'completed', 'dropped')) not null, "updated_at" timestamptz not null, primary key ("user_id", "novel_id"));`);
    this.addSql(`create index "library_entries_novel_id_index" on "library_entries" ("novel_id");`);
    this.addSql(`create index "library_entries_shelf_index" on "library_entries" ("user_id", "shelf", "updated_at" desc);`);
    this.addSql(`alter table "library_entries" add constraint "library_entries_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "library_entries" add constraint "library_entries_novel_id_foreign" foreign key ("novel_id") references "novels" ("id") on update cascade on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "library_entries" cascade;`);
    this.addSql(`drop table if exists "author_follows" cascade;`);
    this.addSql(`drop table if exists "novel_follows" cascade;`);
  }

}
