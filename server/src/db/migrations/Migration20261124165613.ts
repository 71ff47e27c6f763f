import { Migration } from '@mikro-orm/migrations';

export class Migration20261124165613 extends Migration {

  override name = 'Migration20261124165613';

  override up(): void | Promise<void> {
    this.addSql(`create table "mfa_recovery_codes" ("id" serial primary key, "user_id" int not null, "code_hash" varchar(64) not null, "used_at" timestamptz null, "created_at" timestamptz not null);`);
    this.addSql(`create index "mfa_recovery_codes_user_id_index" on "mfa_recovery_codes" ("user_id");`);
    this.addSql(`alter table "mfa_recovery_codes" add constraint "mfa_recovery_codes_user_hash_unique" unique ("user_id", "code_hash");`);

    this.addSql(`create table "mfa_factors" ("id" serial primary key, "user_id" int not null, "factor_type" varchar(16) not null default 'totp', "secret_sealed" text not null, "verified_at" timestamptz null, "last_used_step" int null, "created_at" timestamptz not null);`);
    this.addSql(`alter table "mfa_factors" add constraint "mfa_factors_user_unique" unique ("user_id");`);

    this.addSql(`alter table "mfa_recovery_codes" add constraint "mfa_recovery_codes_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);

    this.addSql(`alter table "mfa_factors" add constraint "mfa_factors_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "mfa_recovery_codes" cascade;`);
    this.addSql(`drop table if exists "mfa_factors" cascade;`);
  }

}
