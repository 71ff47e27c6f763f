/** Author mutations shared by the dashboard and the editors, each refreshing what it changed. */
import { API_PREFIXES, invalidateApi } from '@inkshelf/api-client';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../api.ts';

/** Novels, the genres index, chapters, latest updates and dashboard comments: whatever an author's write may have changed. */
export const refreshAuthorData = (client: QueryClient): Promise<void> =>
  invalidateApi(client, API_PREFIXES.novels, API_PREFIXES.genres, API_PREFIXES.chapters, API_PREFIXES.authors);

/** Refreshing is the caller's job: a page showing the novel should leave before its queries refetch (404). */
export function useDeleteNovel() {
  return useMutation({ mutationFn: (id: number) => api.deleteNovel({ params: { id } }) });
}

export function useDeleteChapter() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.deleteChapter({ params: { id } }),
    onSuccess: () => refreshAuthorData(client),
  });
}

export function usePublishChapter() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.publishChapter({ params: { id } }),
    onSuccess: () => refreshAuthorData(client),
  });
}

export function useDeleteReview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.deleteReview({ params: { id } }),
    onSuccess: () => invalidateApi(client, API_PREFIXES.novels),
  });
}

/** A scheduled chapter back to draft (its slot given up): issue 33's Cancel schedule. */
export function useCancelSchedule() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ novelId, chapterNumber }: { novelId: number; chapterNumber: number }) =>
      api.updateChapter({ params: { novelId, slot: String(chapterNumber) }, body: { status: 'draft' } }),
    onSuccess: () => refreshAuthorData(client),
  });
}
