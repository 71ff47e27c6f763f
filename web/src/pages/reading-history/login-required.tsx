/** The 'Login Required' card of the signed-in-only screens (reading history, profile), linking to /auth. */
import { buttonClasses } from '@inkshelf/reader-ui';
import { LogIn } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { HISTORY_TEXTS as T } from './texts.ts';

export function LoginRequired({ message }: { message: string }) {
  const location = useLocation();
  return (
    <section className="mx-auto grid max-w-md justify-items-center gap-4 rounded-lg border border-border bg-card p-8 text-center shadow-sm">
      <LogIn aria-hidden="true" className="size-10 text-primary" />
      <h1 className="text-2xl font-bold">{T.loginRequired}</h1>
      <p className="text-muted-foreground">{message}</p>
      {/* /auth sends the visitor back here after signing in. */}
      <Link to="/auth" state={{ from: location.pathname + location.search }} className={buttonClasses('default')}>
        {T.goToLogin}
      </Link>
    </section>
  );
}
