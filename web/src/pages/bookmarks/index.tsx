/** Placeholder for the My Bookmarks screen; the helper building this screen replaces this file. */
import { PAGE_CONTAINER } from '../../layout/page.ts';

export default function BookmarksPage() {
  return (
    <div className={PAGE_CONTAINER}>
      <h1 className="text-2xl font-bold">My Bookmarks</h1>
    </div>
  );
}
