/** Providers around the routes: theme, queries, toasts (reader-ui's notify bridge) and router-aware links. */
import { LinkProvider, NotifyProvider, type RenderLink } from '@inkshelf/reader-ui';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { toast } from '@inkshelf/ui/toast';
import { ToasterHost } from '@inkshelf/ui/toaster-host';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ThemeProvider } from './theme/theme-provider.tsx';

const renderLink: RenderLink = ({ to, children, className, 'aria-label': label }) => (
  <Link to={to} className={className} aria-label={label}>
    {children}
  </Link>
);

/** `children` is the router with the routes: `<BrowserRouter><AppRoutes /></BrowserRouter>` (MemoryRouter in tests). */
export function App({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <ThemeProvider>
      <QueryClientProvider client={queryClient}>
        <NotifyProvider notify={toast}>
          <LinkProvider renderLink={renderLink}>{children}</LinkProvider>
          <ToasterHost />
        </NotifyProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
