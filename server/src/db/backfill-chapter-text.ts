/**
 * Gives chapters stored before the text format existed their text form and word count, at start-up, in batches, so a
 * large catalogue needs no long transaction (reads convert a row not reached yet). A row whose HTML changed meanwhile
 * is skipped: the write that changed it wrote both forms.
 */
import type { MikroORM, QueryResult } from '@mikro-orm/postgresql';
import type { Logger } from '../logger.ts';
import { contentOfStoredHtml } from '../services/content-pool.ts';

const BATCH = 100;

export async function backfillChapterText(orm: MikroORM, logger: Logger): Promise<number> {
  const em = orm.em.fork();
  let afterId = 0;
  let converted = 0;
  for (;;) {
    const rows: { id: number; content: string }[] = await em.execute(
      'select id, content from chapters where id > ? and content_text is null order by id limit ?',
      [afterId, BATCH],
    );
    if (rows.length === 0) break;
    for (const row of rows) {
      const { contentText, wordCount } = await contentOfStoredHtml(row.content);
      const result = await em.execute<QueryResult>(
        'update chapters set content_text = ?, word_count = ? where id = ? and content_text is null and content = ?',
        [contentText, wordCount, row.id, row.content],
        'run',
      );
      converted += result.affectedRows;
    }
    afterId = rows[rows.length - 1]!.id;
  }
  if (converted > 0) logger.info({ chapters: converted }, 'gave stored chapters their text form');
  return converted;
}
