/**
 * Browser entry: renders the app with the browser router into #root. A server-rendered page (web/src/ssr) comes
 * with its data in a JSON script: the cache starts from it (no second fetch of the same data) and React hydrates
 * the HTML in place; the app shell (signed-in screens) and error views are rendered here from scratch.
 */
import { RenderTimeContext } from '@inkshelf/reader-ui';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { queryClient } from './api.ts';
import { App } from './app.tsx';
import { AppRoutes } from './routes.tsx';
import { ROOT_ID, SSR_STATE_ID, type SsrState } from './ssr/state.ts';
import './index.css';

// index.html has it (React says so plainly if it ever does not).
const root = document.getElementById(ROOT_ID) as HTMLElement;

const state = JSON.parse(document.getElementById(SSR_STATE_ID)?.textContent || 'null') as SsrState | null;
// TanStack Query's hydrate() in a few bytes (the reading route's budget is tight): every read is a success here.
for (const query of state?.queries.queries ?? []) queryClient.setQueryData(query.queryKey, query.state.data);
/** Set only when the HTML is hydrated: the server's 'now', which relative times use until hydration is done. */
const renderTime = state?.hydrate ? state.renderedAt : null;

const app = (
  <StrictMode>
    <RenderTimeContext value={renderTime}>
      <App queryClient={queryClient}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </App>
    </RenderTimeContext>
  </StrictMode>
);

if (renderTime) hydrateRoot(root, app);
else createRoot(root).render(app);
