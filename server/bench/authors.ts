/**
 * Authors saving very large chapters in a loop, for the scenario 'chapter read while authors save': each signs up
 * through the API, creates a novel and a chapter, then saves a 500,000-character chapter again and again (normal
 * prose and adversarial input, in the text format and as HTML) until stopped.
 */

const PROSE =
  'The lantern swung in the **wind** off the harbour, and every *shadow* on the quay leaned one way and then ' +
  'the __other__, as if the whole town were listening for a ship that had not been seen in nine years.';

/** What each author sends: near the 500,000-character limit, the worst cases for the parsers included. */
const BODIES: Record<string, unknown>[] = [
  { content: Array.from({ length: 2_350 }, () => PROSE).join('\n\n') },
  { contentHtml: Array.from({ length: 2_100 }, () => `<p>${PROSE}</p>`).join('') },
  { contentHtml: '<a '.repeat(166_000) },
  { content: '**a '.repeat(60_000) + '<'.repeat(250_000) },
];

async function json<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`${response.url} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

interface Author {
  headers: Record<string, string>;
  chapterUrl: string;
  body: Record<string, unknown>;
}

async function signUp(appUrl: string, index: number): Promise<Author> {
  const stamp = `${Date.now()}${index}`;
  const registered = await fetch(`${appUrl}/api/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: appUrl },
    body: JSON.stringify({ email: `saver${stamp}@bench.test`, password: 'bench-password-1', isAuthor: true }),
  });
  await json(registered);
  const cookie = registered.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const headers = { 'Content-Type': 'application/json', Origin: appUrl, Cookie: cookie };
  const novel = await json<{ id: number }>(
    await fetch(`${appUrl}/api/novels`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        title: `Saver ${stamp}`,
        description: 'A novel whose first chapter is saved again and again.',
        genres: ['Bench'],
        status: 'published',
      }),
    }),
  );
  await json(
    await fetch(`${appUrl}/api/novels/${novel.id}/chapters`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ title: 'Saved', content: 'First draft.', status: 'published' }),
    }),
  );
  return { headers, chapterUrl: `${appUrl}/api/novels/${novel.id}/chapters/1`, body: BODIES[index % BODIES.length]! };
}

export interface SaverTotals {
  saves: number;
  /** Answers other than 200, or 400 for input that grows past the limit (adversarial text may). */
  errors: number;
  medianMs: number;
}

/** Starts `count` authors saving in a loop; `stop()` ends the loops and reports what they did. */
export async function startSavers(appUrl: string, count: number) {
  const authors = await Promise.all(Array.from({ length: count }, (_, index) => signUp(appUrl, index)));
  let running = true;
  const times: number[] = [];
  let errors = 0;
  const loops = authors.map(async (author) => {
    while (running) {
      const started = performance.now();
      const response = await fetch(author.chapterUrl, {
        method: 'PUT',
        headers: author.headers,
        body: JSON.stringify({ title: 'Saved', ...author.body }),
      });
      await response.arrayBuffer();
      times.push(performance.now() - started);
      if (response.status !== 200 && response.status !== 400) errors++;
    }
  });
  return {
    async stop(): Promise<SaverTotals> {
      running = false;
      await Promise.all(loops);
      const sorted = [...times].sort((a, b) => a - b);
      return { saves: times.length, errors, medianMs: sorted[Math.floor(sorted.length / 2)] ?? 0 };
    },
  };
}
