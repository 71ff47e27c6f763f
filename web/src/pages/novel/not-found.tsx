/** The novel page's not-found view (SPEC section 2): title, text and a link home. */
import { buttonClasses } from '@inkshelf/reader-ui';
import { BookX } from 'lucide-react';
import { Link } from 'react-router';
import { PROSE_CONTAINER } from '../../layout/page.ts';
import { NOVEL_TEXTS } from './texts.ts';

export function NovelNotFound() {
  return (
    <div className={`${PROSE_CONTAINER} flex flex-1 items-center justify-center`}>
      <section className="grid w-full max-w-md gap-4 rounded-lg border border-border bg-card p-8 text-center shadow-sm">
        <BookX aria-hidden="true" className="mx-auto size-10 text-muted-foreground" />
        <h1 className="text-2xl font-bold">{NOVEL_TEXTS.notFoundTitle}</h1>
        <p className="text-muted-foreground">{NOVEL_TEXTS.notFoundText}</p>
        <Link to="/" className={buttonClasses('outline', 'md', 'justify-self-center')}>
          {NOVEL_TEXTS.returnHome}
        </Link>
      </section>
    </div>
  );
}

/** Any other failure to load the novel ('Failed to fetch novel' and the server's detail). */
export function NovelLoadError({ message, detail }: { message: string; detail?: string }) {
  return (
    <div className={`${PROSE_CONTAINER} grid gap-3 text-center`}>
      <h1 className="text-2xl font-bold">{message}</h1>
      {detail && <p className="text-muted-foreground">{detail}</p>}
      <Link to="/" className={buttonClasses('outline', 'md', 'justify-self-center')}>
        {NOVEL_TEXTS.returnHome}
      </Link>
    </div>
  );
}
