/**
 * Create novel: title, genres from the site's curated list, comma-separated tags, synopsis, content rating and
 * warnings; kept as a draft or published.
 */
import { isApiError } from '@inkshelf/api-client';
import {
  CONTENT_RATING_LABELS,
  CONTENT_RATINGS,
  CONTENT_WARNING_LABELS,
  CONTENT_WARNINGS,
  type ContentRating,
  type ContentWarning,
  type NovelStatus,
  CACHE_TIMES,
} from '@inkshelf/contracts';
import { Button } from '@inkshelf/reader-ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ErrorNotice, TextAreaField } from '../components/fields.tsx';
import { toast } from '@inkshelf/ui/toast';
import { CheckboxGroupField, RadioGroupField } from '@inkshelf/ui/choice-group';
import { FormField } from '@inkshelf/ui/form-field';
import { apiFor } from '../lib/session.ts';
import { go } from '../state/nav.ts';

const RATING_OPTIONS = CONTENT_RATINGS.map((value) => ({ value, label: CONTENT_RATING_LABELS[value] }));
const WARNING_OPTIONS = CONTENT_WARNINGS.map((value) => ({ value, label: CONTENT_WARNING_LABELS[value] }));

/** Comma-separated text as a list: trimmed, empties and repeats (any case) dropped; the server tidies the rest. */
export function splitList(text: string): string[] {
  const seen = new Set<string>();
  return text
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '' && !seen.has(item.toLowerCase()) && seen.add(item.toLowerCase()));
}

/** The site's curated genres (issue 37), as checkbox options; empty until the server answers. */
function useGenreOptions(serverUrl: string) {
  const genres = useQuery({
    queryKey: ['genres', serverUrl],
    queryFn: () => apiFor(serverUrl).listGenres(),
    ...CACHE_TIMES.genres,
  });
  return {
    options: (genres.data ?? []).map(({ genre }) => ({ value: genre, label: genre })),
    failed: genres.isError,
  };
}

export function NewNovelScreen({ serverUrl }: { serverUrl: string }) {
  const queryClient = useQueryClient();
  const [title, setTitle] = useState('');
  const [genres, setGenres] = useState<string[]>([]);
  const [tags, setTags] = useState('');
  const genreOptions = useGenreOptions(serverUrl);
  const [description, setDescription] = useState('');
  const [rating, setRating] = useState<ContentRating>('everyone');
  const [warnings, setWarnings] = useState<ContentWarning[]>([]);
  const [fieldError, setFieldError] = useState<{ field: string | undefined; message: string } | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);

  const create = useMutation({
    mutationFn: async (status: NovelStatus) =>
      await apiFor(serverUrl).createNovel({
        body: {
          title,
          description,
          genres,
          tags: splitList(tags),
          status,
          contentRating: rating,
          contentWarnings: warnings,
        },
      }),
    onSuccess: async (novel) => {
      toast({ title: 'Novel created', description: novel.title });
      await queryClient.invalidateQueries({ queryKey: ['novels', serverUrl] });
      go({ name: 'novel', novelId: novel.id, novelTitle: novel.title });
    },
    onError: (error) =>
      setFieldError({
        field: isApiError(error) ? error.field : undefined,
        message: isApiError(error, 0)
          ? 'You are offline: a novel can only be created online.'
          : isApiError(error)
            ? error.detail
            : String(error),
      }),
  });

  const submit = (event: FormEvent, status: NovelStatus) => {
    event.preventDefault();
    setFieldError(null);
    create.mutate(status);
  };
  const errorFor = (field: string) => (fieldError?.field === field ? fieldError.message : undefined);
  const pending = create.isPending;

  return (
    <section aria-labelledby="new-novel-heading" className="grid max-w-2xl gap-4">
      <h1 id="new-novel-heading" ref={headingRef} tabIndex={-1} className="text-2xl font-bold focus:outline-none">
        Create novel
      </h1>
      <form noValidate aria-label="Create novel" className="grid gap-4" onSubmit={(event) => submit(event, 'draft')}>
        <FormField
          className="content-start"
          label="Title"
          value={title}
          error={errorFor('title')}
          disabled={pending}
          onChange={(e) => setTitle(e.target.value)}
        />
        <CheckboxGroupField
          legend="Genres"
          hint={
            genreOptions.failed
              ? 'The genre list could not be loaded. Check the connection and open this screen again.'
              : "Pick one to three from the site's list; put other words in tags."
          }
          name="genres"
          value={genres}
          options={genreOptions.options}
          onChange={setGenres}
          error={errorFor('genres')}
          disabled={pending}
        />
        <FormField
          className="content-start"
          label="Tags"
          hint="Separate tags with commas, e.g. LitRPG, Found Family (up to 20)"
          value={tags}
          error={errorFor('tags')}
          disabled={pending}
          onChange={(e) => setTags(e.target.value)}
        />
        <TextAreaField
          label="Synopsis"
          rows={5}
          value={description}
          error={errorFor('description')}
          disabled={pending}
          onChange={(e) => setDescription(e.target.value)}
        />
        <RadioGroupField
          legend="Content rating"
          name="contentRating"
          value={rating}
          options={RATING_OPTIONS}
          onChange={setRating}
          disabled={pending}
        />
        <CheckboxGroupField
          legend="Content warnings"
          hint="Tick what the story contains, so readers can choose. Shown on the novel page."
          name="contentWarnings"
          value={warnings}
          options={WARNING_OPTIONS}
          onChange={setWarnings}
          disabled={pending}
        />
        {fieldError && !['title', 'genres', 'tags', 'description'].includes(fieldError.field ?? '') && (
          <ErrorNotice>{fieldError.message}</ErrorNotice>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="ghost" disabled={pending} onClick={() => go({ name: 'novels' })}>
            Cancel
          </Button>
          <Button type="submit" variant="outline" disabled={pending}>
            Save as draft
          </Button>
          <Button disabled={pending} onClick={(event) => submit(event, 'published')}>
            Publish novel
          </Button>
        </div>
      </form>
    </section>
  );
}
