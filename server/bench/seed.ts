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
      `insert into novels (title, description, author_id, genres, genre_keys, status, content_rating, view_count,
         bookmark_count, review_count, rating_sum, average_rating, created_at, updated_at)
       select 'Bench Novel ' || n || ' ' || substr(md5(n::text), 1, 6),
              'A benchmark novel about ' || md5(n::text) || ' and the long road home across the salt flats.',
              (select min(id) from users) + (n % 100),
              array[(array['Fantasy','Mystery','Romance','Science Fiction','Horror'])[1 + n % 5]],
              array[(array['fantasy','mystery','romance','science fiction','horror'])[1 + n % 5]],
              'published', 'everyone', (n * 7919) % 100000, n % 500, 0, 0, null,
              now() - (n || ' minutes')::interval, now() - (n || ' minutes')::interval
       from generate_series(1, $1::int) n`,
      [novels],
    );
    const paragraph =
      '<p>The lantern swung in the wind off the harbour, and every shadow on the quay leaned one way and then the other, ' +
      'as if the whole town were listening for a ship that had not been seen in nine years.</p>';
    const batch = 5000;
    for (let start = 0; start < chapters; start += batch) {
      const end = Math.min(chapters, start + batch);
      await client.query(
        `insert into chapters (novel_id, chapter_number, title, content, content_length, author_note, view_count, status,
           created_at, updated_at, published_at)
         select (select min(id) from novels) + (n / $3::int), 1 + (n % $3::int), 'Chapter ' || (1 + n % $3::int),
                repeat($4::text, sizes.reps) || '<p>' || md5(n::text) || '</p>', length($4::text) * sizes.reps,
                null, n % 1000, 'published', now(), now(), now() - (n || ' seconds')::interval
         from generate_series($1::int, $2::int - 1) n
         cross join lateral (select 25 + (n * 37) % 126 as reps) sizes`,
        [start, end, perNovel, paragraph],
      );
      log(`  chapters ${end}/${chapters}`);
    }
    // What autovacuum does soon after a bulk load: statistics, and the visibility map that index-only scans need.
    await client.query('vacuum analyze');
  } finally {
    await client.end();
  }
}
