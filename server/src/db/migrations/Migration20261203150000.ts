import { Migration } from '@mikro-orm/migrations';

/** Review deletions (issue 37): audited, and the reader told by a notification of a second kind with no chapter. */
export class Migration20261203150000 extends Migration {

  override name = 'Migration20261203150000';

  override up(): void | Promise<void> {
    this.addSql(`alter table "audit_log" drop constraint "audit_log_action_check";`);
    this.addSql(`alter table "audit_log" add constraint "audit_log_action_check" check ("action" in ('dismiss', 'hide', 'restore', 'remove', 'suspend', 'role', 'content-rating', 'lift-suspension', 'review-delete'));`);

    this.addSql(`alter table "notifications" add "kind" text not null default 'chapter', add "details" jsonb null;`);
    this.addSql(`alter table "notifications" alter column "chapter_id" drop not null;`);
    this.addSql(`alter table "notifications" add constraint "notifications_kind_check" check ("kind" in ('chapter', 'review-removed'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "audit_log" drop constraint "audit_log_action_check";`);
    this.addSql(`alter table "audit_log" add constraint "audit_log_action_check" check ("action" in ('dismiss', 'hide', 'restore', 'remove', 'suspend', 'role', 'content-rating', 'lift-suspension'));`);

    this.addSql(`alter table "notifications" drop constraint "notifications_kind_check";`);
    this.addSql(`alter table "notifications" drop column "kind", drop column "details";`);
    this.addSql(`alter table "notifications" alter column "chapter_id" set not null;`);
  }

}
