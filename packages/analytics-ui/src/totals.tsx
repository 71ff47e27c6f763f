/** The period's totals as a row of figures (two columns on a phone, six on a wide screen). */
import { MESSAGES, type NovelStats } from '@inkshelf/contracts';
import { formatAverage, formatCount } from './format.ts';

const S = MESSAGES.stats;

export function Totals({ totals }: { totals: NovelStats['totals'] }) {
  const figures = [
    [S.reads, formatCount(totals.reads)],
    [S.uniqueReaders, formatCount(totals.uniqueReaders)],
    [S.followers, formatCount(totals.followers)],
    [S.libraryAdditions, formatCount(totals.libraryAdditions)],
    [S.ratings, formatCount(totals.ratings)],
    [S.averageRating, formatAverage(totals.averageRating)],
  ] as const;
  return (
    <dl data-testid="stats-totals" className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
      {figures.map(([label, value]) => (
        <div
          key={label}
          className="grid min-w-0 gap-1 rounded-lg border border-border bg-card p-3 text-card-foreground shadow-sm"
        >
          <dt className="text-sm text-muted-foreground">{label}</dt>
          <dd className="text-2xl font-semibold tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
