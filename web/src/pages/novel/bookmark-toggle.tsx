/** Bookmark toggle for signed-in readers: adds the bookmark when there is none, removes it otherwise. */
import { API_PREFIXES, apiPath, invalidateApi } from '@inkshelf/api-client';
import { MESSAGES } from '@inkshelf/contracts';
import { Button, errorMessage } from '@inkshelf/reader-ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Bookmark, BookmarkCheck } from 'lucide-react';
import { api, queries } from '../../api.ts';
import { toast } from '@inkshelf/ui/toast';
import { NOVEL_TEXTS } from './texts.ts';

export function BookmarkToggle({ novelId, novelTitle }: { novelId: number; novelTitle: string }) {
  const queryClient = useQueryClient();
  const lookup = useQuery(queries.getBookmark({ params: { novelId } }));
  const bookmarked = Boolean(lookup.data);

  const toggle = useMutation({
    mutationFn: async (remove: boolean) => {
      if (remove) await api.removeBookmark({ params: { novelId } });
      else await api.addBookmark({ body: { novelId } });
    },
    onSuccess: async (_result, remove) => {
      toast(remove ? MESSAGES.toasts.bookmarkRemoved : MESSAGES.toasts.novelBookmarked);
      await invalidateApi(
        queryClient,
        API_PREFIXES.bookmarks,
        apiPath('novelByName', { params: { name: novelTitle } }),
        apiPath('novelById', { params: { id: novelId } }),
      );
    },
    onError: (error, remove) => {
      toast({
        title: MESSAGES.toasts.errorTitle,
        description: errorMessage(error, remove ? MESSAGES.fallbacks.removeBookmark : NOVEL_TEXTS.bookmarkFailed),
        variant: 'destructive',
      });
    },
  });

  const Icon = bookmarked ? BookmarkCheck : Bookmark;
  return (
    <Button
      variant={bookmarked ? 'secondary' : 'outline'}
      disabled={lookup.isPending || toggle.isPending}
      onClick={() => toggle.mutate(bookmarked)}
    >
      <Icon aria-hidden="true" className={bookmarked ? 'size-4 fill-current' : 'size-4'} />
      {bookmarked ? NOVEL_TEXTS.bookmarked : NOVEL_TEXTS.bookmark}
    </Button>
  );
}
