/** The signed-in reader's library shelf of the novel (issue 19): a select that shelves, moves or removes it. */
import { API_PREFIXES, invalidateApi } from '@inkshelf/api-client';
import { LIBRARY_SHELF_LABELS, LIBRARY_SHELVES, MESSAGES, type LibraryShelf } from '@inkshelf/contracts';
import { errorMessage } from '@inkshelf/reader-ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { api, queries } from '../../api.ts';
import { toast } from '@inkshelf/ui/toast';

const F = MESSAGES.follows;
const NONE = '';

export function ShelfPicker({ novelId }: { novelId: number }) {
  const queryClient = useQueryClient();
  const id = useId();
  const entry = useQuery(queries.getLibraryEntry({ params: { novelId } }));
  const change = useMutation({
    mutationFn: async (shelf: LibraryShelf | null) => {
      if (shelf === null) await api.unshelveNovel({ params: { novelId } });
      else await api.shelveNovel({ params: { novelId }, body: { shelf } });
    },
    onError: (error) =>
      toast({ title: F.shelfFailed, description: errorMessage(error, F.shelfFailed), variant: 'destructive' }),
    onSettled: () => invalidateApi(queryClient, API_PREFIXES.library),
  });
  const shown = change.isPending ? (change.variables ?? NONE) : (entry.data?.shelf ?? NONE);

  return (
    <div className="inline-flex items-center">
      <label htmlFor={id} className="sr-only">
        {F.shelfLabel}
      </label>
      <select
        id={id}
        value={shown}
        disabled={entry.isPending || change.isPending}
        onChange={(event) => change.mutate((event.target.value || null) as LibraryShelf | null)}
        className="h-10 rounded-md border border-input bg-background px-3 text-sm font-medium text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none disabled:opacity-60"
      >
        <option value={NONE}>{F.notOnShelf}</option>
        {LIBRARY_SHELVES.map((shelf) => (
          <option key={shelf} value={shelf}>
            {LIBRARY_SHELF_LABELS[shelf]}
          </option>
        ))}
      </select>
    </div>
  );
}
