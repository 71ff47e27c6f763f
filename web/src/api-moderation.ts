/**
 * The moderation calls (reports, takedowns, the staff screens: MODERATION_ROUTES) over the website's one client.
 * Imported by the lazily loaded code that makes them, so the entry chunk does not carry their routes.
 */
import { createRouteQueries, withRoutes } from '@inkshelf/api-client';
import { MODERATION_ROUTES } from '@inkshelf/contracts/routes-moderation';
import { api } from './api.ts';

/** `await moderationApi.createReport({ body })`: the site's client with the moderation calls. */
export const moderationApi = withRoutes(api, MODERATION_ROUTES);

/** `useQuery(moderationQueries.reportQueue({ query }))`: read with the client defaults. */
export const moderationQueries = createRouteQueries(api, MODERATION_ROUTES);
