import { Migration } from '@mikro-orm/migrations';

export class Migration20261122051533 extends Migration {
  override name = 'Migration20261122051533';

  override up(): void | Promise<void> {
    // Trigram similarity for typo-tolerant search; PGlite loads the extension itself.
    this.addSql(`create extension if not exists pg_trgm;`);
    this.addSql(
      `create table "session" ("sid" varchar(255) not null, "sess" jsonb not null, "expire" timestamptz not null, primary key ("sid"));`,
    );
    this.addSql(`create index "session_expire_index" on "session" ("expire");`);

    this.addSql(
      `create table "users" ("id" serial primary key, "email" varchar(320) not null, "username" varchar(64) not null, "password" varchar(255) null, "is_author" boolean not null default false, "last_login_at" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(`create unique index "users_email_lower_unique" on "users" (lower("email"));`);
    this.addSql(`create unique index "users_username_lower_unique" on "users" (lower("username"));`);

    this.addSql(
      `create table "novels" ("id" serial primary key, "title" varchar(100) not null, "description" text not null, "author_id" int not null, "genres" text[] not null default '{}', "genre_keys" text[] not null default '{}', "status" text not null default 'draft', "content_rating" text not null default 'everyone', "view_count" int not null default 0, "bookmark_count" int not null default 0, "review_count" int not null default 0, "rating_sum" int not null default 0, "average_rating" numeric(3,2) null, "cover_version" int null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(`create index "novels_author_id_index" on "novels" ("author_id");`);
    this.addSql(`create index "novels_latest_index" on "novels" ("status", "created_at" DESC);`);
    this.addSql(`create index "novels_views_index" on "novels" ("status", "view_count" DESC);`);
    this.addSql(`create index "novels_bookmarks_index" on "novels" ("status", "bookmark_count" DESC);`);
    this.addSql(`create index "novels_rating_index" on "novels" ("status", "average_rating" DESC nulls LAST);`);
    this.addSql(`create index "novels_updated_index" on "novels" ("updated_at" DESC);`);
    this.addSql(`create index "novels_genre_keys_index" on "novels" using gin ("genre_keys");`);
    this.addSql(`create unique index "novels_title_lower_unique" on "novels" (lower("title"));`);

    this.addSql(
      `create table "reviews" ("id" serial primary key, "user_id" int not null, "novel_id" int not null, "content" text not null, "rating" int not null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(`create index "reviews_user_id_index" on "reviews" ("user_id");`);
    this.addSql(`create index "reviews_novel_created_index" on "reviews" ("novel_id", "created_at" DESC);`);
    this.addSql(`alter table "reviews" add constraint "reviews_user_novel_unique" unique ("user_id", "novel_id");`);

    this.addSql(
      `create table "novel_covers" ("novel_id" int not null, "data" bytea not null, "mime_type" varchar(64) not null, "etag" varchar(64) not null, "updated_at" timestamptz not null, primary key ("novel_id"));`,
    );

    this.addSql(
      `create table "chapters" ("id" serial primary key, "novel_id" int not null, "chapter_number" int not null, "title" varchar(200) not null, "content" text not null, "content_length" int not null default 0, "author_note" text null, "view_count" int not null default 0, "status" text not null default 'draft', "created_at" timestamptz not null, "updated_at" timestamptz not null, "published_at" timestamptz null);`,
    );
    this.addSql(
      `create index "chapters_latest_published_index" on "chapters" ("published_at" DESC) where status = 'published';`,
    );
    this.addSql(
      `alter table "chapters" add constraint "chapters_novel_number_unique" unique ("novel_id", "chapter_number");`,
    );

    this.addSql(
      `create table "reading_progress" ("id" serial primary key, "user_id" int not null, "novel_id" int not null, "chapter_id" int null, "progress" int not null default 0, "last_read_at" timestamptz not null);`,
    );
    this.addSql(`create index "reading_progress_novel_id_index" on "reading_progress" ("novel_id");`);
    this.addSql(`create index "reading_progress_chapter_id_index" on "reading_progress" ("chapter_id");`);
    this.addSql(`create index "reading_progress_recent_index" on "reading_progress" ("user_id", "last_read_at" DESC);`);
    this.addSql(
      `alter table "reading_progress" add constraint "reading_progress_user_novel_unique" unique ("user_id", "novel_id");`,
    );

    this.addSql(
      `create table "comments" ("id" serial primary key, "user_id" int not null, "chapter_id" int not null, "content" text not null, "likes" int not null default 0, "parent_id" int null, "created_at" timestamptz not null);`,
    );
    this.addSql(`create index "comments_user_id_index" on "comments" ("user_id");`);
    this.addSql(`create index "comments_parent_id_index" on "comments" ("parent_id");`);
    this.addSql(`create index "comments_chapter_created_index" on "comments" ("chapter_id", "created_at");`);

    this.addSql(
      `create table "comment_likes" ("id" serial primary key, "user_id" int not null, "comment_id" int not null, "created_at" timestamptz not null);`,
    );
    this.addSql(`create index "comment_likes_comment_id_index" on "comment_likes" ("comment_id");`);
    this.addSql(
      `alter table "comment_likes" add constraint "comment_likes_user_comment_unique" unique ("user_id", "comment_id");`,
    );

    this.addSql(
      `create table "bookmarks" ("id" serial primary key, "user_id" int not null, "novel_id" int not null, "created_at" timestamptz not null);`,
    );
    this.addSql(`create index "bookmarks_novel_id_index" on "bookmarks" ("novel_id");`);
    this.addSql(`alter table "bookmarks" add constraint "bookmarks_user_novel_unique" unique ("user_id", "novel_id");`);

    this.addSql(
      `create table "auth_mapping" ("id" serial primary key, "supabase_uid" varchar(255) not null, "local_user_id" int not null, "created_at" timestamptz not null);`,
    );
    this.addSql(
      `alter table "auth_mapping" add constraint "auth_mapping_supabase_uid_unique" unique ("supabase_uid");`,
    );
    this.addSql(`create index "auth_mapping_local_user_id_index" on "auth_mapping" ("local_user_id");`);

    this.addSql(
      `alter table "novels" add constraint "novels_author_id_foreign" foreign key ("author_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "novels" add constraint "novels_counts_check" check (view_count >= 0 and bookmark_count >= 0 and review_count >= 0);`,
    );
    this.addSql(
      `alter table "novels" add constraint "novels_average_rating_check" check (average_rating is null or (average_rating >= 1 and average_rating <= 5));`,
    );
    this.addSql(
      `alter table "novels" add constraint "novels_status_check" check ("status" in ('draft', 'published'));`,
    );
    this.addSql(
      `alter table "novels" add constraint "novels_content_rating_check" check ("content_rating" in ('everyone', 'teen', 'mature'));`,
    );

    this.addSql(
      `alter table "reviews" add constraint "reviews_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "reviews" add constraint "reviews_novel_id_foreign" foreign key ("novel_id") references "novels" ("id") on delete cascade;`,
    );
    this.addSql(`alter table "reviews" add constraint "reviews_rating_check" check (rating >= 1 and rating <= 5);`);

    this.addSql(
      `alter table "novel_covers" add constraint "novel_covers_novel_id_foreign" foreign key ("novel_id") references "novels" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "chapters" add constraint "chapters_novel_id_foreign" foreign key ("novel_id") references "novels" ("id") on delete cascade;`,
    );
    this.addSql(`alter table "chapters" add constraint "chapters_number_check" check (chapter_number > 0);`);
    this.addSql(
      `alter table "chapters" add constraint "chapters_counts_check" check (view_count >= 0 and content_length >= 0);`,
    );
    this.addSql(
      `alter table "chapters" add constraint "chapters_status_check" check ("status" in ('draft', 'published'));`,
    );

    this.addSql(
      `alter table "reading_progress" add constraint "reading_progress_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "reading_progress" add constraint "reading_progress_novel_id_foreign" foreign key ("novel_id") references "novels" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "reading_progress" add constraint "reading_progress_chapter_id_foreign" foreign key ("chapter_id") references "chapters" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "reading_progress" add constraint "reading_progress_progress_check" check (progress >= 0 and progress <= 100);`,
    );

    this.addSql(
      `alter table "comments" add constraint "comments_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "comments" add constraint "comments_chapter_id_foreign" foreign key ("chapter_id") references "chapters" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "comments" add constraint "comments_parent_id_foreign" foreign key ("parent_id") references "comments" ("id") on delete cascade;`,
    );
    this.addSql(`alter table "comments" add constraint "comments_likes_check" check (likes >= 0);`);

    this.addSql(
      `alter table "comment_likes" add constraint "comment_likes_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "comment_likes" add constraint "comment_likes_comment_id_foreign" foreign key ("comment_id") references "comments" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "bookmarks" add constraint "bookmarks_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "bookmarks" add constraint "bookmarks_novel_id_foreign" foreign key ("novel_id") references "novels" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "auth_mapping" add constraint "auth_mapping_local_user_id_foreign" foreign key ("local_user_id") references "users" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "novels" drop constraint "novels_author_id_foreign";`);
    this.addSql(`alter table "reviews" drop constraint "reviews_user_id_foreign";`);
    this.addSql(`alter table "reading_progress" drop constraint "reading_progress_user_id_foreign";`);
    this.addSql(`alter table "comments" drop constraint "comments_user_id_foreign";`);
    this.addSql(`alter table "comment_likes" drop constraint "comment_likes_user_id_foreign";`);
    this.addSql(`alter table "bookmarks" drop constraint "bookmarks_user_id_foreign";`);
    this.addSql(`alter table "auth_mapping" drop constraint "auth_mapping_local_user_id_foreign";`);
    this.addSql(`alter table "reviews" drop constraint "reviews_novel_id_foreign";`);
    this.addSql(`alter table "novel_covers" drop constraint "novel_covers_novel_id_foreign";`);
    this.addSql(`alter table "chapters" drop constraint "chapters_novel_id_foreign";`);
    this.addSql(`alter table "reading_progress" drop constraint "reading_progress_novel_id_foreign";`);
    this.addSql(`alter table "bookmarks" drop constraint "bookmarks_novel_id_foreign";`);
    this.addSql(`alter table "reading_progress" drop constraint "reading_progress_chapter_id_foreign";`);
    this.addSql(`alter table "comments" drop constraint "comments_chapter_id_foreign";`);
    this.addSql(`alter table "comments" drop constraint "comments_parent_id_foreign";`);
    this.addSql(`alter table "comment_likes" drop constraint "comment_likes_comment_id_foreign";`);

    this.addSql(`drop table if exists "session" cascade;`);
    this.addSql(`drop table if exists "users" cascade;`);
    this.addSql(`drop table if exists "novels" cascade;`);
    this.addSql(`drop table if exists "reviews" cascade;`);
    this.addSql(`drop table if exists "novel_covers" cascade;`);
    this.addSql(`drop table if exists "chapters" cascade;`);
    this.addSql(`drop table if exists "reading_progress" cascade;`);
    this.addSql(`drop table if exists "comments" cascade;`);
    this.addSql(`drop table if exists "comment_likes" cascade;`);
    this.addSql(`drop table if exists "bookmarks" cascade;`);
    this.addSql(`drop table if exists "auth_mapping" cascade;`);
  }
}
