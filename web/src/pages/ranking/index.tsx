/** Placeholder for the Novel Rankings screen; the helper building this screen replaces this file. */
import { PAGE_CONTAINER } from '../../layout/page.ts';

export default function RankingPage() {
  return (
    <div className={PAGE_CONTAINER}>
      <h1 className="text-2xl font-bold">Novel Rankings</h1>
    </div>
  );
}
