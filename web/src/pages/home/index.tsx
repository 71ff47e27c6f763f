/** Placeholder for the Home screen; the helper building this screen replaces this file. */
import { PAGE_CONTAINER } from '../../layout/page.ts';

export default function HomePage() {
  return (
    <div className={PAGE_CONTAINER}>
      <h1 className="text-2xl font-bold">Home</h1>
    </div>
  );
}
