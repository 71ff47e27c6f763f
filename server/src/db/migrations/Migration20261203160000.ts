import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 37: content warnings (the author's picks from a fixed list, none for existing novels) and an account's
 * confirmation that it is 18 or older.
 */
export class Migration20261203160000 extends Migration {

  override name = 'Migration20261203160000';

  override up(): void | Promise<void> {
    this.addSql(`alter table "novels" add "content_warnings" text[] not null default '{}';`);
    this.addSql(`alter table "users" add "adult_confirmed_at" timestamptz null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "novels" drop column "content_warnings";`);
    this.addSql(`alter table "users" drop column "adult_confirmed_at";`);
  }

}
