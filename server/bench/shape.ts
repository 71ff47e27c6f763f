// The original product's data shape, seeded once and described for the scenarios: shared by bench:api and
// bench:compare so that both measure the same rows.
import { hashPassword } from '../src/services/passwords.ts';
import { prepareDatabase, sql } from './processes.ts';
import { seedBenchData, seedLongNovel, seedReaders } from './seed.ts';

export const BENCH_PASSWORD = 'bench-reader-password';

/** Sizes from the environment (BENCH_NOVELS, BENCH_CHAPTERS, BENCH_LONG_CHAPTERS), with the shape's defaults. */
export const shapeSizes = {
  novels: Number(process.env.BENCH_NOVELS ?? 2_000),
  chapters: Number(process.env.BENCH_CHAPTERS ?? 20_000),
  /** Chapters of the one long novel that the chapter-list scenarios read (10-20 KB each). */
  longChapters: Number(process.env.BENCH_LONG_CHAPTERS ?? 200),
  readers: 200,
};

/** Seeds (or, with `reuse`, keeps) the `inkshelf_bench` database; returns its URL and what scenarios need. */
export async function prepareShape(adminUrl: string, reuse: boolean) {
  const { novels, chapters, longChapters, readers } = shapeSizes;
  console.log(`Data shape: ${novels} novels, ${chapters} chapters, a novel with ${longChapters}, ${readers} readers`);
  const url = await prepareDatabase({
    adminUrl,
    name: 'inkshelf_bench',
    expected: chapters + longChapters,
    reuse,
    seed: async (target) => {
      await seedBenchData(target, novels, chapters, (line) => console.log(line));
      await seedLongNovel(target, longChapters);
      await seedReaders(target, readers, await hashPassword(BENCH_PASSWORD));
    },
  });
  const [shape] = await sql<{ first: number; last: number; per: number; long: number; firstChapterId: number }>(
    url,
    `select min(novel_id) as first, max(novel_id) as last, min(id) as "firstChapterId",
       (select count(*) from chapters where novel_id = (select min(novel_id) from chapters))::int as per,
       (select id from novels where title = 'The Long Road (bench)') as long
     from chapters where novel_id <> (select id from novels where title = 'The Long Road (bench)')`,
  );
  const titles = (await sql<{ title: string }>(url, `select title from novels order by id`)).map((row) => row.title);
  const usernames = Array.from({ length: readers }, (_, i) => `BenchReader${i + 1}`);
  return { url, shape: shape!, titles, usernames };
}
