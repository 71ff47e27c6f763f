/**
 * Reading draft and snapshot files back, and moving unreadable ones aside. A file that is not valid JSON, does
 * not match the draft schema or belongs to another key is moved into drafts/corrupt/ and reported as a
 * DraftProblem whose message names the file; it never throws out of a read and never hides the other drafts.
 */
import { mkdir, readFile, rename } from 'node:fs/promises';
import path from 'node:path';
import type { ChapterDraft, DraftKey, DraftProblem } from '../../../shared/bridge.ts';
import { isNotFound } from '../atomic-file.ts';
import { chapterDraftSchema, describeIssues } from '../schemas.ts';
import { draftName } from './paths.ts';

export type ReadResult =
  { kind: 'ok'; draft: ChapterDraft } | { kind: 'missing' } | { kind: 'corrupt'; reason: string };

/** Reads and validates one draft file; `expected` (when given) must be the key the file sits under. */
export async function readDraftFile(file: string, expected?: DraftKey): Promise<ReadResult> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if (isNotFound(error)) return { kind: 'missing' };
    return { kind: 'corrupt', reason: `it could not be read (${(error as Error).message})` };
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { kind: 'corrupt', reason: text.length === 0 ? 'it is empty' : 'it is not valid JSON' };
  }
  const parsed = chapterDraftSchema.safeParse(json);
  if (!parsed.success)
    return { kind: 'corrupt', reason: `it is not a chapter draft (${describeIssues(parsed.error)})` };
  if (expected && !sameKey(parsed.data.key, expected)) {
    return { kind: 'corrupt', reason: 'its contents belong to a different chapter than its file name' };
  }
  return { kind: 'ok', draft: parsed.data };
}

export function sameKey(a: DraftKey, b: DraftKey): boolean {
  return a.serverUrl === b.serverUrl && draftName(a) === draftName(b);
}

/** Moves an unreadable file into corruptDir (never overwriting an earlier one) and describes what happened. */
export async function quarantine(file: string, corruptDir: string, reason: string): Promise<DraftProblem> {
  const movedTo = path.join(
    corruptDir,
    `${new Date().toISOString().replace(/[:.]/g, '-')}-${path.basename(path.dirname(file))}-${path.basename(file)}`,
  );
  try {
    await mkdir(corruptDir, { recursive: true });
    await rename(file, movedTo);
    return { file, movedTo, message: `The draft file ${file} was moved to ${movedTo} because ${reason}.` };
  } catch (error) {
    if (isNotFound(error)) {
      return { file, movedTo: '', message: `The draft file ${file} disappeared while it was being read.` };
    }
    return {
      file,
      movedTo: '',
      message: `The draft file ${file} is unreadable because ${reason}, and it could not be moved aside (${(error as Error).message}).`,
    };
  }
}
