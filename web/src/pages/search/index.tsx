/** Placeholder for the Search Results screen; the helper building this screen replaces this file. */
import { PAGE_CONTAINER } from '../../layout/page.ts';

export default function SearchPage() {
  return (
    <div className={PAGE_CONTAINER}>
      <h1 className="text-2xl font-bold">Search Results</h1>
    </div>
  );
}
