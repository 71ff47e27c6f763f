/** Placeholder for the Browse Novels screen; the helper building this screen replaces this file. */
import { PAGE_CONTAINER } from '../../layout/page.ts';

export default function BrowsePage() {
  return (
    <div className={PAGE_CONTAINER}>
      <h1 className="text-2xl font-bold">Browse Novels</h1>
    </div>
  );
}
