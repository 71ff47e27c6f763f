import type { RouterContext } from '@koa/router';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { DefaultState } from 'koa';
import type { Logger } from './logger.ts';

declare module 'koa' {
  interface DefaultContext {
    /** The request's own EntityManager (one identity map per request). */
    em: EntityManager;
    /** Logger carrying the request id. */
    log: Logger;
  }
}

export type AppState = DefaultState;

/** What route handlers receive: Koa's context with the router's params and our additions. */
export type AppContext = RouterContext<AppState>;
