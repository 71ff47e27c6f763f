/** Full-page states of the author editors: loading, and 'not found' with a way back to the dashboard. */
import { Spinner, buttonClasses } from '@inkshelf/reader-ui';
import { Link } from 'react-router';
import { PROSE_CONTAINER } from '../../layout/page.ts';
import { AUTHOR_TEXTS as T } from './texts.ts';

export function LoadingScreen({ label }: { label: string }) {
  return (
    <div className={`${PROSE_CONTAINER} flex items-center justify-center gap-3 py-24`}>
      <Spinner label={label} />
      <p aria-hidden="true" className="text-muted-foreground">
        {label}
      </p>
    </div>
  );
}

export function NotFoundScreen({
  title,
  text,
  returnTo = '/author/dashboard',
  returnLabel = T.returnToDashboard,
}: {
  title: string;
  text?: string;
  returnTo?: string;
  returnLabel?: string;
}) {
  return (
    <div className={`${PROSE_CONTAINER} grid justify-items-center gap-4 py-16 text-center`}>
      <h1 className="text-2xl font-bold">{title}</h1>
      {text && <p className="text-muted-foreground">{text}</p>}
      <Link to={returnTo} className={buttonClasses('default')}>
        {returnLabel}
      </Link>
    </div>
  );
}
