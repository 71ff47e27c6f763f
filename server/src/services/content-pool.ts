/**
 * Chapter text conversions off the event loop: about 1 ms per 1,000 characters (several hundred ms for 500,000), so
 * anything but a short text runs in a Piscina pool of worker threads while the main thread keeps serving. Short texts
 * run inline: posting them to a thread would cost more than the work.
 */
import os from 'node:os';
import { MESSAGES, type ChapterText } from '@inkshelf/contracts';
import { Piscina } from 'piscina';
import { badRequest } from '../errors.ts';
import type { ChapterContent, ConversionResult } from './chapter-content.ts';
import runInline, { type ContentTask } from './content-worker.ts';
import { parseJsonBytes, type JsonParse } from './json-text.ts';

const V = MESSAGES.validation;

/** Below this many characters a conversion runs inline (well under a millisecond). */
export const INLINE_LIMIT = 2_000;

let pool: Piscina<ContentTask, ConversionResult | ChapterContent | JsonParse> | undefined;

function contentPool() {
  pool ??= new Piscina({
    filename: new URL('./content-worker.ts', import.meta.url).href,
    // One core stays with the event loop (and PostgreSQL); idle threads exit, so tests and short runs end cleanly.
    maxThreads: Math.max(1, Math.min(4, os.availableParallelism() - 1)),
    minThreads: 0,
    idleTimeout: 10_000,
  });
  return pool;
}

function run(task: ContentTask, size: number): Promise<ConversionResult | ChapterContent | JsonParse> {
  return size < INLINE_LIMIT ? Promise.resolve(runInline(task)) : contentPool().run(task);
}

/** A write's text as both stored forms, or a 400 naming the field it came in. */
export async function prepareChapterContent(text: ChapterText): Promise<ChapterContent> {
  const result = (await run({ kind: 'write', text }, text.value.length)) as ConversionResult;
  if (result.ok) return result.content;
  const field = text.format === 'text' ? 'content' : 'contentHtml';
  throw badRequest(result.reason === 'required' ? V.chapterContentRequired : V.chapterContentTooLong, { field });
}

/** Both forms and the counts of stored (sanitised) HTML. */
export async function contentOfStoredHtml(html: string): Promise<ChapterContent> {
  return (await run({ kind: 'stored', html }, html.length)) as ChapterContent;
}

/** Below this many bytes a body is parsed inline (JSON.parse takes well under a millisecond). */
export const INLINE_JSON_BYTES = 64 * 1024;

/** A request body parsed: inline when small, else on a pool thread, so a 4 MB body never holds the event loop. */
export async function parseJsonBody(bytes: Buffer): Promise<unknown> {
  const result =
    bytes.length < INLINE_JSON_BYTES
      ? parseJsonBytes(bytes)
      : ((await contentPool().run({ kind: 'json', bytes })) as JsonParse);
  if (!result.ok) throw badRequest(result.message);
  return result.value;
}

/** Ends the pool's threads (graceful shutdown). */
export async function closeContentPool(): Promise<void> {
  const current = pool;
  pool = undefined;
  await current?.destroy();
}
