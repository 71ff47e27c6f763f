import type http from 'node:http';
import { bodyParser } from '@koa/bodyparser';
import { RequestContext } from '@mikro-orm/core';
import type { MikroORM } from '@mikro-orm/postgresql';
import Koa from 'koa';
import type { DatabaseKind } from './db/database.ts';
import { unsupportedMediaType } from './errors.ts';
import type { Logger } from './logger.ts';
import { errorHandler } from './middlewares/errors.ts';
import { requestLog } from './middlewares/request-log.ts';
import { healthRouter } from './routes/health/health.ts';

export interface AppDeps {
  orm: MikroORM;
  databaseKind: DatabaseKind;
  logger: Logger;
}

/** Room for a 2 MB cover sent as a base64 data string inside JSON. */
export const JSON_BODY_LIMIT = '4mb';

/** Builds the Koa application from its dependencies; nothing is global, so tests build their own. */
export function createApp(deps: AppDeps): Koa {
  const app = new Koa({ proxy: false });
  app.silent = true;

  app.use(requestLog(deps.logger));
  app.use(errorHandler());
  app.use(async (ctx, next) => {
    if (ctx.path.startsWith('/api/') && ctx.request.length && !ctx.is('application/json')) {
      throw unsupportedMediaType();
    }
    await next();
  });
  app.use(bodyParser({ enableTypes: ['json'], jsonLimit: JSON_BODY_LIMIT, encoding: 'utf-8' }));
  app.use((ctx, next) =>
    RequestContext.create(deps.orm.em, async () => {
      ctx.em = deps.orm.em.getContext();
      await next();
    }),
  );

  const health = healthRouter(deps.databaseKind);
  app.use(health.routes()).use(health.allowedMethods());
  return app;
}

/** Adapts a Koa app to node:http without leaving its promise floating. */
export function toRequestListener(app: Koa): http.RequestListener {
  const handle = app.callback();
  return (req, res) => void handle(req, res);
}
