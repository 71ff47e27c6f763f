import { Migration } from '@mikro-orm/migrations';
import { novelSearchDocument, novelSearchTriggerDdl } from '../../entities/novel-search-triggers.ts';

/**
 * The search columns of novels become plain columns kept by triggers (entities/novel-search-triggers.ts): as
 * generated columns PostgreSQL stemmed the description again on every update of the row (counters, view counts).
 * It predates tags (issue 37), so it asks for the triggers without them. `drop expression` keeps each row's stored value, which the triggers' expression computes alike.
 */
export class Migration20261128090000 extends Migration {

  override name = 'Migration20261128090000';

  override up(): void | Promise<void> {
    this.addSql(`alter table "novels" alter column "title_vector" drop expression, alter column "search_vector" drop expression;`);
    for (const ddl of Object.values(novelSearchTriggerDdl(false))) {
      for (const statement of ddl.split('\n--\n')) this.addSql(statement);
    }
  }

  override down(): void | Promise<void> {
    for (const name of ['search_columns_update', 'search_columns_insert']) {
      this.addSql(`drop trigger "${name}" on "novels";`);
      this.addSql(`drop function "novels_${name}_fn"();`);
    }
    this.addSql(`alter table "novels" drop column "title_vector", drop column "search_vector";`);
    this.addSql(`alter table "novels" add column "title_vector" tsvector generated always as (to_tsvector('english', title)) stored null, add column "search_vector" tsvector generated always as (${novelSearchDocument('', false)}) stored null;`);
    this.addSql(`create index "novels_search_vector_index" on "novels" using gin ("search_vector");`);
  }

}
