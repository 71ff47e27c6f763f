import type { AppDeps } from '../deps.ts';
import type { RateLimits } from '../middlewares/limits.ts';
import type { ReadCaches } from '../services/ttl-cache.ts';
import type { ViewCounter } from '../services/view-counter.ts';

/** What every router may use: the app's dependencies plus per-app rate limits, view counting and read caches. */
export interface RouteDeps extends AppDeps {
  limits: RateLimits;
  views: ViewCounter;
  /** Recent public answers that writes clear: chapter validators, search pages. */
  caches: ReadCaches;
}
