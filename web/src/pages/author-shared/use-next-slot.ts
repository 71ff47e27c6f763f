/** The next free slot of a novel's release rhythm (issue 33), or null when it has none. */
import { isApiError } from '@inkshelf/api-client';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api.ts';

export const releaseScheduleKey = (novelId: number) => ['release-schedule', novelId] as const;

/** The novel's rhythm as its author's screens read it: null when there is none (a 404 is an answer here). */
export function useReleaseSchedule(novelId: number, enabled = true) {
  return useQuery({
    queryKey: releaseScheduleKey(novelId),
    enabled,
    queryFn: () =>
      api.releaseSchedule({ params: { id: novelId } }).catch((error: unknown) => {
        if (isApiError(error, 404)) return null;
        throw error;
      }),
  });
}

/** Asked only once the author opens the scheduling panel (`enabled`): most saves never need it. */
export function useNextSlot(novelId: number | undefined, enabled: boolean): string | null {
  return useReleaseSchedule(novelId ?? 0, enabled && novelId !== undefined).data?.nextFreeSlots[0] ?? null;
}
