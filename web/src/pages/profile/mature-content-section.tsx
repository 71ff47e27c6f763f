/** Profile (issue 37): hide Mature novels from every list; the server applies it, so it follows the account. */
import { MESSAGES } from '@inkshelf/contracts';
import { toast } from '@inkshelf/ui/toast';
import { hashKey, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { api, queries } from '../../api.ts';
import { PROFILE_TEXTS as T } from './texts.ts';
import { failureText } from './use-account-mutations.ts';

export function MatureContentSection() {
  const client = useQueryClient();
  const preferences = queries.readerPreferences();
  const query = useQuery(preferences);
  const hintId = useId();
  const save = useMutation({
    mutationFn: (hideMature: boolean) => api.saveReaderPreferences({ body: { hideMature } }),
    onSuccess: async (saved) => {
      client.setQueryData(preferences.queryKey, saved);
      toast({ title: saved.hideMature ? T.matureHidden : T.matureShown });
      // Every list read so far was shaped by the old choice.
      const kept = hashKey(preferences.queryKey);
      await client.invalidateQueries({ predicate: (cached) => cached.queryHash !== kept });
    },
    onError: (error) =>
      toast({
        title: MESSAGES.toasts.errorTitle,
        description: failureText(error, T.matureFailed),
        variant: 'destructive',
      }),
  });
  const checked = save.isPending ? save.variables : (query.data?.hideMature ?? false);

  return (
    <section className="grid gap-3 rounded-lg border border-border bg-card p-6 text-card-foreground shadow-sm">
      <h2 className="text-lg font-semibold">{T.matureTitle}</h2>
      {query.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {failureText(query.error, T.matureLoadError)}
        </p>
      ) : (
        <label className="flex cursor-pointer items-start gap-3 text-sm">
          <input
            type="checkbox"
            className="mt-0.5 size-4 accent-primary"
            checked={checked}
            disabled={!query.data || save.isPending}
            aria-describedby={hintId}
            onChange={(event) => save.mutate(event.target.checked)}
          />
          <span className="grid gap-1">
            <span className="font-medium">{T.matureLabel}</span>
            <span id={hintId} className="text-muted-foreground">
              {T.matureHint}
            </span>
          </span>
        </label>
      )}
    </section>
  );
}
