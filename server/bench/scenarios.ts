import { startSavers } from './authors.ts';
import { bookmarkPairLua, mixedLua, novelByNameLua, pathLua, randomChapterLua, type ChapterRange } from './lua.ts';
import { wrk, type WrkResult } from './wrk.ts';

export interface ShapeInput {
  appUrl: string;
  range: ChapterRange & { firstChapterId: number };
  /** Id of the novel with many chapters. */
  long: number;
  titles: string[];
  cookies: string[];
  novels: { first: number; count: number };
  seconds: number;
}

const connections = 50;

/** The scenarios on the original product's data shape: its seven, our baselines, compression, and the mix. */
export function shapeScenarios(input: ShapeInput): Record<string, () => Promise<WrkResult>> {
  const { appUrl, seconds } = input;
  const run = (lua: string, options: { headers?: Record<string, string>; connections?: number } = {}) =>
    wrk(appUrl, { connections: options.connections ?? connections, seconds, lua, headers: options.headers });
  const chapter = randomChapterLua(input.range);
  const first = `${appUrl}/api/novels/${input.range.first}/chapters/1`;
  return {
    'chapter read (app)': () => run(chapter),
    'chapter read (node:http + pg baseline)': () =>
      wrk('http://127.0.0.1:3902', { connections, seconds, lua: chapter }),
    'chapter read (same, prepared statement)': () =>
      wrk('http://127.0.0.1:3904', { connections, seconds, lua: chapter }),
    'chapter read, Accept-Encoding: br (app)': () => run(chapter, { headers: { 'Accept-Encoding': 'br' } }),
    'chapter read, Accept-Encoding: gzip (app)': () => run(chapter, { headers: { 'Accept-Encoding': 'gzip' } }),
    'novel detail by name (app)': () => run(novelByNameLua(input.titles)),
    'latest novels (app)': () => run(pathLua('/api/novels/latest?limit=10')),
    'novels by view count (app)': () => run(pathLua('/api/novels?sortBy=viewCount&sortOrder=desc&limit=10')),
    'latest chapters (app)': () => run(pathLua('/api/chapters/latest?limit=10')),
    'chapter list, 200 chapters, full (app)': () => run(pathLua(`/api/novels/${input.long}/chapters`)),
    'chapter list, 200 chapters, summary (app)': () => run(pathLua(`/api/novels/${input.long}/chapters?view=summary`)),
    'signed-in bookmark POST then DELETE (app)': () => run(bookmarkPairLua(input.cookies, appUrl, input.novels)),
    'repeat read, If-None-Match (app)': async () => {
      const etag = (await fetch(first)).headers.get('etag') ?? '';
      return wrk(first, { connections, seconds, headers: { 'If-None-Match': etag, 'Cache-Control': 'max-age=0' } });
    },
    'repeat read, If-None-Match (static buffer)': () =>
      wrk('http://127.0.0.1:3903/', { connections, seconds, headers: { 'If-None-Match': '"static-v1"' } }),
    'mixed: 90 % reads, 10 % writes by 200 readers (app)': () =>
      run(mixedLua({ ...input.range, titles: input.titles, cookies: input.cookies, origin: appUrl })),
    'chapter read while 4 authors save 500,000-character chapters (app)': async () => {
      const savers = await startSavers(appUrl, 4);
      const result = await run(chapter);
      const totals = await savers.stop();
      console.log(
        `  (the 4 authors saved ${totals.saves} times, median ${totals.medianMs.toFixed(0)} ms a save, ${totals.errors} errors)`,
      );
      return result;
    },
  };
}
