/** /bookmarks: the signed-in user's bookmarks with a title/description filter and a remove button per row. */
import { Button, Skeleton, buttonClasses } from '@inkshelf/reader-ui';
import { useQuery } from '@tanstack/react-query';
import { BookmarkX, Search } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { queries } from '../../api.ts';
import { openAuthDialog } from '../../auth/auth-dialog-store.ts';
import { useCurrentUser } from '../../auth/use-current-user.ts';
import { inputClasses } from '@inkshelf/ui/input-classes';
import { EmptyPanel, ErrorPanel } from '@inkshelf/ui/list-states';
import { PAGE_CONTAINER } from '../../layout/page.ts';
import { pageTitle, usePageMeta } from '../../layout/page-meta.ts';
import { BookmarkItem } from './bookmark-item.tsx';
import { bookmarkRow, filterBookmarks } from './bookmark-rows.ts';
import { BOOKMARK_TEXTS as T } from './texts.ts';
import { useRemoveBookmark } from './use-remove-bookmark.ts';

export default function BookmarksPage() {
  const { user } = useCurrentUser();
  usePageMeta(pageTitle(T.heading), T.description);
  return (
    <div className={PAGE_CONTAINER}>
      <h1 className="mb-6 text-2xl font-bold sm:text-3xl">{T.heading}</h1>
      {user ? (
        <BookmarkList />
      ) : (
        <section className="grid justify-items-center gap-4 rounded-lg border border-border bg-card p-10 text-center shadow-sm">
          <p className="text-muted-foreground">{T.signedOut}</p>
          <Button onClick={() => openAuthDialog('login')}>{T.logIn}</Button>
        </section>
      )}
    </div>
  );
}

function BookmarkList() {
  const bookmarks = useQuery({ ...queries.listBookmarks(), select: (list) => list.map(bookmarkRow) });
  const remove = useRemoveBookmark();
  const [filter, setFilter] = useState('');
  const searchId = useId();

  if (bookmarks.isPending) {
    return (
      <div aria-busy="true" className="grid gap-3">
        <p role="status" className="sr-only">
          {T.loading}
        </p>
        {Array.from({ length: 3 }, (_, index) => (
          <Skeleton key={index} className="h-28 w-full" />
        ))}
      </div>
    );
  }
  if (bookmarks.isError) {
    return (
      <ErrorPanel
        title={T.errorTitle}
        detail={bookmarks.error.detail || bookmarks.error.message}
        action={
          <Button variant="outline" onClick={() => void bookmarks.refetch()}>
            {T.tryAgain}
          </Button>
        }
      />
    );
  }
  if (bookmarks.data.length === 0) {
    return (
      <EmptyPanel
        icon={BookmarkX}
        title={T.emptyTitle}
        hint={T.emptyHint}
        action={
          <Link to="/browse" className={buttonClasses('default')}>
            {T.browse}
          </Link>
        }
      />
    );
  }

  const shown = filterBookmarks(bookmarks.data, filter);
  return (
    <>
      <div className="relative mb-6 max-w-md">
        <label htmlFor={searchId} className="sr-only">
          {T.searchLabel}
        </label>
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <input
          id={searchId}
          type="search"
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
          placeholder={T.searchPlaceholder}
          className={`${inputClasses} pl-9`}
        />
      </div>
      {shown.length === 0 ? (
        <EmptyPanel
          title={T.noMatchTitle}
          hint={T.noMatchHint(filter.trim())}
          action={
            <Button variant="outline" onClick={() => setFilter('')}>
              {T.clearSearch}
            </Button>
          }
        />
      ) : (
        <ul aria-label={T.heading} className="grid grid-cols-1 gap-3">
          {shown.map((row) => (
            <BookmarkItem
              key={row.novelId}
              row={row}
              removing={remove.isPending && remove.variables === row.novelId}
              onRemove={() => remove.mutate(row.novelId)}
            />
          ))}
        </ul>
      )}
    </>
  );
}
