/** DELETE /api/bookmarks/{novelId}: drops the row at once, refreshes bookmark and novel data, toasts the outcome. */
import { API_PREFIXES, invalidateApi, isApiError } from '@inkshelf/api-client';
import { MESSAGES, type Bookmark } from '@inkshelf/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, queries } from '../../api.ts';
import { toast } from '@inkshelf/ui/toast';

export function useRemoveBookmark() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (novelId: number) => api.removeBookmark({ params: { novelId } }),
    onSuccess: async (_answer, novelId) => {
      client.setQueryData<Bookmark[]>(queries.listBookmarks().queryKey, (list) =>
        list?.filter((bookmark) => bookmark.novelId !== novelId),
      );
      toast({ title: MESSAGES.toasts.bookmarkRemoved.title });
      // Bookmark counts live on the novels, the bookmark toggle under /api/bookmarks/{novelId}.
      await invalidateApi(client, API_PREFIXES.bookmarks, API_PREFIXES.novels);
    },
    onError: (error) =>
      toast({
        title: MESSAGES.toasts.errorTitle,
        description: (isApiError(error) && error.detail) || MESSAGES.fallbacks.removeBookmark,
        variant: 'destructive',
      }),
  });
}
