// Baseline for the chapter read: raw node:http + pg, no framework, serving the same JSON as the app. With
// BASELINE_PREPARED=1 it sends the query as a named prepared statement, as the app does on PostgreSQL, so that the
// two differ only by the framework; without it, as a plain parameterized query (the baseline the target names).
import http from 'node:http';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
interface ChapterRow {
  id: number;
  novel_id: number;
  chapter_number: number;
  title: string;
  content: string;
  content_length: number;
  author_note: string | null;
  view_count: number;
  status: string;
  created_at: Date;
  updated_at: Date;
  published_at: Date | null;
  novel_title: string;
  author_id: number;
  author_name: string;
  prev: number | null;
  next: number | null;
}

const statementName = process.env.BASELINE_PREPARED === '1' ? 'baseline-chapter-read' : undefined;
const route = /^\/api\/novels\/(\d+)\/chapters\/(\d+)$/;

const server = http.createServer((req, res) => {
  const match = route.exec(req.url ?? '');
  if (!match) {
    res.writeHead(404, { 'content-type': 'application/json' }).end('{"message":"Not found"}');
    return;
  }
  pool
    .query<ChapterRow>({
      name: statementName,
      text: `select c.id, c.novel_id, c.chapter_number, c.title, c.content, c.content_length, c.author_note, c.view_count,
              c.status, c.created_at, c.updated_at, c.published_at, n.title as novel_title, u.id as author_id,
              u.username as author_name,
              (select max(chapter_number) from chapters p where p.novel_id = c.novel_id and p.status = 'published'
                 and p.chapter_number < c.chapter_number) as prev,
              (select min(chapter_number) from chapters p where p.novel_id = c.novel_id and p.status = 'published'
                 and p.chapter_number > c.chapter_number) as next
       from chapters c join novels n on n.id = c.novel_id join users u on u.id = n.author_id
       where c.novel_id = $1 and c.chapter_number = $2 and c.status = 'published'`,
      values: [Number(match[1]), Number(match[2])],
    })
    .then(({ rows }) => {
      const row = rows[0];
      if (!row) {
        res.writeHead(404, { 'content-type': 'application/json' }).end('{"message":"Chapter not found"}');
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(
        JSON.stringify({
          id: row.id,
          novelId: row.novel_id,
          chapterNumber: row.chapter_number,
          title: row.title,
          content: row.content,
          authorNote: row.author_note,
          viewCount: row.view_count,
          status: row.status,
          createdAt: row.created_at.toISOString(),
          updatedAt: row.updated_at.toISOString(),
          publishedAt: row.published_at?.toISOString() ?? null,
          readingTimeMinutes: Math.ceil(row.content_length / 1000),
          novel: { id: row.novel_id, title: row.novel_title, authorId: row.author_id, authorName: row.author_name },
          previousChapterNumber: row.prev,
          nextChapterNumber: row.next,
        }),
      );
    })
    .catch(() => res.writeHead(500).end());
});
server.listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.('ready'));
process.on('SIGTERM', () => server.close(() => void pool.end().then(() => process.exit(0))));
