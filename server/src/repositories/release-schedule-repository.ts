import type { ReleaseScheduleBody } from '@inkshelf/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { NovelReleaseSchedule } from '../entities/index.ts';
import { nextFreeSlot, upcomingSlots, type Rhythm } from '../services/release-slots.ts';

/** How many free slots a rhythm's answer lists ahead. */
export const LISTED_SLOTS = 5;

/** A novel's release rhythm (issue 33) and the slots its scheduled chapters hold. */
export class ReleaseScheduleRepository {
  constructor(private readonly em: EntityManager) {}

  async find(novelId: number): Promise<Rhythm | null> {
    const row = await this.em.findOne(NovelReleaseSchedule, { novel: novelId });
    return row && { timeZone: row.timeZone, slots: row.slots };
  }

  async save(novelId: number, body: ReleaseScheduleBody): Promise<Rhythm> {
    await this.em.upsert(NovelReleaseSchedule, { novel: novelId, timeZone: body.timeZone, slots: body.slots });
    return body;
  }

  /** False when the novel had no rhythm. */
  async remove(novelId: number): Promise<boolean> {
    return (await this.em.nativeDelete(NovelReleaseSchedule, { novel: novelId })) > 0;
  }

  /** The instants (ms) the novel's scheduled chapters hold. */
  async takenTimes(novelId: number): Promise<Set<number>> {
    const rows: { publish_at: Date | string }[] = await this.em.execute(
      `select publish_at from chapters where novel_id = ? and status = 'scheduled'`,
      [novelId],
    );
    return new Set(rows.map((row) => new Date(row.publish_at).getTime()));
  }

  /** The next free slots after `now`, for the author's screens. */
  async freeSlots(novelId: number, rhythm: Rhythm, now: Date): Promise<Date[]> {
    return upcomingSlots(rhythm, now, LISTED_SLOTS, await this.takenTimes(novelId));
  }

  /** The slot a chapter scheduled without a time takes, or null when the novel has no rhythm. */
  async slotForNext(novelId: number, now: Date): Promise<Date | null> {
    const rhythm = await this.find(novelId);
    return rhythm && nextFreeSlot(rhythm, now, await this.takenTimes(novelId));
  }
}
