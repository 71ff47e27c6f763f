import crypto from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import { isbot } from 'isbot';
import type { Logger } from '../logger.ts';
import { pruneVisitorMarks, writeReads, type ReadBatch } from '../repositories/read-rollups.ts';

const DAY = 24 * 60 * 60 * 1000;

export interface ReadTallyOptions {
  /** The site's secret: each day's salt is derived from it, so instances of one site agree on a visitor's key. */
  secret: string;
  /** The clock (tests inject one). */
  now?: () => Date;
  /** Reads of the day remembered in memory to spare the database repeats; past it the memory starts over. */
  maxSeen?: number;
  /** Reads waiting to be written at most; past it (the database away for long) new reads are dropped. */
  maxPending?: number;
}

/** Who is reading, as analytics know them: signed in, or a visitor's address and user agent. */
export interface Reader {
  userId?: number;
  ip: string;
  userAgent: string;
}

export const utcDay = (at: Date): string => at.toISOString().slice(0, 10);

/**
 * Counts chapter reads for the authors' analytics (issue 33): once per reader per chapter per day (UTC). A signed-in
 * reader is their account; a signed-out visitor is a keyed hash of address and user agent under a salt that changes
 * every day, so the address is never stored and a visitor cannot be followed from one day to the next. Known bots
 * (by user agent) are not counted. Reads are buffered and written in one statement per flush (read-rollups.ts),
 * which also rolls them up per day: a chapter read costs a hash and a set lookup.
 */
export class ReadTally {
  private day = '';
  private salt = Buffer.alloc(0);
  private seen = new Set<string>();
  private visitors = new Map<string, string>();
  private pending: ReadBatch = { chapters: [], readers: [], days: [] };
  private prunedFor = '';
  private dropped = 0;

  constructor(
    private readonly store: { orm: MikroORM; logger: Logger } | null,
    private readonly options: ReadTallyOptions,
  ) {}

  /** The key a reader is counted under today, or null for a bot. */
  readerKey(reader: Reader): string | null {
    if (reader.userAgent && isbot(reader.userAgent)) return null;
    this.turnDay();
    if (reader.userId !== undefined) return `u${reader.userId}`;
    const pair = `${reader.ip}|${reader.userAgent}`;
    let key = this.visitors.get(pair);
    if (key === undefined) {
      key = `a${crypto.createHmac('sha256', this.salt).update(pair).digest('base64url').slice(0, 22)}`;
      if (this.visitors.size >= 10_000) this.visitors.clear();
      if (pair.length <= 512) this.visitors.set(pair, key);
    }
    return key;
  }

  /** Counts a read of a published chapter; false when it is a repeat of the day or a bot's. */
  count(reader: Reader, chapterId: number): boolean {
    const key = this.readerKey(reader);
    if (key === null) return false;
    const seenKey = `${chapterId}|${key}`;
    if (this.seen.has(seenKey)) return false;
    if (this.seen.size >= (this.options.maxSeen ?? 200_000)) this.seen.clear();
    this.seen.add(seenKey);
    if (this.pending.chapters.length >= (this.options.maxPending ?? 200_000)) {
      this.dropped += 1;
      return false;
    }
    this.pending.chapters.push(chapterId);
    this.pending.readers.push(key);
    this.pending.days.push(this.day);
    return true;
  }

  /** Reads counted but not written yet. */
  get unwritten(): number {
    return this.pending.chapters.length;
  }

  /** Writes the pending reads (one statement); on a database error they wait for the next flush. */
  async flush(): Promise<number> {
    if (!this.store) return 0;
    this.turnDay();
    const em = this.store.orm.em.fork();
    await this.prune(em);
    if (this.pending.chapters.length === 0) return 0;
    const batch = this.pending;
    this.pending = { chapters: [], readers: [], days: [] };
    try {
      return await writeReads(em, batch);
    } catch (error) {
      this.store.logger.error({ err: error, reads: batch.chapters.length }, 'could not write chapter reads');
      this.pending.chapters.unshift(...batch.chapters);
      this.pending.readers.unshift(...batch.readers);
      this.pending.days.unshift(...batch.days);
      return 0;
    } finally {
      if (this.dropped > 0) {
        this.store.logger.warn({ dropped: this.dropped }, 'chapter reads dropped: too many waiting to be written');
        this.dropped = 0;
      }
    }
  }

  /** A new UTC day: a new salt, and the memory of the last day's reads goes. */
  private turnDay(): void {
    const day = utcDay(this.options.now?.() ?? new Date());
    if (day === this.day) return;
    this.day = day;
    this.salt = crypto.createHmac('sha256', this.options.secret).update(`inkshelf-reads|${day}`).digest();
    this.seen.clear();
    this.visitors.clear();
  }

  /** Once a day: visitors' marks from before yesterday can go (see pruneVisitorMarks). */
  private async prune(em: Parameters<typeof writeReads>[0]): Promise<void> {
    if (this.prunedFor === this.day || !this.store) return;
    try {
      await pruneVisitorMarks(em, utcDay(new Date(Date.parse(this.day) - DAY)));
      this.prunedFor = this.day;
    } catch (error) {
      this.store.logger.error({ err: error }, 'could not prune visitor read marks');
    }
  }
}
