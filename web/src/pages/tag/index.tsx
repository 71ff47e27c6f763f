/**
 * /tags/:tag (issue 37): the published novels carrying a tag, 12 per page, with the tag's count, its synonyms and its
 * feed. A merged synonym's URL moves to its canonical tag's page (the API answers the canonical tag for it).
 */
import { isApiError } from '@inkshelf/api-client';
import { ABOVE_THE_FOLD_COVERS, tagPath } from '@inkshelf/contracts';
import { Button, NovelCard, Skeleton, buttonClasses } from '@inkshelf/reader-ui';
import { EmptyPanel, ErrorPanel } from '@inkshelf/ui/list-states';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { BookOpen, SearchX } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { queries } from '../../api.ts';
import { errorText } from '../../components/use-novel-filters.ts';
import { PAGE_CONTAINER } from '../../layout/page.ts';
import { pageTitle, usePageMeta } from '../../layout/page-meta.ts';
import { TagHeader } from './tag-header.tsx';
import { readPage } from '../search/search-params.ts';
import { TAG_PAGE_SIZE, tagNovelsQuery } from './tag-page.ts';
import { TagPager } from './tag-pager.tsx';
import { TAG_PAGE_TEXTS as T } from './texts.ts';

const GRID = 'grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4';

function BrowseLink() {
  return (
    <Link to="/browse" className={buttonClasses('outline')}>
      {T.browseLink}
    </Link>
  );
}

/** Once the API names the canonical spelling of the URL's tag, a different one replaces the URL (query kept). */
function useCanonicalTag(tag: string, canonical: string | undefined): void {
  const navigate = useNavigate();
  const { search } = useLocation();
  useEffect(() => {
    if (canonical !== undefined && canonical !== tag) {
      void navigate({ pathname: tagPath(canonical), search }, { replace: true });
    }
  }, [canonical, tag, search, navigate]);
}

export default function TagPage() {
  const tag = useParams().tag ?? '';
  const { search } = useLocation();
  const page = readPage(new URLSearchParams(search).get('page'));
  const detail = useQuery(queries.tagDetail({ params: { tag } }));
  const list = useQuery({ ...tagNovelsQuery(queries, tag, page), placeholderData: keepPreviousData });
  useCanonicalTag(tag, detail.data?.tag);
  const name = detail.data?.tag ?? tag;
  usePageMeta(pageTitle(T.title(name)), T.description(name));

  if (isApiError(detail.error, 404)) {
    return (
      <div className={PAGE_CONTAINER}>
        <EmptyPanel
          icon={SearchX}
          headingLevel={2}
          title={T.notFoundTitle}
          hint={T.notFoundHint}
          action={<BrowseLink />}
        />
      </div>
    );
  }
  const retry = (
    <Button variant="outline" onClick={() => void (detail.isError ? detail.refetch() : list.refetch())}>
      {T.tryAgain}
    </Button>
  );
  return (
    <div className={PAGE_CONTAINER}>
      <TagHeader tag={tag} detail={detail.data} />
      {detail.isError || list.isError ? (
        <ErrorPanel title={T.errorTitle} detail={errorText(detail.error ?? list.error)} action={retry} />
      ) : list.isPending ? (
        <div aria-busy="true">
          <p role="status" className="sr-only">
            {T.loading}
          </p>
          <div className={GRID}>
            {Array.from({ length: TAG_PAGE_SIZE }, (_, index) => (
              <Skeleton key={index} className="aspect-[2/3] w-full" />
            ))}
          </div>
        </div>
      ) : list.data.length === 0 ? (
        <EmptyPanel icon={BookOpen} title={T.emptyTitle} hint={T.emptyHint} action={<BrowseLink />} />
      ) : (
        <ul aria-label={T.title(name)} aria-busy={list.isFetching} className={GRID}>
          {list.data.map((novel, index) => (
            <li key={novel.id}>
              <NovelCard novel={novel} headingLevel={2} priority={index < ABOVE_THE_FOLD_COVERS} />
            </li>
          ))}
        </ul>
      )}
      {list.isSuccess && !detail.isError && <TagPager page={page} fullPage={list.data.length === TAG_PAGE_SIZE} />}
    </div>
  );
}
