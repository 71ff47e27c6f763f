import { Migration } from '@mikro-orm/migrations';

export class Migration20261124165335 extends Migration {

  override name = 'Migration20261124165335';

  override up(): void | Promise<void> {
    this.addSql(`create table "api_tokens" ("id" serial primary key, "user_id" int not null, "device_name" varchar(100) not null, "family_hash" varchar(64) not null, "access_hash" varchar(64) not null, "access_expires_at" timestamptz not null, "refresh_hash" varchar(64) not null, "refresh_expires_at" timestamptz not null, "created_at" timestamptz not null, "last_used_at" timestamptz null);`);
    this.addSql(`create index "api_tokens_user_id_index" on "api_tokens" ("user_id");`);
    this.addSql(`alter table "api_tokens" add constraint "api_tokens_family_hash_unique" unique ("family_hash");`);
    this.addSql(`alter table "api_tokens" add constraint "api_tokens_access_hash_unique" unique ("access_hash");`);
    this.addSql(`alter table "api_tokens" add constraint "api_tokens_refresh_hash_unique" unique ("refresh_hash");`);
    this.addSql(`create index "api_tokens_refresh_expires_at_index" on "api_tokens" ("refresh_expires_at");`);

    this.addSql(`alter table "api_tokens" add constraint "api_tokens_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "api_tokens" cascade;`);
  }

}
