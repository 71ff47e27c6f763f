import { countWords } from '@inkshelf/chapter-text/words';
import pg from 'pg';

/**
 * Fills a migrated database with `novels` published novels and `chapters` published chapters of 5-30 KB, fast:
 * everything is generated inside PostgreSQL with generate_series, in batches.
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
    const sentence =
      'The lantern swung in the wind off the harbour, and every shadow on the quay leaned one way and then the other, ' +
      'as if the whole town were listening for a ship that had not been seen in nine years.';
    const paragraph = `<p>${sentence}</p>`;
    const words = countWords(sentence);
    const batch = 5000;
    for (let start = 0; start < chapters; start += batch) {
      const end = Math.min(chapters, start + batch);
      await client.query(
        `insert into chapters (novel_id, chapter_number, title, content, content_text, content_length, word_count,
           author_note, view_count, status, created_at, updated_at, published_at)
         select (select min(id) from novels) + (n / $3::int), 1 + (n % $3::int), 'Chapter ' || (1 + n % $3::int),
                repeat($4::text, sizes.reps) || '<p>' || md5(n::text) || '</p>',
                repeat($5::text || E'\n\n', sizes.reps) || md5(n::text), length($5::text) * sizes.reps,
                $6::int * sizes.reps + 1, null, n % 1000, 'published', now(), now(), now() - (n || ' seconds')::interval
         from generate_series($1::int, $2::int - 1) n
         cross join lateral (select 25 + (n * 37) % 126 as reps) sizes`,
        [start, end, perNovel, paragraph, sentence, words],
      );
      log(`  chapters ${end}/${chapters}`);
    }
    // What autovacuum does soon after a bulk load: statistics, and the visibility map that index-only scans need.
    await client.query('vacuum analyze');
  } finally {
    await client.end();
  }
}

/** Prose-like text: words drawn from a small vocabulary by a seeded generator, so it compresses like prose. */
function proseParagraphs(random: () => number, characters: number): string[] {
  const vocabulary = (
    'the a and of to in she he it was her his that with for on as at by from they had not but were said ' +
    'lantern harbour letter ink road river winter door window light shadow morning evening night quiet ' +
    'slowly again never always little old long silver grey salt stone rope boat ship sail wind rain tide ' +
    'remembered waited listened answered carried folded opened closed turned looked watched walked ran ' +
    'mother father sister brother captain keeper stranger child voice hand face eyes heart name story'
  ).split(' ');
  const paragraphs: string[] = [];
  let length = 0;
  while (length < characters) {
    const sentences: string[] = [];
    for (let s = 0; s < 3 + Math.floor(random() * 4); s++) {
      const words = Array.from(
        { length: 6 + Math.floor(random() * 14) },
        () => vocabulary[Math.floor(random() * vocabulary.length)]!,
      );
      const sentence = words.join(' ');
      sentences.push(sentence.charAt(0).toUpperCase() + sentence.slice(1) + (random() < 0.2 ? '?' : '.'));
    }
    const paragraph = sentences.join(' ');
    paragraphs.push(paragraph);
    length += paragraph.length + 7;
  }
  return paragraphs;
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
    // mulberry32: integer arithmetic stays exact (a float LCG degenerates into a short cycle).
    let state = 7;
    const random = () => {
      state = (state + 0x6d2b79f5) >>> 0;
      let t = state;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
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
