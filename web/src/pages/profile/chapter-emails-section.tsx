/** Profile (issue 19): new-chapter emails off, immediately, or as a daily digest (the default). */
import { CHAPTER_EMAIL_MODES, MESSAGES, type ChapterEmailMode } from '@inkshelf/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { accountApi, accountQueries } from '../../api-account.ts';
import { toast } from '@inkshelf/ui/toast';
import { failureText } from './use-account-mutations.ts';

const N = MESSAGES.notifications;

export function ChapterEmailsSection() {
  const client = useQueryClient();
  const settings = accountQueries.getNotificationSettings();
  const query = useQuery(settings);
  const name = useId();
  const save = useMutation({
    mutationFn: (chapterEmails: ChapterEmailMode) => accountApi.updateNotificationSettings({ body: { chapterEmails } }),
    onSuccess: (saved) => {
      client.setQueryData(settings.queryKey, saved);
      toast({ title: N.settingsSaved });
    },
    onError: (error) =>
      toast({
        title: MESSAGES.toasts.errorTitle,
        description: failureText(error, N.settingsFailed),
        variant: 'destructive',
      }),
  });
  const current = save.isPending ? save.variables : query.data?.chapterEmails;

  return (
    <section className="grid gap-4 rounded-lg border border-border bg-card p-6 text-card-foreground shadow-sm">
      <fieldset className="grid gap-3" disabled={!query.data || save.isPending} aria-busy={query.isPending}>
        <legend className="mb-1 text-lg font-semibold">{N.settingsTitle}</legend>
        <p className="text-sm text-muted-foreground">{N.settingsHint}</p>
        {query.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {failureText(query.error, N.loadError)}
          </p>
        ) : (
          <div className="flex flex-wrap gap-2">
            {CHAPTER_EMAIL_MODES.map((mode) => (
              <label
                key={mode}
                className="flex cursor-pointer items-center gap-2 rounded-md border border-border px-3 py-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-accent has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
              >
                <input
                  type="radio"
                  name={name}
                  value={mode}
                  checked={current === mode}
                  onChange={() => save.mutate(mode)}
                  className="accent-primary"
                />
                {N.emailModes[mode]}
              </label>
            ))}
          </div>
        )}
      </fieldset>
    </section>
  );
}
