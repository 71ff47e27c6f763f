/** /library (issue 19): the signed-in reader's shelves, a tab each, and the novels and authors they follow. */
import { LIBRARY_SHELF_LABELS, LIBRARY_SHELVES, MESSAGES, type LibraryShelf } from '@inkshelf/contracts';
import { Button } from '@inkshelf/reader-ui';
import { useId, useRef, type KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router';
import { openAuthDialog } from '../../auth/auth-dialog-store.ts';
import { useCurrentUser } from '../../auth/use-current-user.ts';
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
  const base = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const select = (tab: Tab) => setParams({ tab }, { replace: true });

  // Arrow keys, Home and End move between tabs (WAI-ARIA tabs pattern, selection follows focus).
  const onKeyDown = (event: KeyboardEvent) => {
    const index = TABS.findIndex((tab) => tab.id === current);
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: TABS.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const wrapped = (next + TABS.length) % TABS.length;
    select(TABS[wrapped]!.id);
    tabs.current[wrapped]?.focus();
  };

  return (
    <>
      <div
        role="tablist"
        aria-label={F.libraryTitle}
        onKeyDown={onKeyDown}
        className="mb-6 flex gap-1 overflow-x-auto border-b border-border"
      >
        {TABS.map((tab, index) => {
          const selected = tab.id === current;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                tabs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${base}-tab-${tab.id}`}
              aria-selected={selected}
              aria-controls={`${base}-panel`}
              tabIndex={selected ? 0 : -1}
              onClick={() => select(tab.id)}
              className={`-mb-px shrink-0 border-b-2 px-3 py-2 text-sm font-medium whitespace-nowrap focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none ${
                selected
                  ? 'border-primary text-foreground'
                  : 'border-transparent text-muted-foreground hover:text-foreground'
              }`}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={`${base}-panel`} aria-labelledby={`${base}-tab-${current}`} tabIndex={0}>
        {current === 'following' ? <FollowsList /> : <ShelfList shelf={current} />}
      </div>
    </>
  );
}
