import type { AppDeps } from '../deps.ts';
import type { RateLimits } from '../services/rate-limits.ts';
import type { ReadCaches } from '../cache/index.ts';
import type { ViewCounter } from '../services/view-counter.ts';

/** What every router may use: the app's dependencies plus per-app rate limits, view counting and read caches. */
export interface RouteDeps extends AppDeps {
  limits: RateLimits;
  views: ViewCounter;
  /** The API's read caches (chapter validators, searches, latest novels) and their registry. */
  caches: ReadCaches;
}
