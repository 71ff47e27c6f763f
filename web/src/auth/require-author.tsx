/**
 * Gate of the /author/* routes: signed-out visitors go to /auth (and come back after signing in), signed-in
 * readers see 'Author Access Required' with a way to become an author, authors get the page.
 */
import { MESSAGES } from '@inkshelf/contracts';
import { Button, errorMessage, useNotify } from '@inkshelf/reader-ui';
import { PenLine } from 'lucide-react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PAGE_CONTAINER } from '../layout/page.ts';
import { useBecomeAuthor } from './session.ts';
import { useCurrentUser } from './use-current-user.ts';

export function RequireAuthor() {
  const { user } = useCurrentUser();
  const location = useLocation();
  if (!user) return <Navigate to="/auth" replace state={{ from: location.pathname + location.search }} />;
  if (!user.isAuthor) return <AuthorAccessRequired />;
  return <Outlet />;
}

function AuthorAccessRequired() {
  const notify = useNotify();
  const becomeAuthor = useBecomeAuthor();
  // mutateAsync: this screen unmounts as soon as the user is an author, which would drop mutate() callbacks.
  const onBecomeAuthor = async () => {
    try {
      await becomeAuthor.mutateAsync();
      notify({ title: 'You are now an author', description: 'Your author dashboard is ready.' });
    } catch (error) {
      notify({
        title: MESSAGES.toasts.errorTitle,
        description: errorMessage(error, MESSAGES.errors.forbidden),
        variant: 'destructive',
      });
    }
  };
  return (
    <div className={PAGE_CONTAINER}>
      <section className="mx-auto grid max-w-lg gap-4 rounded-lg border border-border bg-card p-8 text-center shadow-sm">
        <PenLine aria-hidden="true" className="mx-auto size-10 text-primary" />
        <h1 className="text-2xl font-bold">Author Access Required</h1>
        <p className="text-muted-foreground">
          This part of Inkshelf is only for authors. Register as an author to create novels, publish chapters and answer
          your readers. It is free, and your reading history and bookmarks stay as they are.
        </p>
        <Button className="justify-self-center" onClick={() => void onBecomeAuthor()} disabled={becomeAuthor.isPending}>
          {becomeAuthor.isPending ? 'Setting up...' : 'Become an Author'}
        </Button>
      </section>
    </div>
  );
}
