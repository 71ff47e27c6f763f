import { Migration } from '@mikro-orm/migrations';

export class Migration20261122053637 extends Migration {
  override name = 'Migration20261122053637';

  override up(): void | Promise<void> {
    this.addSql(`create index "novels_title_trgm_index" on "novels" using gin (lower("title") gin_trgm_ops);`);
    this.addSql(
      `create index "novels_search_index" on "novels" using gin ((setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', coalesce(genres[1], '') || ' ' || coalesce(genres[2], '') || ' ' || coalesce(genres[3], '') || ' ' || coalesce(genres[4], '') || ' ' || coalesce(genres[5], '') || ' ' || coalesce(genres[6], '') || ' ' || coalesce(genres[7], '') || ' ' || coalesce(genres[8], '') || ' ' || coalesce(genres[9], '') || ' ' || coalesce(genres[10], '')), 'B') || setweight(to_tsvector('english', description), 'C')));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "novels_title_trgm_index";`);
    this.addSql(`drop index "novels_search_index";`);
  }
}
