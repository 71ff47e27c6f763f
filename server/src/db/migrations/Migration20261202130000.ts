import { Migration } from '@mikro-orm/migrations';

/** A novel's release rhythm (issue 33): weekly slots in a time zone, one row per novel. */
export class Migration20261202130000 extends Migration {
  override name = 'Migration20261202130000';

  override up(): void | Promise<void> {
    this.addSql(`create table "novel_release_schedules" ("novel_id" int not null, "time_zone" varchar(64) not null, "slots" jsonb not null, "updated_at" timestamptz not null, primary key ("novel_id"));`);
    this.addSql(`alter table "novel_release_schedules" add constraint "novel_release_schedules_novel_id_foreign" foreign key ("novel_id") references "novels" ("id") on update cascade on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "novel_release_schedules" cascade;`);
  }
}
