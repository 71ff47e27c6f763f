import { Migration } from '@mikro-orm/migrations';

export class Migration20261122094245 extends Migration {

  override name = 'Migration20261122094245';

  override up(): void | Promise<void> {
    this.addSql(`drop index "novels_bookmarks_index";`);
    this.addSql(`drop index "novels_rating_index";`);
    this.addSql(`drop index "novels_views_index";`);
    this.addSql(`create index "novels_bookmarks_index" on "novels" ("status", "bookmark_count" DESC, "created_at" DESC, "id" DESC);`);
    this.addSql(`create index "novels_rating_index" on "novels" ("status", "average_rating" DESC nulls LAST, "created_at" DESC, "id" DESC);`);
    this.addSql(`create index "novels_views_index" on "novels" ("status", "view_count" DESC, "created_at" DESC, "id" DESC);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "novels_views_index";`);
    this.addSql(`drop index "novels_bookmarks_index";`);
    this.addSql(`drop index "novels_rating_index";`);
    this.addSql(`create index "novels_views_index" on "novels" ("status", "view_count" DESC);`);
    this.addSql(`create index "novels_bookmarks_index" on "novels" ("status", "bookmark_count" DESC);`);
    this.addSql(`create index "novels_rating_index" on "novels" ("status", "average_rating" DESC nulls LAST);`);
  }

}
