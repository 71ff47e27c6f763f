/**
 * The filter panel's live state for a page: the URL's filters, the signed-in reader's saved default (GET
 * /api/users/me/preferences, applied when the URL has no `excludeGenres`) and saving a new default (PUT).
 */
import { isApiError } from '@inkshelf/api-client';
import type { ReaderPreferences } from '@inkshelf/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { api, queries } from '../api.ts';
import { useCurrentUser } from '../auth/use-current-user.ts';
import { activeFilterCount, apiFilters, excludedOf, readFilters, type FilterState } from './novel-filters.ts';

const NONE: readonly string[] = [];

export interface NovelFiltersView {
  params: URLSearchParams;
  state: FilterState;
  /** The saved default, [] when signed out or none is saved. */
  saved: readonly string[];
  /** The genres left out right now (the URL's, else the saved default). */
  excluded: string[];
  /** False while a signed-in reader's saved default is still loading (the list waits for it). */
  ready: boolean;
  signedIn: boolean;
  /** True when the saved default is what leaves genres out (the URL does not say). */
  defaultApplied: boolean;
  count: number;
  /** The API query's filter fields. */
  query: ReturnType<typeof apiFilters>;
}

export function useNovelFilters({ sortable = true }: { sortable?: boolean } = {}): NovelFiltersView {
  const [params] = useSearchParams();
  const { user, isLoading } = useCurrentUser();
  const signedIn = Boolean(user);
  const preferences = useQuery({ ...queries.readerPreferences(), enabled: signedIn });
  const state = readFilters(params);
  // A failed read of the default does not block the list: it shows unfiltered by it.
  const saved = signedIn ? (preferences.data?.excludedGenres ?? NONE) : NONE;
  const waiting = isLoading || (signedIn && state.excludeGenres === null && preferences.isPending);
  return {
    params,
    state,
    saved,
    excluded: excludedOf(state, saved),
    ready: !waiting,
    signedIn,
    defaultApplied: state.excludeGenres === null && saved.length > 0,
    count: activeFilterCount(state, saved),
    query: apiFilters(state, saved, sortable),
  };
}

/** Saves the genres as the reader's default ('Never show me these'); the answer replaces the cached default. */
export function useSaveDefault() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (excludedGenres: string[]) => api.saveReaderPreferences({ body: { excludedGenres } }),
    onSuccess: (saved: ReaderPreferences) => client.setQueryData(queries.readerPreferences().queryKey, saved),
  });
}

/** A readable text for a failed request: the server's message when it sent one. */
export function errorText(error: unknown): string {
  if (isApiError(error)) return error.detail || error.message;
  return error instanceof Error ? error.message : String(error);
}
