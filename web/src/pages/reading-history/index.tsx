/** Placeholder for the Reading History screen; the helper building this screen replaces this file. */
import { PAGE_CONTAINER } from '../../layout/page.ts';

export default function ReadingHistoryPage() {
  return (
    <div className={PAGE_CONTAINER}>
      <h1 className="text-2xl font-bold">Reading History</h1>
    </div>
  );
}
