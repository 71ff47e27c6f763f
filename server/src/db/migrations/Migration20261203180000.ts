import { Migration } from '@mikro-orm/migrations';

/** Issue 37: a reader may hide Mature novels from every list (applied by the server); off for everyone so far. */
export class Migration20261203180000 extends Migration {

  override name = 'Migration20261203180000';

  override up(): void | Promise<void> {
    this.addSql(`alter table "reader_preferences" add "hide_mature" boolean not null default false;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "reader_preferences" drop column "hide_mature";`);
  }

}
