/** Placeholder for the Edit Novel screen; the helper building this screen replaces this file. */
import { PAGE_CONTAINER } from '../../layout/page.ts';

export default function EditNovelPage() {
  return (
    <div className={PAGE_CONTAINER}>
      <h1 className="text-2xl font-bold">Edit Novel</h1>
    </div>
  );
}
