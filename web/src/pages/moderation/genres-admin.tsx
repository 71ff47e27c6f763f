/**
 * The curated genres (administrators, issue 37): each with its published novels, renamed in place (on every novel)
 * or deleted after a confirmation; the server refuses to delete a genre novels carry (409) and says how many.
 */
import { API_PREFIXES, invalidateApi } from '@inkshelf/api-client';
import { LIMITS, type GenreCount } from '@inkshelf/contracts';
import { Button, Skeleton } from '@inkshelf/reader-ui';
import { ConfirmDialog } from '@inkshelf/ui/confirm-dialog';
import { inputClasses } from '@inkshelf/ui/input-classes';
import { toast } from '@inkshelf/ui/toast';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { queries } from '../../api.ts';
import { moderationApi } from '../../api-moderation.ts';
import { failureText } from '../author-shared/failure.ts';
import { TAXONOMY_TEXTS as T } from './texts.ts';

/** Genres, novels (a rename changes them) and tags: what a change of the list may have changed. */
const refresh = (client: ReturnType<typeof useQueryClient>) =>
  invalidateApi(client, API_PREFIXES.genres, API_PREFIXES.novels);

/** A one-field form: a genre's (new) name and its button, with the server's refusal under it. */
function NameForm(props: {
  label: string;
  initial?: string;
  submitLabel: string;
  onSubmit: (name: string) => Promise<unknown>;
  failure: string;
  onCancel?: () => void;
}) {
  const id = useId();
  const [name, setName] = useState(props.initial ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setProblem(null);
    try {
      await props.onSubmit(name.trim());
      setName('');
    } catch (error) {
      setProblem(failureText(error, props.failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={(event) => void submit(event)} className="grid gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {props.label}
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          id={id}
          required
          maxLength={LIMITS.genreMaxLength}
          autoComplete="off"
          className={`${inputClasses} min-w-0 flex-1`}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
        <Button type="submit" disabled={busy || !name.trim()}>
          {busy ? T.working : props.submitLabel}
        </Button>
        {props.onCancel && (
          <Button variant="ghost" onClick={props.onCancel} disabled={busy}>
            {T.cancel}
          </Button>
        )}
      </div>
      {problem && (
        <p id={`${id}-problem`} role="alert" className="text-sm text-destructive">
          {problem}
        </p>
      )}
    </form>
  );
}

function GenreRow(props: { row: GenreCount; onRename: () => void; onDelete: () => void }) {
  const { row } = props;
  return (
    <>
      <span className="min-w-0 flex-1 font-medium break-words">{row.genre}</span>
      <span className="text-xs text-muted-foreground">{T.novels(row.count)}</span>
      <Button variant="ghost" size="sm" aria-label={T.renameAction(row.genre)} onClick={props.onRename}>
        {T.rename}
      </Button>
      <Button
        variant="ghost"
        size="sm"
        className="text-destructive hover:text-destructive"
        aria-label={T.deleteAction(row.genre)}
        onClick={props.onDelete}
      >
        {T.delete}
      </Button>
    </>
  );
}

export function GenresAdmin() {
  const client = useQueryClient();
  const genres = useQuery(queries.listGenres());
  const [renaming, setRenaming] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const [deletePending, setDeletePending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const add = async (name: string) => {
    const created = await moderationApi.createGenre({ body: { name } });
    toast({ title: T.added(created.genre) });
    await refresh(client);
  };
  const rename = async (genre: string, name: string) => {
    const saved = await moderationApi.renameGenre({ params: { genre }, body: { name } });
    toast({ title: T.renamed(genre, saved.genre) });
    setRenaming(null);
    await refresh(client);
  };
  const remove = async () => {
    if (!deleting) return;
    setDeletePending(true);
    try {
      await moderationApi.deleteGenre({ params: { genre: deleting } });
      toast({ title: T.deleted(deleting) });
      await refresh(client);
    } catch (error) {
      setProblem(failureText(error, T.deleteFailed));
    } finally {
      setDeletePending(false);
      setDeleting(null);
    }
  };

  return (
    <section aria-labelledby="genres-heading" className="grid content-start gap-3">
      <h2 id="genres-heading" className="text-lg font-semibold">
        {T.genresHeading}
      </h2>
      <p className="text-sm text-muted-foreground">{T.genresHint}</p>
      <NameForm label={T.newGenre} submitLabel={T.addGenre} onSubmit={add} failure={T.addFailed} />
      {problem && (
        <p role="alert" className="text-sm text-destructive">
          {problem}
        </p>
      )}
      {genres.isPending ? (
        <Skeleton className="h-32 w-full" />
      ) : genres.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {failureText(genres.error, T.genresFailed)}
        </p>
      ) : genres.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">{T.genresEmpty}</p>
      ) : (
        <ul
          aria-label={T.genresHeading}
          className="grid divide-y divide-border rounded-lg border border-border bg-card"
        >
          {genres.data.map((row) => (
            <li key={row.genre} className="flex flex-wrap items-center gap-2 px-3 py-2 text-sm">
              {renaming === row.genre ? (
                <div className="w-full">
                  <NameForm
                    label={T.renameLabel(row.genre)}
                    initial={row.genre}
                    submitLabel={T.save}
                    onSubmit={(name) => rename(row.genre, name)}
                    failure={T.renameFailed}
                    onCancel={() => setRenaming(null)}
                  />
                </div>
              ) : (
                <GenreRow
                  row={row}
                  onRename={() => setRenaming(row.genre)}
                  onDelete={() => {
                    setProblem(null);
                    setDeleting(row.genre);
                  }}
                />
              )}
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={T.deleteTitle}
        subject={deleting}
        description={T.deleteText}
        confirmLabel={T.delete}
        destructive
        pending={deletePending}
        onConfirm={() => void remove()}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}
