/**
 * Merging a tag into another (administrators, issue 37): two tag inputs with the autocomplete, checked here, then a
 * confirmation that says what happens; the answer (the canonical tag with its synonyms) is shown under the form.
 */
import { API_PREFIXES, invalidateApi } from '@inkshelf/api-client';
import { MESSAGES, labelKey, tidyLabel, type TagDetail } from '@inkshelf/contracts';
import { Button } from '@inkshelf/reader-ui';
import { ConfirmDialog } from '@inkshelf/ui/confirm-dialog';
import { toast } from '@inkshelf/ui/toast';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { moderationApi } from '../../api-moderation.ts';
import { TagCombobox } from '../../components/tags/tag-combobox.tsx';
import { tagProblem } from '../../components/tags/tag-rules.ts';
import { failureText } from '../author-shared/failure.ts';
import { TAXONOMY_TEXTS as T } from './texts.ts';

/** One tag input: a picked suggestion fills it (the field holds a single tag). */
function TagField({ label, value, onChange }: { label: string; value: string; onChange: (tag: string) => void }) {
  const id = useId();
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <TagCombobox
        id={id}
        value={value}
        onValueChange={onChange}
        onCommit={(tag) => {
          onChange(tidyLabel(tag));
          return false;
        }}
      />
    </div>
  );
}

/** What is wrong with the pair as typed, or null. */
function pairProblem(from: string, into: string): string | null {
  const found = tagProblem(from) ?? tagProblem(into);
  if (found) return found;
  return labelKey(from) === labelKey(into) ? MESSAGES.errors.tagMergeIntoItself : null;
}

export function TagMerge() {
  const client = useQueryClient();
  const [from, setFrom] = useState('');
  const [into, setInto] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [result, setResult] = useState<TagDetail | null>(null);

  const ask = (event: FormEvent) => {
    event.preventDefault();
    const found = pairProblem(from, into);
    setProblem(found);
    setConfirming(found === null);
  };
  const merge = async () => {
    setPending(true);
    const [source, target] = [tidyLabel(from), tidyLabel(into)];
    try {
      const detail = await moderationApi.mergeTag({ params: { tag: source }, body: { into: target } });
      toast({ title: T.merged(source, detail.tag) });
      setResult(detail);
      setFrom('');
      setInto('');
      await invalidateApi(client, API_PREFIXES.tags, API_PREFIXES.novels);
    } catch (error) {
      setProblem(failureText(error, T.mergeFailed));
    } finally {
      setPending(false);
      setConfirming(false);
    }
  };

  return (
    <section aria-labelledby="merge-heading" className="grid content-start gap-3">
      <h2 id="merge-heading" className="text-lg font-semibold">
        {T.mergeHeading}
      </h2>
      <p className="text-sm text-muted-foreground">{T.mergeHint}</p>
      <form onSubmit={ask} className="grid gap-3 rounded-lg border border-border bg-card p-4">
        <TagField label={T.mergeFrom} value={from} onChange={setFrom} />
        <TagField label={T.mergeInto} value={into} onChange={setInto} />
        {problem && (
          <p role="alert" className="text-sm text-destructive">
            {problem}
          </p>
        )}
        <Button type="submit" className="justify-self-start" disabled={!from.trim() || !into.trim()}>
          {T.mergeButton}
        </Button>
      </form>
      {result && (
        <p role="status" className="text-sm text-muted-foreground">
          {T.mergedResult(result.tag, result.count, result.synonyms)}
        </p>
      )}
      <ConfirmDialog
        open={confirming}
        title={T.mergeTitle}
        subject={T.mergeSubject(tidyLabel(from), tidyLabel(into))}
        description={T.mergeText(tidyLabel(from), tidyLabel(into))}
        confirmLabel={T.merge}
        pendingLabel={T.working}
        pending={pending}
        onConfirm={() => void merge()}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
}
