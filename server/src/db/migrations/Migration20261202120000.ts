import { Migration } from '@mikro-orm/migrations';

/**
 * Scheduled and silent releases (issue 33): a chapter may be 'scheduled' with the instant of its release, and
 * remembers whether that release notifies its followers. The partial index serves the release job's sweep. An
 * account keeps the time zone its author enters release times in.
 */
export class Migration20261202120000 extends Migration {
  override name = 'Migration20261202120000';

  override up(): void | Promise<void> {
    this.addSql(`alter table "chapters" drop constraint "chapters_status_check";`);
    this.addSql(`alter table "chapters" add "publish_at" timestamptz null, add "notify_followers" boolean not null default true;`);
    this.addSql(`alter table "chapters" add constraint "chapters_status_check" check ("status" in ('draft', 'published', 'scheduled'));`);
    this.addSql(`alter table "chapters" add constraint "chapters_schedule_check" check ((status = 'scheduled') = (publish_at is not null));`);
    this.addSql(`create index "chapters_release_index" on "chapters" ("publish_at", "id") where status = 'scheduled';`);
    this.addSql(`alter table "users" add "time_zone" varchar(64) null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "users" drop column "time_zone";`);
    this.addSql(`drop index "chapters_release_index";`);
    this.addSql(`update "chapters" set "status" = 'draft' where "status" = 'scheduled';`);
    this.addSql(`alter table "chapters" drop constraint "chapters_schedule_check";`);
    this.addSql(`alter table "chapters" drop constraint "chapters_status_check";`);
    this.addSql(`alter table "chapters" drop column "publish_at", drop column "notify_followers";`);
    this.addSql(`alter table "chapters" add constraint "chapters_status_check" check ("status" in ('draft', 'published'));`);
  }
}
