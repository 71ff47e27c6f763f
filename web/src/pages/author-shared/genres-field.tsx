/**
 * The novel form's genres (issue 37): checkboxes of the site's curated list (GET /api/genres), one to ten ticked. A
 * genre the novel carries that the list no longer has is still offered, ticked, so the author sees it and can untick it.
 */
import { LIMITS } from '@inkshelf/contracts';
import { Button, Skeleton } from '@inkshelf/reader-ui';
import { CheckboxGroupField } from '@inkshelf/ui/choice-group';
import { useQuery } from '@tanstack/react-query';
import { queries } from '../../api.ts';
import { failureText } from './failure.ts';
import { AUTHOR_TEXTS as T } from './texts.ts';

export interface GenresFieldProps {
  name: string;
  value: readonly string[];
  onChange: (genres: string[]) => void;
  error?: string | undefined;
  disabled?: boolean;
}

/** The curated genres, then the novel's own that the list does not hold (compared case-insensitively). */
export function genreOptions(curated: readonly string[], current: readonly string[]) {
  const known = new Set(curated.map((genre) => genre.toLowerCase()));
  const extra = current.filter((genre) => !known.has(genre.toLowerCase()));
  return [...curated, ...extra].map((genre) => ({ value: genre, label: genre }));
}

export function GenresField({ name, value, onChange, error, disabled }: GenresFieldProps) {
  const genres = useQuery(queries.listGenres());
  if (genres.isPending) {
    return (
      <div className="grid gap-2" aria-busy="true">
        <span className="text-sm font-medium">{T.genres}</span>
        <p role="status" className="sr-only">
          {T.genresLoading}
        </p>
        <Skeleton className="h-16 w-full" />
      </div>
    );
  }
  if (genres.isError) {
    return (
      <div role="alert" className="grid justify-items-start gap-2">
        <span className="text-sm font-medium">{T.genres}</span>
        <p className="text-sm text-destructive">{failureText(genres.error, T.genresFailed)}</p>
        <Button variant="outline" size="sm" onClick={() => void genres.refetch()}>
          {T.tryAgain}
        </Button>
      </div>
    );
  }
  return (
    <CheckboxGroupField
      legend={T.genres}
      hint={T.genresHint(LIMITS.genresMax)}
      error={error}
      name={name}
      value={value}
      options={genreOptions(
        genres.data.map((row) => row.genre),
        value,
      )}
      onChange={onChange}
      disabled={disabled}
    />
  );
}
