import { Migration } from '@mikro-orm/migrations';

/**
 * Lifting a suspension (issue 38): an admin's `DELETE /api/moderation/users/{id}/suspension` is audited as
 * 'lift-suspension', one more value of the audit log's action.
 */
export class Migration20261203070000 extends Migration {
  override name = 'Migration20261203070000';

  override up(): void | Promise<void> {
    this.addSql(`alter table "audit_log" drop constraint "audit_log_action_check";`);
    this.addSql(`alter table "audit_log" add constraint "audit_log_action_check" check ("action" in ('dismiss', 'hide', 'restore', 'remove', 'suspend', 'role', 'content-rating', 'lift-suspension'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "audit_log" drop constraint "audit_log_action_check";`);
    // The log is append-only (its trigger refuses deletes): lines already written stay, so the old rule holds for
    // new lines only.
    this.addSql(`alter table "audit_log" add constraint "audit_log_action_check" check ("action" in ('dismiss', 'hide', 'restore', 'remove', 'suspend', 'role', 'content-rating')) not valid;`);
  }
}
