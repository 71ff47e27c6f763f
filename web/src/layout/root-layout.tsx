/** Every page's frame: header, the routed page (lazy, with a loading fallback and an error boundary), footer, auth dialog. */
import { Spinner } from '@inkshelf/reader-ui';
import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { AuthDialogHost } from '../auth/auth-dialog-host.tsx';
import { useCurrentUser } from '../auth/use-current-user.ts';
import { Header } from './header.tsx';
import { PageErrorBoundary } from './route-error.tsx';
import { RouteChange } from './route-change.tsx';

// Below every page's content: its code loads beside the page's instead of in the entry chunk.
const Footer = lazy(async () => ({ default: (await import('./footer.tsx')).Footer }));

export function PageSpinner({ label = 'Loading...' }: { label?: string }) {
  return (
    <div className="flex min-h-[50vh] flex-1 items-center justify-center">
      <Spinner label={label} className="[&_svg]:size-8" />
    </div>
  );
}

export function RootLayout() {
  const { isLoading } = useCurrentUser();
  const { pathname } = useLocation();
  if (isLoading) {
    // The page mounts hidden meanwhile, so its code and data load alongside the user instead of after it.
    return (
      <div className="flex min-h-dvh">
        <PageSpinner />
        <div hidden>
          <PageErrorBoundary key={pathname}>
            <Suspense fallback={null}>
              <Outlet />
            </Suspense>
          </PageErrorBoundary>
        </div>
      </div>
    );
  }
  return (
    <div className="flex min-h-dvh flex-col">
      <RouteChange />
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-card focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <Header />
      <main id="main" className="flex flex-1 flex-col">
        <PageErrorBoundary key={pathname}>
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </PageErrorBoundary>
      </main>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
      <AuthDialogHost />
    </div>
  );
}
