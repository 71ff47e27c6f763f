/** /authors/:username: avatar initial, name, Author/Reader, novel count and a 4-column grid of published novels. */
import { MESSAGES } from '@inkshelf/contracts';
import { AvatarInitial, NovelCard, Skeleton, buttonClasses, errorMessage } from '@inkshelf/reader-ui';
import { BookOpen, TriangleAlert, UserX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { useCurrentUser } from '../../auth/use-current-user.ts';
import { FollowButton } from '../../components/follow-button.tsx';
import { EmptyPanel } from '@inkshelf/ui/list-states';
import { ReportAction } from '../../components/report/report-action.tsx';
import { PAGE_CONTAINER } from '../../layout/page.ts';
import { pageTitle, usePageMeta } from '../../layout/page-meta.ts';
import { AUTHOR_PROFILE_TEXTS as T } from './texts.ts';
import { useAuthorProfile } from './use-author-profile.ts';

const GRID = 'grid grid-cols-2 gap-4 md:grid-cols-4';

export default function AuthorProfilePage() {
  const slot = useParams().username ?? '';
  const profile = useAuthorProfile(slot);
  const viewer = useCurrentUser().user;
  const name = profile.status === 'ready' ? profile.user.username : null;
  usePageMeta(
    name ? pageTitle(name) : profile.status === 'not-found' ? pageTitle(T.notFoundTitle) : null,
    name && T.description(name),
  );

  if (profile.status === 'loading') return <ProfileSkeleton />;
  if (profile.status === 'not-found') {
    return (
      <Notice icon={<UserX aria-hidden="true" className="size-10 text-muted-foreground" />} title={T.notFoundTitle}>
        <p className="text-muted-foreground">{T.notFoundText}</p>
        <Link to="/" className={buttonClasses('default')}>
          {T.homeLink}
        </Link>
      </Notice>
    );
  }
  if (profile.status === 'error') {
    return (
      <Notice icon={<TriangleAlert aria-hidden="true" className="size-10 text-destructive" />} title={T.errorTitle}>
        <p role="alert" className="text-muted-foreground">
          {errorMessage(profile.error, MESSAGES.fetchErrors.authorProfileFallback)}
        </p>
      </Notice>
    );
  }

  const { user, novels } = profile;
  return (
    <div className={PAGE_CONTAINER}>
      <header className="mb-10 flex items-center gap-4 rounded-lg border border-border bg-card p-6 shadow-sm">
        <AvatarInitial name={user.username} size="lg" />
        <div className="grid gap-1">
          <h1 className="text-2xl font-bold break-all sm:text-3xl">{user.username}</h1>
          <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            <span className="rounded-full bg-secondary px-2 py-0.5 font-medium text-secondary-foreground">
              {user.isAuthor ? T.author : T.reader}
            </span>
            <span>{T.novelCount(novels.length)}</span>
          </p>
          <div className="flex flex-wrap items-center gap-2">
            {user.isAuthor && viewer?.id !== user.id && (
              <FollowButton target={{ kind: 'author', id: user.id }} signedIn={Boolean(viewer)} />
            )}
            {viewer && viewer.id !== user.id && (
              <ReportAction targetType="user" targetId={user.id} label={`Report ${user.username}`} />
            )}
          </div>
        </div>
      </header>
      <section aria-labelledby="author-novels">
        <h2 id="author-novels" className="mb-4 text-xl font-semibold">
          {T.novelsBy(user.username)}
        </h2>
        {novels.length === 0 ? (
          <EmptyPanel icon={BookOpen} headingLevel={3} title={T.emptyTitle} hint={T.emptyText(user.username)} />
        ) : (
          <ul aria-label={T.novelsBy(user.username)} className={GRID}>
            {novels.map((novel) => (
              <li key={novel.id}>
                <NovelCard novel={novel} headingLevel={3} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function Notice({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className={PAGE_CONTAINER}>
      <section className="mx-auto grid max-w-lg justify-items-center gap-4 rounded-lg border border-border bg-card p-8 text-center shadow-sm">
        {icon}
        <h1 className="text-2xl font-bold">{title}</h1>
        {children}
      </section>
    </div>
  );
}

function ProfileSkeleton() {
  return (
    <div className={PAGE_CONTAINER} aria-busy="true">
      <p role="status" className="sr-only">
        {T.loading}
      </p>
      <div className="mb-10 flex items-center gap-4 rounded-lg border border-border p-6">
        <Skeleton className="size-16 rounded-full" />
        <div className="grid flex-1 gap-2">
          <Skeleton className="h-7 w-48" />
          <Skeleton className="h-4 w-32" />
        </div>
      </div>
      <Skeleton className="mb-4 h-6 w-56" />
      <div className={GRID}>
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} className="aspect-[2/3] w-full" />
        ))}
      </div>
    </div>
  );
}
