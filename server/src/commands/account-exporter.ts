import { Readable } from 'node:stream';
import type { MikroORM } from '@mikro-orm/postgresql';
import {
  presentExportBookmark,
  presentExportChapter,
  presentExportChapterRead,
  presentExportFollowedAuthor,
  presentExportFollowedNovel,
  presentExportLibrary,
  presentExportComment,
  presentExportHead,
  presentExportLike,
  presentExportNotification,
  presentExportNovel,
  presentExportProgress,
  presentExportReview,
  presentExportReviewRemoval,
} from '../presenters/account-export.ts';
import { AccountExportQuery } from '../repositories/account-export-query.ts';

/** Every page of a keyset-paged list: `read(after)` gives the rows after the key `after`, in key order. */
async function* pages<T>(read: (after: number) => Promise<T[]>, keyOf: (row: T) => number): AsyncGenerator<T[]> {
  let after = 0;
  for (;;) {
    const rows = await read(after);
    if (rows.length === 0) return;
    yield rows;
    after = keyOf(rows[rows.length - 1]!);
  }
}

/** A JSON array written a page at a time: `[`, the items separated by commas, `]`. */
async function* jsonArray<T>(
  read: (after: number) => Promise<T[]>,
  keyOf: (row: T) => number,
  present: (row: T) => unknown,
): AsyncGenerator<string> {
  yield '[';
  let first = true;
  for await (const rows of pages(read, keyOf)) {
    yield (first ? '' : ',') + rows.map((row) => JSON.stringify(present(row))).join(',');
    first = false;
  }
  yield ']';
}

const byId = (row: { id: number }) => row.id;

/**
 * The account's archive as JSON text, a page at a time, each read once the previous one is taken: memory stays about
 * one page. No transaction spans the pages (a slow download must not hold a connection), so the account's own writes
 * during the download may or may not be in it. Nothing when the account is gone.
 */
export async function* accountExportChunks(orm: MikroORM, userId: number, now = new Date()): AsyncGenerator<string> {
  const query = new AccountExportQuery(orm.em.fork(), userId);
  const profile = await query.profile();
  if (!profile) return;
  const head = JSON.stringify(presentExportHead(profile, await query.linkedProviders(), await query.apps(), now));
  yield `${head.slice(0, -1)},"novels":[`;

  let firstNovel = true;
  for await (const novels of pages((after) => query.novels(after), byId)) {
    for (const novel of novels) {
      const opening = JSON.stringify(presentExportNovel(novel));
      yield `${firstNovel ? '' : ','}${opening.slice(0, -1)},"chapters":`;
      firstNovel = false;
      yield* jsonArray(
        (after) => query.chapters(novel.id, after),
        (chapter) => chapter.chapter_number,
        presentExportChapter,
      );
      yield '}';
    }
  }
  yield '],"reviews":';
  yield* jsonArray((after) => query.reviews(after), byId, presentExportReview);
  yield ',"comments":';
  yield* jsonArray((after) => query.comments(after), byId, presentExportComment);
  yield ',"likes":';
  yield* jsonArray((after) => query.likes(after), byId, presentExportLike);
  yield ',"bookmarks":';
  yield* jsonArray((after) => query.bookmarks(after), byId, presentExportBookmark);
  yield ',"readingProgress":';
  yield* jsonArray((after) => query.readingProgress(after), byId, presentExportProgress);
  yield ',"chapterReads":';
  yield* jsonArray(
    (after) => query.chapterReads(after),
    (row) => row.chapter_id,
    presentExportChapterRead,
  );
  yield ',"followedNovels":';
  yield* jsonArray(
    (after) => query.followedNovels(after),
    (row) => row.novel_id,
    presentExportFollowedNovel,
  );
  yield ',"followedAuthors":';
  yield* jsonArray(
    (after) => query.followedAuthors(after),
    (row) => row.author_id,
    presentExportFollowedAuthor,
  );
  yield ',"library":';
  yield* jsonArray(
    (after) => query.library(after),
    (row) => row.novel_id,
    presentExportLibrary,
  );
  yield ',"notifications":';
  yield* jsonArray(
    (after) => query.notifications(after),
    (row) => row.chapter_id,
    presentExportNotification,
  );
  yield ',"reviewRemovals":';
  yield* jsonArray(
    (after) => query.reviewRemovals(after),
    (row) => Number(row.id),
    presentExportReviewRemoval,
  );
  yield '}';
}

/**
 * The archive as a byte stream for an HTTP answer: it pulls the next piece only when the client has taken the
 * previous ones (backpressure), so a slow download reads the database slowly instead of buffering the account.
 */
export function exportStream(orm: MikroORM, userId: number): Readable {
  const chunks = accountExportChunks(orm, userId);
  return Readable.from(
    (async function* () {
      for await (const chunk of chunks) yield Buffer.from(chunk);
    })(),
    { objectMode: false },
  );
}
