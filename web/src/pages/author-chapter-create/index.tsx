/** Placeholder for the Add Chapter screen; the helper building this screen replaces this file. */
import { PAGE_CONTAINER } from '../../layout/page.ts';

export default function CreateChapterPage() {
  return (
    <div className={PAGE_CONTAINER}>
      <h1 className="text-2xl font-bold">Add Chapter</h1>
    </div>
  );
}
