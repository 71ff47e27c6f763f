/** Placeholder for the Author Dashboard screen; the helper building this screen replaces this file. */
import { PAGE_CONTAINER } from '../../layout/page.ts';

export default function AuthorDashboardPage() {
  return (
    <div className={PAGE_CONTAINER}>
      <h1 className="text-2xl font-bold">Author Dashboard</h1>
    </div>
  );
}
