/**
 * Follow button of a novel or an author (issue 19) with the follower count: pressed when the reader follows,
 * optimistic (count and state change at once, and come back with a readable toast when the call fails). Signed
 * out it opens the sign-in dialog. The count is read after hydration (the server render shows the button alone).
 */
import { API_PREFIXES, invalidateApi, type ApiError } from '@inkshelf/api-client';
import { MESSAGES, type FollowStatus } from '@inkshelf/contracts';
import { Button, errorMessage } from '@inkshelf/reader-ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { UserCheck, UserPlus } from 'lucide-react';
import { api, queries } from '../api.ts';
import { openAuthDialog } from '../auth/auth-dialog-store.ts';
import { toast } from '@inkshelf/ui/toast';

const F = MESSAGES.follows;

export interface FollowTarget {
  kind: 'novel' | 'author';
  id: number;
}

const statusQuery = (target: FollowTarget) =>
  target.kind === 'novel'
    ? queries.novelFollowStatus({ params: { id: target.id } })
    : queries.authorFollowStatus({ params: { id: target.id } });

export function FollowButton({ target, signedIn }: { target: FollowTarget; signedIn: boolean }) {
  const queryClient = useQueryClient();
  const query = statusQuery(target);
  const status = useQuery(query);
  const following = status.data?.following === true;

  const toggle = useMutation<FollowStatus, ApiError, boolean, { previous: FollowStatus | undefined }>({
    mutationFn: async (unfollow) => {
      if (unfollow) {
        return target.kind === 'novel'
          ? api.unfollowNovel({ params: { id: target.id } })
          : api.unfollowAuthor({ params: { id: target.id } });
      }
      const body = target.kind === 'novel' ? { novelId: target.id } : { authorId: target.id };
      const follow = await api.follow({ body });
      return { followerCount: follow.followerCount, following: true };
    },
    onMutate: async (unfollow) => {
      await queryClient.cancelQueries({ queryKey: query.queryKey });
      const previous = queryClient.getQueryData<FollowStatus>(query.queryKey);
      if (previous) {
        queryClient.setQueryData<FollowStatus>(query.queryKey, {
          following: !unfollow,
          followerCount: Math.max(0, previous.followerCount + (unfollow ? -1 : 1)),
        });
      }
      return { previous };
    },
    onError: (error, _unfollow, context) => {
      if (context?.previous) queryClient.setQueryData(query.queryKey, context.previous);
      toast({ title: F.followFailed, description: errorMessage(error, F.followFailed), variant: 'destructive' });
    },
    onSuccess: (answer) => queryClient.setQueryData(query.queryKey, answer),
    onSettled: () => invalidateApi(queryClient, API_PREFIXES.follows),
  });

  const Icon = following ? UserCheck : UserPlus;
  return (
    <div className="inline-flex items-center gap-2">
      <Button
        variant={following ? 'secondary' : 'outline'}
        aria-pressed={signedIn ? following : undefined}
        disabled={signedIn && (status.isPending || toggle.isPending)}
        onClick={() => (signedIn ? toggle.mutate(following) : openAuthDialog('login'))}
      >
        <Icon aria-hidden="true" className="size-4" />
        {following ? F.following : F.follow}
      </Button>
      {status.data && (
        <span className="text-sm text-muted-foreground" data-testid="follower-count">
          {F.followers(status.data.followerCount)}
        </span>
      )}
    </div>
  );
}
