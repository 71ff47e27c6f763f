import type { RouterContext } from '@koa/router';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { DefaultState } from 'koa';
import type { User } from './entities/index.ts';
import type { Logger } from './logger.ts';

declare module 'koa' {
  interface Request {
    /** The parsed JSON body (middlewares/json-body.ts); handlers read it through `validate`. */
    body?: unknown;
  }
  interface DefaultContext {
    /** The request's own EntityManager (one identity map per request). */
    em: EntityManager;
    /** Logger carrying the request id. */
    log: Logger;
  }
  interface DefaultState {
    /** The signed-in user, set by the loadUser middleware (null when signed out). */
    user?: User | null;
  }
}

export type AppState = DefaultState;

/** What route handlers receive: Koa's context with the router's params and our additions. */
export type AppContext = RouterContext<AppState>;
