import { Migration } from '@mikro-orm/migrations';

/**
 * Search's author match (a word of a username, services/search.ts) read every account on every search: on a site
 * with a million readers that is a million usernames parsed per query. A GIN index on the same expression answers it.
 */
export class Migration20261128100000 extends Migration {
  override name = 'Migration20261128100000';

  override up(): void | Promise<void> {
    this.addSql(`create index "users_username_search_index" on "users" using gin (to_tsvector('simple', "username"));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "users_username_search_index";`);
  }
}
