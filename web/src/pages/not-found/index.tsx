/** Any path the router does not know (spec section 2): '404 Page Not Found'. */
import { buttonClasses } from '@inkshelf/reader-ui';
import { FileQuestion } from 'lucide-react';
import { Link } from 'react-router';
import { PROSE_CONTAINER } from '../../layout/page.ts';
import { pageTitle, usePageMeta } from '../../layout/page-meta.ts';

export const NOT_FOUND_TITLE = '404 Page Not Found';
export const NOT_FOUND_TEXT = 'Did you forget to add the page to the router?';

export default function NotFoundPage() {
  usePageMeta(pageTitle(NOT_FOUND_TITLE), 'This page does not exist on Inkshelf.');
  return (
    <div className={`${PROSE_CONTAINER} flex flex-1 items-center justify-center`}>
      <section className="grid w-full max-w-md gap-4 rounded-lg border border-border bg-card p-8 text-center shadow-sm">
        <FileQuestion aria-hidden="true" className="mx-auto size-10 text-destructive" />
        <h1 className="text-2xl font-bold">{NOT_FOUND_TITLE}</h1>
        <p className="text-muted-foreground">{NOT_FOUND_TEXT}</p>
        <Link to="/" className={buttonClasses('outline', 'md', 'justify-self-center')}>
          Return to Homepage
        </Link>
      </section>
    </div>
  );
}
