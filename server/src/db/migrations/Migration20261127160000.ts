import { Migration } from '@mikro-orm/migrations';

/**
 * The PostgreSQL store of the rate limits (issue 20): rate-limiter-flexible's own table layout, made here so that
 * the limiter never creates tables at run time (`tableCreated: true`). The key is text, not the library's
 * varchar(255): a sign-in's IP-and-account key may be longer.
 */
export class Migration20261127160000 extends Migration {

  override name = 'Migration20261127160000';

  override up(): void | Promise<void> {
    this.addSql(`create table "rate_limits" ("key" text not null, "points" int not null default 0, "expire" bigint null, primary key ("key"));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "rate_limits" cascade;`);
  }

}
