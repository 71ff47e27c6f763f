/**
 * What a server-rendered page hands to the browser, in `<script type="application/json" id="ssr-data">`
 * (data, not code: the Content-Security-Policy needs no exception for it). main.tsx reads it.
 */
import type { DehydratedState } from '@tanstack/react-query';

export const SSR_STATE_ID = 'ssr-data';

/** The element the app renders into: index.html's, and the server's around a rendered page's HTML. */
export const ROOT_ID = 'root';

export interface SsrState {
  /** The answer's status: 200, or 404/403 when the page shows its error view. */
  status: number;
  /**
   * Whether the browser may hydrate the HTML: the page rendered only from data it also gets here. An error view (its
   * failed read is not handed over) is rendered afresh by the browser instead.
   */
  hydrate: boolean;
  /** The server's 'now' for relative times ('5 minutes ago'), so the hydrating render writes the same labels. */
  renderedAt: number;
  /** TanStack Query's dehydrated cache: every read the page made, under the keys the page reads. */
  queries: DehydratedState;
}
