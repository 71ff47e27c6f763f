import { Migration } from '@mikro-orm/migrations';

/** Author search (issue 37): a trigram index over each username's letters and digits, lower case. */
export class Migration20261203130000 extends Migration {
  override name = 'Migration20261203130000';

  override up(): void | Promise<void> {
    this.addSql(
      `create index "users_username_key_trgm_index" on "users" using gin ((regexp_replace(lower("username"), '[^[:alnum:]]', '', 'g')) gin_trgm_ops);`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "users_username_key_trgm_index";`);
  }
}
