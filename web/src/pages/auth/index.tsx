/**
 * /auth, the sign-in page and where signed-out users of protected routes land: a Welcome card with Google
 * sign-in (only when the server offers it) and email sign-in through the auth dialog. Once signed in, the
 * visitor goes back where they came from (or home).
 */
import { PRODUCT_NAME, isSameOriginPath } from '@inkshelf/contracts';
import { Button } from '@inkshelf/reader-ui';
import { BookOpen } from 'lucide-react';
import { Link, Navigate, useLocation } from 'react-router';
import { useAuthDialog } from '../../auth/auth-dialog-store.ts';
import { GoogleSignInButton, useAuthProviders } from '../../auth/google-sign-in.tsx';
import { useCurrentUser } from '../../auth/use-current-user.ts';
import { PROSE_CONTAINER } from '../../layout/page.ts';
import { pageTitle, usePageMeta } from '../../layout/page-meta.ts';

/** Without JavaScript the sign-in dialogs cannot open, and signed-in pages are the app itself (issue 37). */
export const SIGN_IN_NEEDS_SCRIPT =
  'Logging in and creating an account need JavaScript. Turn it on in your browser to continue; reading works without it.';

/** Where to go after signing in: the protected page that sent the visitor here (never /auth itself), or home. */
export function returnPath(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  if (typeof from !== 'string' || !isSameOriginPath(from)) return '/';
  return /^\/auth(?:[/?#]|$)/.test(from) ? '/' : from;
}

export default function AuthPage() {
  const { user } = useCurrentUser();
  const location = useLocation();
  const openAuth = useAuthDialog((state) => state.open);
  const providers = useAuthProviders();
  usePageMeta(
    pageTitle('Sign In'),
    `Sign in to ${PRODUCT_NAME} or create a free account to keep bookmarks and reading history.`,
  );
  if (user) return <Navigate to={returnPath(location.state)} replace />;

  const legal = 'font-medium text-primary underline-offset-4 hover:underline';
  return (
    <div className={`${PROSE_CONTAINER} flex flex-1 items-center justify-center`}>
      <section className="grid w-full max-w-md gap-6 rounded-lg border border-border bg-card p-8 text-center shadow-sm">
        <div className="grid gap-2">
          <BookOpen aria-hidden="true" className="mx-auto size-10 text-primary" />
          <h1 className="text-2xl font-bold">Welcome</h1>
          <p className="text-muted-foreground">
            Sign in to {PRODUCT_NAME} to bookmark novels, pick up where you left off, and join the conversation.
          </p>
        </div>
        <noscript>
          <p role="note" className="rounded-md border border-border bg-muted p-3 text-sm">
            {SIGN_IN_NEEDS_SCRIPT}
          </p>
        </noscript>
        <div data-needs-script="" className="grid gap-3">
          {providers.google && <GoogleSignInButton returnTo={returnPath(location.state)} />}
          <Button onClick={() => openAuth('login')}>Log In with Email</Button>
          <Button variant="outline" onClick={() => openAuth('register')}>
            Create a Free Account
          </Button>
        </div>
        <p className="text-xs text-muted-foreground">
          By continuing you agree to our{' '}
          <Link to="/terms" className={legal}>
            Terms of Service
          </Link>{' '}
          and{' '}
          <Link to="/privacy" className={legal}>
            Privacy Policy
          </Link>
          .
        </p>
      </section>
    </div>
  );
}
