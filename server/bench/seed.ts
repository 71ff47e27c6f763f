import { countWords } from '@inkshelf/chapter-text/words';
import pg from 'pg';
import { proseParagraphs, seededRandom } from './prose.ts';

/**
 * Fills a migrated database with `novels` published novels and `chapters` published chapters of 10-20 KB of varied
 * prose (novels by generate_series inside PostgreSQL, chapters generated here and sent in batches).
 */
export async function seedBenchData(
  url: string,
  novels: number,
  chapters: number,
  log: (line: string) => void,
): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const perNovel = Math.max(1, Math.floor(chapters / novels));
    await client.query(`insert into users (email, username, password, is_author, created_at, updated_at)
      select 'author' || n || '@bench.test', 'BenchAuthor' || n, null, true, now(), now() from generate_series(1, 100) n`);
    await client.query(
      `insert into novels (title, title_key, description, author_id, genres, genre_keys, status, content_rating,
         view_count, bookmark_count, review_count, rating_sum, average_rating, created_at, updated_at)
       select 'Bench Novel ' || n || ' ' || substr(md5(n::text), 1, 6),
              'bench novel ' || n || ' ' || substr(md5(n::text), 1, 6),
              'A benchmark novel about ' || md5(n::text) || ' and the long road home across the salt flats.',
              (select min(id) from users) + (n % 100),
              array[(array['Fantasy','Mystery','Romance','Science Fiction','Horror'])[1 + n % 5]],
              array[(array['fantasy','mystery','romance','science fiction','horror'])[1 + n % 5]],
              'published', 'everyone', (n * 7919) % 100000, n % 500, 0, 0, null,
              now() - (n || ' minutes')::interval, now() - (n || ' minutes')::interval
       from generate_series(1, $1::int) n`,
      [novels],
    );
    // Varied prose (no repeated paragraphs), 10-20 KB a chapter as the original product's measurements had:
    // generated here in batches and sent as arrays.
    const random = seededRandom(11);
    const batch = 250;
    for (let start = 0; start < chapters; start += batch) {
      const rows = {
        n: [] as number[],
        html: [] as string[],
        text: [] as string[],
        length: [] as number[],
        words: [] as number[],
      };
      for (let n = start; n < Math.min(chapters, start + batch); n++) {
        const paragraphs = proseParagraphs(random, 10_000 + Math.floor(random() * 10_000));
        rows.n.push(n);
        rows.html.push(paragraphs.map((paragraph) => `<p>${paragraph}</p>`).join(''));
        rows.text.push(paragraphs.join('\n\n'));
        rows.length.push(paragraphs.join('').length);
        rows.words.push(paragraphs.reduce((sum, paragraph) => sum + countWords(paragraph), 0));
      }
      await client.query(
        `insert into chapters (novel_id, chapter_number, title, content, content_text, content_length, word_count,
           author_note, view_count, status, created_at, updated_at, published_at)
         select (select min(id) from novels) + (n / $1::int), 1 + (n % $1::int), 'Chapter ' || (1 + n % $1::int),
                html, text, length, words, null, n % 1000, 'published', now(), now(), now() - (n || ' seconds')::interval
         from unnest($2::int[], $3::text[], $4::text[], $5::int[], $6::int[]) as t(n, html, text, length, words)`,
        [perNovel, rows.n, rows.html, rows.text, rows.length, rows.words],
      );
      if ((start / batch) % 20 === 19 || start + batch >= chapters)
        log(`  chapters ${Math.min(chapters, start + batch)}/${chapters}`);
    }
    // What autovacuum does soon after a bulk load: statistics, and the visibility map that index-only scans need.
    await client.query('vacuum analyze');
  } finally {
    await client.end();
  }
}

/**
 * One more published novel with `count` published chapters of about 15 KB of varied prose each (the chapter-list
 * scenarios: the original product's full list carries every chapter's text). Returns the novel's id.
 */
export async function seedLongNovel(url: string, count: number): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: number }>(
      `insert into novels (title, title_key, description, author_id, genres, genre_keys, status, content_rating,
         view_count, bookmark_count, review_count, rating_sum, average_rating, created_at, updated_at)
       values ('The Long Road (bench)', 'the long road (bench)',
         'A novel of a thousand chapters for the chapter-list benchmark scenarios.',
         (select min(id) from users), array['Fantasy'], array['fantasy'], 'published', 'everyone', 0, 0, 0, 0, null,
         now(), now())
       returning id`,
    );
    const novelId = rows[0]!.id;
    const random = seededRandom(7);
    for (let start = 1; start <= count; start += 100) {
      const numbers: number[] = [];
      const html: string[] = [];
      const text: string[] = [];
      const lengths: number[] = [];
      const words: number[] = [];
      for (let n = start; n < Math.min(count + 1, start + 100); n++) {
        const paragraphs = proseParagraphs(random, 15_000);
        numbers.push(n);
        html.push(paragraphs.map((paragraph) => `<p>${paragraph}</p>`).join(''));
        text.push(paragraphs.join('\n\n'));
        lengths.push(paragraphs.join('').length);
        words.push(paragraphs.reduce((sum, paragraph) => sum + countWords(paragraph), 0));
      }
      await client.query(
        `insert into chapters (novel_id, chapter_number, title, content, content_text, content_length, word_count,
           author_note, view_count, status, created_at, updated_at, published_at)
         select $1::int, n, 'Chapter ' || n, html, text, length, words, null, n, 'published', now(), now(),
                now() - (n || ' seconds')::interval
         from unnest($2::int[], $3::text[], $4::text[], $5::int[], $6::int[]) as t(n, html, text, length, words)`,
        [novelId, numbers, html, text, lengths, words],
      );
    }
    return novelId;
  } finally {
    await client.end();
  }
}

/**
 * `count` readers (BenchReader1..N) who share one password hash, for the signed-in scenarios: each signs in
 * through the API to get a session of its own.
 */
export async function seedReaders(url: string, count: number, passwordHash: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(
      `insert into users (email, username, password, is_author, created_at, updated_at)
       select 'reader' || n || '@bench.test', 'BenchReader' || n, $2, false, now(), now()
       from generate_series(1, $1::int) n on conflict do nothing`,
      [count, passwordHash],
    );
  } finally {
    await client.end();
  }
}
