/** Author dashboard (/author/dashboard): side menu (My Novels, Comments, Reviews, Create Novel) and the chosen tab. */
import { Spinner, buttonClasses, cn } from '@inkshelf/reader-ui';
import { useQuery } from '@tanstack/react-query';
import { BookOpen, MessageSquare, PlusCircle, Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { queries } from '../../api.ts';
import { useCurrentUser } from '../../auth/use-current-user.ts';
import { PAGE_CONTAINER } from '../../layout/page.ts';
import { pageTitle, usePageMeta } from '../../layout/page-meta.ts';
import { AUTHOR_TEXTS as T } from '../author-shared/texts.ts';
import { CommentsTab } from './comments-tab.tsx';
import { NovelsTab } from './novels-tab.tsx';
import { ReviewsTab } from './reviews-tab.tsx';

const TABS = [
  { id: 'novels', label: T.myNovels, icon: BookOpen },
  { id: 'comments', label: T.comments, icon: MessageSquare },
  { id: 'reviews', label: T.reviews, icon: Star },
] as const;
type TabId = (typeof TABS)[number]['id'];

const isTab = (value: string | null): value is TabId => TABS.some((tab) => tab.id === value);

export default function AuthorDashboardPage() {
  const { user } = useCurrentUser();
  const [params] = useSearchParams();
  const requested = params.get('tab');
  const tab: TabId = isTab(requested) ? requested : 'novels';
  const authorId = user?.id ?? 0;
  const novelsQuery = useQuery({ ...queries.novelsByAuthor({ params: { authorId } }), enabled: authorId > 0 });

  usePageMeta(pageTitle(T.dashboardTitle), T.dashboardDescription);

  let content: ReactNode;
  if (!user || novelsQuery.isPending) {
    content = (
      <div className="flex justify-center py-16">
        <Spinner label="Loading your novels..." />
      </div>
    );
  } else if (tab === 'comments') {
    content = <CommentsTab authorId={user.id} novels={novelsQuery.data ?? []} />;
  } else if (tab === 'reviews') {
    content = <ReviewsTab novels={novelsQuery.data ?? []} />;
  } else {
    content = <NovelsTab novels={novelsQuery.data ?? []} loadFailed={novelsQuery.isError} />;
  }

  return (
    <div className={`${PAGE_CONTAINER} grid gap-6`}>
      <h1 className="text-2xl font-bold sm:text-3xl">{T.dashboardTitle}</h1>
      <div className="grid gap-6 md:grid-cols-[13rem_1fr]">
        <nav aria-label="Dashboard" className="md:sticky md:top-20 md:self-start">
          <ul className="flex flex-wrap gap-1 md:grid">
            {TABS.map(({ id, label, icon: Icon }) => (
              <li key={id}>
                <Link
                  to={id === 'novels' ? '/author/dashboard' : `/author/dashboard?tab=${id}`}
                  aria-current={tab === id ? 'page' : undefined}
                  className={cn(
                    buttonClasses('ghost', 'md', 'w-full justify-start'),
                    tab === id && 'bg-accent text-accent-foreground',
                  )}
                >
                  <Icon aria-hidden="true" className="size-4" />
                  {label}
                </Link>
              </li>
            ))}
            <li>
              <Link to="/author/novels/create" className={buttonClasses('default', 'md', 'w-full justify-start')}>
                <PlusCircle aria-hidden="true" className="size-4" />
                {T.createNovel}
              </Link>
            </li>
          </ul>
        </nav>
        <div className="min-w-0">{content}</div>
      </div>
    </div>
  );
}
