/** The content pool: large chapter conversions run on worker threads with the same results as inline ones. */
import { afterAll, describe, expect, it } from 'vitest';
import { HttpError } from '../errors.ts';
import { contentFromHtml, convertChapterContent } from './chapter-content.ts';
import {
  closeContentPool,
  contentOfStoredHtml,
  INLINE_JSON_BYTES,
  INLINE_LIMIT,
  parseJsonBody,
  prepareChapterContent,
} from './content-pool.ts';

afterAll(() => closeContentPool());

/** About `characters` of prose in the text format, with every marker. */
function longText(characters: number): string {
  const paragraph = 'The **lantern** swung in the *wind* off the __harbour__, and every shadow leaned one way.';
  const blocks = ['## A heading', '> A quoted line', '* * *'];
  const parts: string[] = [];
  for (let length = 0, index = 0; length < characters; index++) {
    const part = index % 10 === 9 ? blocks[index % 3]! : paragraph;
    parts.push(part);
    length += part.length + 2;
  }
  return parts.join('\n\n');
}

/** Resolves once the event loop has gone round once (timers and I/O of the main thread can run). */
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('content pool', () => {
  it('converts a long text on a worker thread with the same result as inline', async () => {
    const text = longText(300_000);
    const pending = prepareChapterContent({ format: 'text', value: text });
    let settled = false;
    void pending.then(() => (settled = true));
    // Inline work would have finished before the call returned; on a thread, the main loop turns meanwhile.
    await nextTurn();
    expect(settled).toBe(false);
    const pooled = await pending;
    const inline = convertChapterContent({ format: 'text', value: text });
    expect(inline.ok && inline.content).toEqual(pooled);
    for (const part of ['<h2>A heading</h2>', '<blockquote><p>A quoted line</p></blockquote>', '<hr />']) {
      expect(pooled.content).toContain(part);
    }
    expect(pooled.contentText.length).toBeGreaterThan(290_000);
  });

  it("parses a large request body on a thread, a small one inline, with JSON.parse's result", async () => {
    const body = { content: 'A line of prose. '.repeat(200_000), tags: ['sea', 'fog'] };
    const bytes = Buffer.from(JSON.stringify(body));
    expect(bytes.length).toBeGreaterThan(INLINE_JSON_BYTES);
    const pending = parseJsonBody(bytes);
    let settled = false;
    void pending.then(() => (settled = true));
    await nextTurn();
    expect(settled).toBe(false);
    expect(await pending).toEqual(body);
    await expect(parseJsonBody(Buffer.from('{"a":1}'))).resolves.toEqual({ a: 1 });
    await expect(parseJsonBody(Buffer.from(`{"a":"${'x'.repeat(INLINE_JSON_BYTES)}`))).rejects.toThrow(
      'Request body is not valid JSON',
    );
  });

  it('converts stored HTML on a thread (the backfill) as contentFromHtml does', async () => {
    const converted = convertChapterContent({ format: 'text', value: longText(50_000) });
    if (!converted.ok) throw new Error('the sample chapter was refused');
    const stored = converted.content.content;
    expect(await contentOfStoredHtml(stored)).toEqual(contentFromHtml(stored));
  });

  it('refuses, naming the field, what has nothing visible or grows past the limit, inline or on a thread', async () => {
    const refusal = (promise: Promise<unknown>) =>
      promise.then(
        () => null,
        (error: unknown) => (error instanceof HttpError ? { status: error.status, ...error.extra } : error),
      );
    expect(await refusal(prepareChapterContent({ format: 'html', value: '<p> </p>' }))).toEqual({
      status: 400,
      field: 'contentHtml',
    });
    const emptyButLong = `<div>${'<span> </span>'.repeat(INLINE_LIMIT)}</div>`;
    expect(await refusal(prepareChapterContent({ format: 'html', value: emptyButLong }))).toEqual({
      status: 400,
      field: 'contentHtml',
    });
    // 300,000 characters of markers become more than 500,000 of HTML.
    const grows = '**a** '.repeat(60_000);
    expect(await refusal(prepareChapterContent({ format: 'text', value: grows }))).toEqual({
      status: 400,
      field: 'content',
    });
  });

  it('keeps several large conversions in flight at once', async () => {
    const texts = [1, 2, 3, 4].map((seed) => `${longText(120_000)}\n\nChapter ${seed}.`);
    const results = await Promise.all(texts.map((value) => prepareChapterContent({ format: 'text', value })));
    results.forEach((result, index) => expect(result.contentText.endsWith(`Chapter ${index + 1}.`)).toBe(true));
  });
});
