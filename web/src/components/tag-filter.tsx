/**
 * The filter panel's tags (issue 37): the tags required or left out as chips (a press leaves a required tag out, a
 * second drops it), and two inputs with the tag autocomplete. Each input is a GET form carrying the other filters, so
 * it adds its tag without script too; with script it navigates like the chips.
 */
import { tidyLabel } from '@inkshelf/contracts';
import { Button } from '@inkshelf/reader-ui';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { GenreChip } from './filter-chips.tsx';
import { FILTER_TEXTS as T } from './filter-texts.ts';
import { cycleTag, tagState, withTag, writeFilters, type FilterState } from './novel-filters.ts';
import { TagCombobox } from './tags/tag-combobox.tsx';
import { tagProblem } from './tags/tag-rules.ts';

interface TagFilterProps {
  state: FilterState;
  params: URLSearchParams;
}

function TagForm({ state, params, as }: TagFilterProps & { as: 'include' | 'exclude' }) {
  const id = useId();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const key = as === 'include' ? 'tags' : 'excludeTags';
  const others = [...writeFilters(state, params).entries()];

  const add = (typed: string): boolean => {
    const found = tagProblem(typed);
    setProblem(found);
    if (found) return false;
    const next = writeFilters(withTag(state, tidyLabel(typed), as), params);
    void navigate({ search: `?${next.toString()}` }, { preventScrollReset: true });
    return true;
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (add(text)) setText('');
  };

  return (
    <form method="get" className="grid gap-1" onSubmit={submit}>
      {others.map(([name, value], index) => (
        <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor={id} className="text-xs font-medium text-muted-foreground">
        {as === 'include' ? T.withTag : T.withoutTag}
      </label>
      <div className="flex gap-2">
        <TagCombobox
          id={id}
          name={key}
          className="min-w-0 flex-1"
          value={text}
          onValueChange={(next, typing) => {
            setText(next);
            if (typing) setProblem(null);
          }}
          onCommit={add}
          chosen={[...state.tags, ...state.excludeTags]}
          invalid={problem !== null}
          describedBy={problem ? `${id}-problem` : undefined}
        />
        <Button type="submit" variant="outline" aria-label={T.addTag(as)}>
          {T.add}
        </Button>
      </div>
      {problem && (
        <p id={`${id}-problem`} role="alert" className="text-xs text-destructive">
          {problem}
        </p>
      )}
    </form>
  );
}

export function TagFilter({ state, params }: TagFilterProps) {
  const href = (next: FilterState) => `?${writeFilters(next, params).toString()}`;
  const chosen = [...state.tags, ...state.excludeTags];
  return (
    <section className="grid gap-2">
      <h3 className="text-sm font-semibold">{T.tags}</h3>
      <p className="text-xs text-muted-foreground">{T.tagsHint}</p>
      {chosen.length > 0 && (
        <div className="flex flex-wrap gap-1.5">
          {chosen.map((tag) => (
            <GenreChip key={tag} genre={tag} state={tagState(state, tag)} to={href(cycleTag(state, tag))} />
          ))}
        </div>
      )}
      <TagForm state={state} params={params} as="include" />
      <TagForm state={state} params={params} as="exclude" />
    </section>
  );
}
