/**
 * The Browse and Search filter panel (issue 19 item 6; tags, issue 37). Every choice is a link to the filtered URL (a
 * tag, a GET form) and the panel is a native <details> (kept open on wide screens by index.css), so it works and folds
 * without script.
 */
import {
  COMPLETION_STATUSES,
  COMPLETION_STATUS_LABELS,
  CONTENT_RATINGS,
  CONTENT_RATING_LABELS,
  NOVEL_LIST_SORT_FIELDS,
  NOVEL_LIST_SORT_LABELS,
  type NovelListSortField,
} from '@inkshelf/contracts';
import { Button, buttonClasses, cn } from '@inkshelf/reader-ui';
import { ChevronDown, SlidersHorizontal } from 'lucide-react';
import { useNavigate } from 'react-router';
import { ChipGroup, FilterLink, GenreChip, ToggleChip } from './filter-chips.tsx';
import { FILTER_TEXTS as T } from './filter-texts.ts';
import { TagFilter } from './tag-filter.tsx';
import {
  UPDATED_WITHIN_DAYS,
  WORD_PRESETS,
  cycleGenre,
  genreState,
  resetFilters,
  sameGenres,
  toggled,
  wordPresetOf,
  writeFilters,
  type FilterState,
} from './novel-filters.ts';
import { errorText, useSaveDefault, type NovelFiltersView } from './use-novel-filters.ts';

export interface FilterPanelProps {
  view: NovelFiltersView;
  /** Every genre to offer (the catalogue's, A to Z). */
  genres: readonly string[];
  /** Browse sorts; Search keeps the search's order. */
  sortable?: boolean;
}

/** The genres to offer: the catalogue's, then any the URL names that it does not have. */
function genresToOffer(catalogue: readonly string[], view: NovelFiltersView): string[] {
  const known = new Set(catalogue.map((genre) => genre.toLowerCase()));
  const extra = [...view.state.genres, ...view.excluded].filter((genre) => !known.has(genre.toLowerCase()));
  return [...catalogue, ...new Set(extra)];
}

export function FilterPanel({ view, genres, sortable = true }: FilterPanelProps) {
  const { state, params, saved, count } = view;
  const href = (next: FilterState) => `?${writeFilters(next, params).toString()}`;
  const preset = wordPresetOf(state);
  return (
    <details className="filter-panel group rounded-lg border border-border bg-card text-card-foreground md:border-0 md:bg-transparent">
      <summary
        className={cn(
          buttonClasses('outline', 'md'),
          'w-full cursor-pointer list-none justify-between [&::-webkit-details-marker]:hidden',
        )}
      >
        <span className="inline-flex items-center gap-2">
          <SlidersHorizontal aria-hidden="true" className="size-4" />
          {T.panel}
          {count > 0 && (
            <>
              <span aria-hidden="true" className="rounded-full bg-primary px-2 text-xs text-primary-foreground">
                {count}
              </span>
              <span className="sr-only">{T.count(count)}</span>
            </>
          )}
        </span>
        <ChevronDown aria-hidden="true" className="size-4 transition-transform group-open:rotate-180" />
      </summary>
      <div className="grid gap-5 p-4 md:p-0">
        <div className="hidden items-baseline justify-between gap-2 md:flex">
          <h2 className="text-lg font-semibold">{T.panel}</h2>
          {count > 0 && <p className="text-sm text-muted-foreground">{T.count(count)}</p>}
        </div>
        {sortable && <SortForm state={state} params={params} />}
        <ChipGroup title={T.genres} hint={T.genresHint}>
          {genresToOffer(genres, view).map((genre) => (
            <GenreChip
              key={genre}
              genre={genre}
              state={genreState(state, saved, genre)}
              to={href(cycleGenre(state, saved, genre))}
            />
          ))}
        </ChipGroup>
        {view.defaultApplied && <p className="text-xs text-muted-foreground">{T.defaultApplied(saved)}</p>}
        <TagFilter state={state} params={params} />
        <ChipGroup title={T.status}>
          {COMPLETION_STATUSES.map((status) => (
            <ToggleChip
              key={status}
              label={COMPLETION_STATUS_LABELS[status]}
              on={state.status.includes(status)}
              to={href({ ...state, status: toggled(state.status, status) })}
            />
          ))}
        </ChipGroup>
        <ChipGroup title={T.rating}>
          {CONTENT_RATINGS.map((rating) => (
            <ToggleChip
              key={rating}
              label={CONTENT_RATING_LABELS[rating]}
              on={state.contentRating.includes(rating)}
              to={href({ ...state, contentRating: toggled(state.contentRating, rating) })}
            />
          ))}
        </ChipGroup>
        <ChipGroup title={T.length}>
          <ToggleChip
            label={T.anyLength}
            on={preset === undefined}
            to={href({ ...state, minWords: undefined, maxWords: undefined })}
          />
          {WORD_PRESETS.map((item) => (
            <ToggleChip
              key={item.id}
              label={item.label}
              on={preset === item.id}
              to={href({ ...state, minWords: item.minWords, maxWords: item.maxWords })}
            />
          ))}
          {preset === 'custom' && (
            <ToggleChip label={T.customLength(state.minWords, state.maxWords)} on to={href(state)} />
          )}
        </ChipGroup>
        <ChipGroup title={T.updated}>
          <ToggleChip
            label={T.anyTime}
            on={state.updatedWithin === undefined}
            to={href({ ...state, updatedWithin: undefined })}
          />
          {UPDATED_WITHIN_DAYS.map((days) => (
            <ToggleChip
              key={days}
              label={T.withinDays(days)}
              on={state.updatedWithin === days}
              to={href({ ...state, updatedWithin: days })}
            />
          ))}
          {state.updatedWithin !== undefined && !UPDATED_WITHIN_DAYS.some((days) => days === state.updatedWithin) && (
            <ToggleChip label={T.withinDays(state.updatedWithin)} on to={href(state)} />
          )}
        </ChipGroup>
        <div className="flex flex-wrap items-center gap-2">
          <FilterLink to={`?${resetFilters(params).toString()}`} className={buttonClasses('outline', 'sm')}>
            {T.reset}
          </FilterLink>
          {view.signedIn && !sameGenres(view.excluded, saved) && <SaveDefault excluded={view.excluded} />}
          {view.signedIn && sameGenres(view.excluded, saved) && state.excludeGenres !== null && (
            <p role="status" className="text-sm text-muted-foreground">
              {T.saved(saved)}
            </p>
          )}
        </div>
      </div>
    </details>
  );
}

/** The sort select in a GET form: applied on change with script, by its 'Apply' button without. */
function SortForm({ state, params }: { state: FilterState; params: URLSearchParams }) {
  const navigate = useNavigate();
  const others = [...writeFilters({ ...state, sortBy: undefined }, params).entries()];
  return (
    <form method="get" className="grid gap-2" onSubmit={(event) => event.preventDefault()}>
      {others.map(([key, value], index) => (
        <input key={`${key}-${index}`} type="hidden" name={key} value={value} />
      ))}
      <label htmlFor="filter-sort" className="text-sm font-semibold">
        {T.sort}
      </label>
      <div className="flex gap-2">
        <select
          id="filter-sort"
          name="sortBy"
          value={state.sortBy ?? ''}
          onChange={(event) => {
            const sortBy = event.target.value as NovelListSortField | '';
            const next = writeFilters({ ...state, sortBy: sortBy === '' ? undefined : sortBy }, params);
            void navigate({ search: `?${next.toString()}` }, { preventScrollReset: true });
          }}
          className="h-9 w-full rounded-md border border-border bg-background px-2 text-sm text-foreground"
        >
          <option value="">{T.newest}</option>
          {NOVEL_LIST_SORT_FIELDS.map((field) => (
            <option key={field} value={field}>
              {NOVEL_LIST_SORT_LABELS[field]}
            </option>
          ))}
        </select>
        <noscript>
          <button type="submit" className={buttonClasses('outline', 'sm', 'h-9')}>
            {T.apply}
          </button>
        </noscript>
      </div>
    </form>
  );
}

/** 'Never show me these': saves the genres left out now as the reader's default. */
function SaveDefault({ excluded }: { excluded: string[] }) {
  const save = useSaveDefault();
  return (
    <>
      <Button variant="secondary" size="sm" disabled={save.isPending} onClick={() => save.mutate(excluded)}>
        {save.isPending ? T.saving : excluded.length > 0 ? T.saveDefault : T.clearDefault}
      </Button>
      {save.isError && (
        <p role="alert" className="w-full text-sm text-destructive">
          {T.saveFailed(errorText(save.error))}
        </p>
      )}
    </>
  );
}
