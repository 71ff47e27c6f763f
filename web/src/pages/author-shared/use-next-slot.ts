/** The next free slot of a novel's release rhythm (issue 33), or null when it has none. */
import { isApiError } from '@inkshelf/api-client';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api.ts';

export const releaseScheduleKey = (novelId: number) => ['release-schedule', novelId] as const;

/** The novel's rhythm as its author's screens read it: null when there is none (a 404 is an answer here). */
export function useReleaseSchedule(novelId: number) {
  return useQuery({
    queryKey: releaseScheduleKey(novelId),
    queryFn: () =>
      api.releaseSchedule({ params: { id: novelId } }).catch((error: unknown) => {
        if (isApiError(error, 404)) return null;
        throw error;
      }),
  });
}

export function useNextSlot(novelId: number): string | null {
  return useReleaseSchedule(novelId).data?.nextFreeSlots[0] ?? null;
}
