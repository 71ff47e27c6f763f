import { Migration } from '@mikro-orm/migrations';

export class Migration20261122080850 extends Migration {

  override name = 'Migration20261122080850';

  override up(): void | Promise<void> {
    this.addSql(`drop index "novels_search_index";`);
    this.addSql(`alter table "novels" add "title_vector" tsvector generated always as (to_tsvector('english', title)) stored null, add "search_vector" tsvector generated always as (setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', coalesce(genres[1], '') || ' ' || coalesce(genres[2], '') || ' ' || coalesce(genres[3], '') || ' ' || coalesce(genres[4], '') || ' ' || coalesce(genres[5], '') || ' ' || coalesce(genres[6], '') || ' ' || coalesce(genres[7], '') || ' ' || coalesce(genres[8], '') || ' ' || coalesce(genres[9], '') || ' ' || coalesce(genres[10], '')), 'B') || setweight(to_tsvector('english', description), 'C')) stored null;`);
    this.addSql(`create index "novels_search_vector_index" on "novels" using gin ("search_vector");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "novels_search_vector_index";`);
    this.addSql(`alter table "novels" drop column "title_vector", drop column "search_vector";`);
    this.addSql(`CREATE INDEX novels_search_index ON public.novels USING gin ((((setweight(to_tsvector('english'::regconfig, (title)::text), 'A'::"char") || setweight(to_tsvector('english'::regconfig, ((((((((((((((((((COALESCE(genres[1], ''::text) || ' '::text) || COALESCE(genres[2], ''::text)) || ' '::text) || COALESCE(genres[3], ''::text)) || ' '::text) || COALESCE(genres[4], ''::text)) || ' '::text) || COALESCE(genres[5], ''::text)) || ' '::text) || COALESCE(genres[6], ''::text)) || ' '::text) || COALESCE(genres[7], ''::text)) || ' '::text) || COALESCE(genres[8], ''::text)) || ' '::text) || COALESCE(genres[9], ''::text)) || ' '::text) || COALESCE(genres[10], ''::text))), 'B'::"char")) || setweight(to_tsvector('english'::regconfig, description), 'C'::"char"))));`);
  }

}
