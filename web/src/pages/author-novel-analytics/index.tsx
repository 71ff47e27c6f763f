/**
 * A novel's reader analytics (/author/novels/:novelId/analytics, issue 33): its author's screen, the shared
 * analytics body (@inkshelf/analytics-ui) over `GET /api/novels/{id}/stats`. The period is in the address
 * (`?days=7|30|90|all`, 30 by default); anyone but the novel's author is sent back to the dashboard.
 */
import { AnalyticsScreen } from '@inkshelf/analytics-ui/analytics-screen';
import { MESSAGES, STATS_RANGES, type StatsRange } from '@inkshelf/contracts';
import { Button, buttonClasses, errorMessage, novelPath } from '@inkshelf/reader-ui';
import { ErrorPanel } from '@inkshelf/ui/list-states';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { Link, useParams, useSearchParams } from 'react-router';
import { queries } from '../../api.ts';
import { PAGE_CONTAINER } from '../../layout/page.ts';
import { pageTitle, usePageMeta } from '../../layout/page-meta.ts';
import { LoadingScreen, NotFoundScreen } from '../author-shared/screens.tsx';
import { AUTHOR_TEXTS as T } from '../author-shared/texts.ts';
import { useOwnerGuard } from '../author-shared/use-owner-guard.ts';

const S = MESSAGES.stats;
export const RANGE_PARAM = 'days';
const DEFAULT_RANGE: StatsRange = '30';

const isRange = (value: string | null): value is StatsRange => STATS_RANGES.some((range) => range === value);

/** The period in the address, kept there so a reload or a shared link shows the same one. */
function useRange(): [StatsRange, (range: StatsRange) => void] {
  const [params, setParams] = useSearchParams();
  const requested = params.get(RANGE_PARAM);
  const range = isRange(requested) ? requested : DEFAULT_RANGE;
  const setRange = (next: StatsRange) => {
    const changed = new URLSearchParams(params);
    if (next === DEFAULT_RANGE) changed.delete(RANGE_PARAM);
    else changed.set(RANGE_PARAM, next);
    setParams(changed, { replace: true });
  };
  return [range, setRange];
}

export default function NovelAnalyticsPage() {
  const novelId = Number(useParams().novelId);
  const valid = Number.isInteger(novelId) && novelId > 0;
  const [range, setRange] = useRange();
  const novelQuery = useQuery({ ...queries.novelById({ params: { id: novelId } }), enabled: valid });
  const novel = novelQuery.data;
  const notOwner = useOwnerGuard(novel?.authorId);
  const statsQuery = useQuery({
    ...queries.novelStats({ params: { id: novelId }, query: { days: range } }),
    enabled: valid,
    placeholderData: keepPreviousData,
  });
  usePageMeta(novel ? pageTitle(S.title, novel.title) : pageTitle(S.title), T.analyticsDescription);

  if (!valid || novelQuery.isError) return <NotFoundScreen title={T.novelNotFound} />;
  if (!novel || notOwner) return <LoadingScreen label={T.loadingNovel} />;

  const stats = statsQuery.data;
  const failed = statsQuery.isError && !stats;
  return (
    <div className={`${PAGE_CONTAINER} grid min-w-0 gap-6`}>
      <div className="grid gap-2">
        <div>
          <Link to="/author/dashboard" className={buttonClasses('ghost', 'sm', '-ml-3')}>
            <ArrowLeft aria-hidden="true" className="size-4" />
            {T.dashboardTitle}
          </Link>
        </div>
        <h1 className="text-2xl font-bold sm:text-3xl">{S.title}</h1>
        <p className="text-lg break-words">
          <Link to={novelPath(novel.title)} className="font-medium hover:text-primary hover:underline">
            {novel.title}
          </Link>
        </p>
      </div>
      <AnalyticsScreen
        stats={stats}
        range={range}
        onRangeChange={setRange}
        note={stats && { kind: 'fetched', at: stats.generatedAt }}
        updating={statsQuery.isPlaceholderData}
        unavailable={
          failed ? (
            <ErrorPanel
              title={S.loadFailed}
              detail={errorMessage(statsQuery.error, S.loadFailed)}
              action={<Button onClick={() => void statsQuery.refetch()}>{T.tryAgain}</Button>}
            />
          ) : undefined
        }
      />
    </div>
  );
}
