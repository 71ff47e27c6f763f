import pg from 'pg';
import { VOCABULARY } from './prose.ts';

/** Genres of the scale catalogue (a novel has one to three of them). */
export const SCALE_GENRES = [
  'Fantasy',
  'Mystery',
  'Romance',
  'Science Fiction',
  'Horror',
  'Adventure',
  'Drama',
  'Comedy',
];

/**
 * The catalogue at scale: titles and descriptions drawn from the prose vocabulary, so that a two-word search matches a
 * realistic share of novels, not all or none; chapters get short bodies, since no scale scenario reads their text.
 * Generated inside PostgreSQL in batches, so 10,000,000 chapters take minutes, not hours.
 */
export async function seedScale(
  url: string,
  novels: number,
  chaptersPerNovel: number,
  log: (line: string) => void,
): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const word = (expression: string) =>
    `initcap(($1::text[])[1 + abs(hashint8(${expression})) % array_length($1::text[], 1)])`;
  try {
    await client.query(`insert into users (email, username, password, is_author, created_at, updated_at)
      select 'author' || n || '@scale.test', 'ScaleAuthor' || n, null, true, now(), now() from generate_series(1, 100) n`);
    const batch = 100_000;
    for (let start = 1; start <= novels; start += batch) {
      const end = Math.min(novels, start + batch - 1);
      await client.query(
        `insert into novels (title, title_key, description, author_id, genres, genre_keys, status, content_rating,
           view_count, bookmark_count, review_count, rating_sum, average_rating, created_at, updated_at)
         select t.title, lower(t.title), d.description, (select min(id) from users) + (n % 100), g.genres,
                array(select lower(x) from unnest(g.genres) x), 'published', 'everyone',
                abs(hashint8(n * 3)) % 1000000, abs(hashint8(n * 5)) % 5000, 0, 0, null,
                now() - ((abs(hashint8(n * 7)) % 1000000) || ' minutes')::interval,
                now() - ((abs(hashint8(n * 11)) % 100000) || ' minutes')::interval
         from generate_series($2::int, $3::int) n
         cross join lateral (select 'The ' || ${word('n * 13')} || ' ' || ${word('n * 17')} || ' of ' ||
           ${word('n * 19')} || ', Book ' || n as title) t
         cross join lateral (select string_agg(${word('n * 100 + i')}, ' ') || '.' as description
           from generate_series(1, 24) i) d
         cross join lateral (select array(select ($4::text[])[1 + (abs(hashint8(n * 23 + i)) % 8)]
           from generate_series(1, 1 + n % 3) i group by 1) as genres) g`,
        [VOCABULARY, start, end, SCALE_GENRES],
      );
      await client.query(
        `insert into chapters (novel_id, chapter_number, title, content, content_text, content_length, word_count,
           author_note, view_count, status, created_at, updated_at, published_at)
         select novel.id, c, 'Chapter ' || c, '<p>Chapter ' || c || ' of ' || novel.title || '.</p>',
                'Chapter ' || c || ' of ' || novel.title || '.', 20, 5, null, 0, 'published',
                novel.created_at, novel.updated_at, novel.updated_at - ((${chaptersPerNovel} - c) || ' days')::interval
         from novels novel cross join generate_series(1, $3::int) c
         where novel.id between (select min(id) from novels) + $1::int - 1 and (select min(id) from novels) + $2::int - 1`,
        [start, end, chaptersPerNovel],
      );
      log(`  novels ${end}/${novels} (and ${chaptersPerNovel} chapters each)`);
    }
    // Each chapter's insert updated its novel's counts (the triggers), leaving ten dead versions of every novel row:
    // a catalogue built up over years, its free space reused by autovacuum, does not carry a table five times its
    // size. Compacted once, as after any bulk load.
    await client.query('vacuum full novels');
    await client.query('vacuum analyze');
  } finally {
    await client.end();
  }
}
