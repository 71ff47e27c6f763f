import { Migration } from '@mikro-orm/migrations';

/**
 * Copyright takedown cases (issue 18): the notice, the content it was resolved to (ids in `targets`, no foreign
 * keys: the case outlives the content), the latest decision and the author's counter-notice.
 */
export class Migration20261127140000 extends Migration {

  override name = 'Migration20261127140000';

  override up(): void | Promise<void> {
    this.addSql(`create table "takedown_cases" ("id" serial primary key, "claimant_name" varchar(200) not null, "email" varchar(254) not null, "urls" jsonb not null, "targets" jsonb not null, "original_work" text not null, "signature" varchar(200) not null, "status" text not null default 'open', "received_at" timestamptz not null, "decision" text null, "decision_note" text null, "decided_at" timestamptz null, "decided_by_id" int null, "counter_user_id" int null, "counter_name" varchar(200) null, "counter_statement" text null, "counter_signature" varchar(200) null, "counter_at" timestamptz null);`);
    this.addSql(`create index "takedown_cases_queue_index" on "takedown_cases" ("status", "received_at");`);
    this.addSql(`alter table "takedown_cases" add constraint "takedown_cases_decided_by_id_foreign" foreign key ("decided_by_id") references "users" ("id") on delete set null;`);
    this.addSql(`alter table "takedown_cases" add constraint "takedown_cases_counter_user_id_foreign" foreign key ("counter_user_id") references "users" ("id") on delete set null;`);
    this.addSql(`alter table "takedown_cases" add constraint "takedown_cases_status_check" check ("status" in ('open', 'removed', 'rejected', 'countered', 'restored'));`);
    this.addSql(`alter table "takedown_cases" add constraint "takedown_cases_decision_check" check ("decision" in ('remove', 'reject', 'restore'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "takedown_cases" cascade;`);
  }

}
