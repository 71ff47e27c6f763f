/** The zone an author enters and reads release times in (issue 33): the account's, else the device's. */
import { MESSAGES } from '@inkshelf/contracts';
import { toast } from '@inkshelf/ui/toast';
import { zoneOrDevice } from '@inkshelf/ui/zoned-time';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../api.ts';
import { setCurrentUser, useCurrentUser } from '../../auth/use-current-user.ts';
import { failureText } from './failure.ts';

/** [zone, change]: a change is kept on the account, so every later visit (and the studio) shows the same zone. */
export function useAuthorZone(): [string, (zone: string) => void] {
  const client = useQueryClient();
  const { user } = useCurrentUser();
  const [chosen, setChosen] = useState<string | null>(null);
  const zone = chosen ?? zoneOrDevice(user?.timeZone);
  const change = (next: string) => {
    setChosen(next);
    api.setTimeZone({ body: { timeZone: next } }).then(
      (saved) => {
        setCurrentUser(client, saved);
        toast({ title: MESSAGES.releases.timeZoneSaved });
      },
      (error: unknown) =>
        toast({
          title: MESSAGES.toasts.errorTitle,
          description: failureText(error, 'Failed to save'),
          variant: 'destructive',
        }),
    );
  };
  return [zone, change];
}
