import { Migration } from '@mikro-orm/migrations';

export class Migration20261122052557 extends Migration {
  override name = 'Migration20261122052557';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "password_reset_tokens" ("id" serial primary key, "user_id" int not null, "token_hash" varchar(64) not null, "expires_at" timestamptz not null, "used_at" timestamptz null, "created_at" timestamptz not null);`,
    );
    this.addSql(`create index "password_reset_tokens_user_id_index" on "password_reset_tokens" ("user_id");`);
    this.addSql(
      `alter table "password_reset_tokens" add constraint "password_reset_tokens_token_hash_unique" unique ("token_hash");`,
    );

    this.addSql(`alter table "session" add "user_id" int null;`);
    this.addSql(
      `alter table "session" add constraint "session_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(`create index "session_user_id_index" on "session" ("user_id");`);

    this.addSql(
      `alter table "password_reset_tokens" add constraint "password_reset_tokens_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "password_reset_tokens" cascade;`);

    this.addSql(`alter table "session" drop constraint "session_user_id_foreign";`);

    this.addSql(`drop index "session_user_id_index";`);
    this.addSql(`alter table "session" drop column "user_id";`);
  }
}
