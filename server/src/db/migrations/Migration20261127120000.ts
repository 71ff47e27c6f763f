import { Migration } from '@mikro-orm/migrations';
import { LIST_INDEX } from '../../entities/novel.ts';

/**
 * Tags and filters (issue 19 item 6): covering indexes for Browse's filtered pages sorted by last update or by
 * length (the filtered columns ride along, so a page is an index-only scan), and each reader's saved default of
 * genres never to show.
 */
export class Migration20261127120000 extends Migration {

  override name = 'Migration20261127120000';

  override up(): void | Promise<void> {
    this.addSql(`${LIST_INDEX('novels_list_updated_index', 'updated_at', 'word_count')};`);
    this.addSql(`${LIST_INDEX('novels_list_words_index', 'word_count', 'updated_at')};`);
    this.addSql(`create table "reader_preferences" ("user_id" int not null, "excluded_genres" text[] not null default '{}', "updated_at" timestamptz not null, primary key ("user_id"));`);
    this.addSql(`alter table "reader_preferences" add constraint "reader_preferences_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "reader_preferences" cascade;`);
    this.addSql(`drop index if exists "novels_list_words_index";`);
    this.addSql(`drop index if exists "novels_list_updated_index";`);
  }

}
