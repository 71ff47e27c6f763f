import { Migration } from '@mikro-orm/migrations';

export class Migration20261122091459 extends Migration {

  override name = 'Migration20261122091459';

  override up(): void | Promise<void> {
    this.addSql(`drop index "novels_latest_index";`);
    this.addSql(`create index "novels_latest_index" on "novels" ("status", "created_at" DESC, "id" DESC);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "novels_latest_index";`);
    this.addSql(`create index "novels_latest_index" on "novels" ("status", "created_at" DESC);`);
  }

}
