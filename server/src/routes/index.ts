import type Router from '@koa/router';
import type { AppDeps } from '../app.ts';
import type { RateLimits } from '../middlewares/limits.ts';
import type { ViewCounter } from '../services/view-counter.ts';
import { authRouter } from './auth/auth.ts';
import { healthRouter } from './health/health.ts';
import { usersRouter } from './users/users.ts';

/** What every router may use: the app's dependencies plus per-app rate limits and view counting. */
export interface RouteDeps extends AppDeps {
  limits: RateLimits;
  views: ViewCounter;
}

/** Every API router, in the order they are mounted. */
export function apiRouters(deps: RouteDeps): Router[] {
  return [healthRouter(deps), authRouter(deps), usersRouter(deps)];
}
