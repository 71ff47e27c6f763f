/** /library (issue 19): the signed-in reader's shelves, a tab each, and the novels and authors they follow. */
import { LIBRARY_SHELF_LABELS, LIBRARY_SHELVES, MESSAGES, type LibraryShelf } from '@inkshelf/contracts';
import { Button } from '@inkshelf/reader-ui';
import { useSearchParams } from 'react-router';
import { openAuthDialog } from '../../auth/auth-dialog-store.ts';
import { useCurrentUser } from '../../auth/use-current-user.ts';
import { Tabs } from '../../components/tabs.tsx';
import { PAGE_CONTAINER } from '../../layout/page.ts';
import { pageTitle, usePageMeta } from '../../layout/page-meta.ts';
import { FollowsList, ShelfList } from './library-lists.tsx';

const F = MESSAGES.follows;
type Tab = LibraryShelf | 'following';
const TABS: { id: Tab; label: string }[] = [
  ...LIBRARY_SHELVES.map((shelf) => ({ id: shelf, label: LIBRARY_SHELF_LABELS[shelf] })),
  { id: 'following', label: F.followsTitle },
];
const isTab = (value: string | null): value is Tab => TABS.some((tab) => tab.id === value);

export default function LibraryPage() {
  const { user } = useCurrentUser();
  usePageMeta(pageTitle(F.libraryTitle), null);
  return (
    <div className={PAGE_CONTAINER}>
      <h1 className="mb-6 text-2xl font-bold sm:text-3xl">{F.libraryTitle}</h1>
      {user ? (
        <LibraryTabs />
      ) : (
        <section className="grid justify-items-center gap-4 rounded-lg border border-border bg-card p-10 text-center shadow-sm">
          <p className="text-muted-foreground">{F.librarySignedOut}</p>
          <Button onClick={() => openAuthDialog('login')}>Log In</Button>
        </section>
      )}
    </div>
  );
}

function LibraryTabs() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const current: Tab = isTab(requested) ? requested : 'reading';
  return (
    <Tabs
      tabs={TABS}
      current={current}
      onSelect={(tab) => setParams({ tab }, { replace: true })}
      label={F.libraryTitle}
    >
      {current === 'following' ? <FollowsList /> : <ShelfList shelf={current} />}
    </Tabs>
  );
}
