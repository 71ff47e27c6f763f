/**
 * The worker side of the content pool: chapter text conversions and large request bodies' parsing, run off the
 * event loop. Plain data in and out
 * (structured clone), no database, no errors module.
 */
import {
  contentFromHtml,
  convertChapterContent,
  type ChapterContent,
  type ConversionResult,
} from './chapter-content.ts';
import type { ChapterText } from '@inkshelf/contracts';
import { parseJsonBytes, type JsonParse } from './json-text.ts';
import os from 'node:os';
import { isMainThread } from 'node:worker_threads';

// Conversions are background work: on a pool thread, lower this thread's priority (on Linux a priority applies to
// the calling thread) so that the event loop and PostgreSQL keep the CPU when the cores are busy.
if (!isMainThread) {
  try {
    os.setPriority(10);
  } catch {
    // Not permitted here: the thread runs at normal priority.
  }
}

export type ContentTask =
  { kind: 'write'; text: ChapterText } | { kind: 'stored'; html: string } | { kind: 'json'; bytes: Uint8Array };

export default function runContentTask(task: ContentTask): ConversionResult | ChapterContent | JsonParse {
  if (task.kind === 'json') return parseJsonBytes(task.bytes);
  return task.kind === 'write' ? convertChapterContent(task.text) : contentFromHtml(task.html);
}
