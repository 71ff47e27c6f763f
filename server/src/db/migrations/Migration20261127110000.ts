import { Migration } from '@mikro-orm/migrations';
import { AUDIT_LOG_TRIGGERS } from '../../entities/audit-entry.ts';

/**
 * Moderation (issue 18): account roles and suspensions, reports (one per reporter and target), the moderation
 * mark on novels, chapters, comments and reviews (see entities/moderation-mark.ts), and the audit log, which the
 * `append_only` triggers keep append-only for the application (UPDATE, DELETE and TRUNCATE are refused).
 */
export class Migration20261127110000 extends Migration {

  override name = 'Migration20261127110000';

  override up(): void | Promise<void> {
    this.addSql(`create table "audit_log" ("id" serial primary key, "actor_id" int null, "actor_name" varchar(64) not null, "action" text not null, "target_type" varchar(32) not null, "target_id" int not null, "note" text null, "details" jsonb not null default '{}', "created_at" timestamptz not null);`);
    this.addSql(`create index "audit_log_created_index" on "audit_log" ("created_at" DESC, "id" DESC);`);

    this.addSql(`create table "reports" ("id" serial primary key, "reporter_id" int not null, "target_type" text not null, "target_id" int not null, "reason" text not null, "details" text null, "status" text not null default 'open', "created_at" timestamptz not null, "resolved_at" timestamptz null, "resolved_by_id" int null, "resolution" text null, "resolution_note" text null);`);
    this.addSql(`create index "reports_reporter_id_index" on "reports" ("reporter_id");`);
    this.addSql(`create index "reports_queue_index" on "reports" ("status", "created_at" DESC, "id" DESC);`);
    this.addSql(`create index "reports_target_index" on "reports" ("target_type", "target_id");`);
    this.addSql(`alter table "reports" add constraint "reports_reporter_target_unique" unique ("reporter_id", "target_type", "target_id");`);

    this.addSql(`alter table "users" add "role" text not null default 'member', add "suspended_at" timestamptz null, add "suspended_until" timestamptz null, add "suspension_note" text null;`);
    this.addSql(`alter table "users" add constraint "users_role_check" check ("role" in ('member', 'moderator', 'admin'));`);

    this.addSql(`alter table "novels" add "hidden_at" timestamptz null, add "hidden_note" text null, add "hidden_status" text null;`);
    this.addSql(`alter table "novels" add constraint "novels_hidden_status_check" check ("hidden_status" in ('draft', 'published'));`);

    this.addSql(`alter table "reviews" add "hidden_at" timestamptz null, add "hidden_note" text null;`);

    this.addSql(`alter table "chapters" add "hidden_at" timestamptz null, add "hidden_note" text null, add "hidden_status" text null;`);
    this.addSql(`alter table "chapters" add constraint "chapters_hidden_status_check" check ("hidden_status" in ('draft', 'published'));`);

    this.addSql(`alter table "comments" add "hidden_at" timestamptz null, add "hidden_note" text null;`);

    for (const ddl of Object.values(AUDIT_LOG_TRIGGERS)) {
      for (const statement of ddl.split('\n--\n')) this.addSql(statement);
    }
    this.addSql(`alter table "audit_log" add constraint "audit_log_action_check" check ("action" in ('dismiss', 'hide', 'restore', 'remove', 'suspend', 'role', 'content-rating'));`);

    this.addSql(`alter table "reports" add constraint "reports_reporter_id_foreign" foreign key ("reporter_id") references "users" ("id") on delete cascade;`);
    this.addSql(`alter table "reports" add constraint "reports_resolved_by_id_foreign" foreign key ("resolved_by_id") references "users" ("id") on delete set null;`);
    this.addSql(`alter table "reports" add constraint "reports_target_type_check" check ("target_type" in ('novel', 'chapter', 'comment', 'review', 'user'));`);
    this.addSql(`alter table "reports" add constraint "reports_reason_check" check ("reason" in ('spam', 'harassment', 'inappropriate', 'wrong-rating', 'copyright', 'other'));`);
    this.addSql(`alter table "reports" add constraint "reports_status_check" check ("status" in ('open', 'resolved'));`);
    this.addSql(`alter table "reports" add constraint "reports_resolution_check" check ("resolution" in ('dismiss', 'hide', 'restore', 'remove', 'suspend'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "audit_log" cascade;`);
    this.addSql(`drop function if exists "audit_log_append_only_fn"();`);
    this.addSql(`drop table if exists "reports" cascade;`);

    this.addSql(`alter table "chapters" drop constraint "chapters_hidden_status_check";`);
    this.addSql(`alter table "chapters" drop column "hidden_at", drop column "hidden_note", drop column "hidden_status";`);

    this.addSql(`alter table "comments" drop column "hidden_at", drop column "hidden_note";`);

    this.addSql(`alter table "novels" drop constraint "novels_hidden_status_check";`);
    this.addSql(`alter table "novels" drop column "hidden_at", drop column "hidden_note", drop column "hidden_status";`);

    this.addSql(`alter table "reviews" drop column "hidden_at", drop column "hidden_note";`);

    this.addSql(`alter table "users" drop constraint "users_role_check";`);
    this.addSql(`alter table "users" drop column "role", drop column "suspended_at", drop column "suspended_until", drop column "suspension_note";`);
  }

}
