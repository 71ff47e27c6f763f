import { Migration } from '@mikro-orm/migrations';

/** Issue 37: administrators' changes to the curated genres and tag merges are audited. */
export class Migration20261203200000 extends Migration {

  override name = 'Migration20261203200000';

  override up(): void | Promise<void> {
    this.addSql(`alter table "audit_log" drop constraint "audit_log_action_check";`);
    this.addSql(`alter table "audit_log" add constraint "audit_log_action_check" check ("action" in ('dismiss', 'hide', 'restore', 'remove', 'suspend', 'role', 'content-rating', 'lift-suspension', 'review-delete', 'genre-add', 'genre-rename', 'genre-delete', 'tag-merge'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "audit_log" drop constraint "audit_log_action_check";`);
    this.addSql(`alter table "audit_log" add constraint "audit_log_action_check" check ("action" in ('dismiss', 'hide', 'restore', 'remove', 'suspend', 'role', 'content-rating', 'lift-suspension', 'review-delete'));`);
  }

}
