/**
 * The account calls (settings, two-factor, apps' tokens, Google linking: ACCOUNT_ROUTES) over the website's one
 * client. Imported by the lazily loaded code that makes them, so the entry chunk does not carry their routes.
 */
import { createRouteQueries, withRoutes } from '@inkshelf/api-client';
import { ACCOUNT_ROUTES } from '@inkshelf/contracts/routes-account';
import { api } from './api.ts';

/** `await accountApi.changePassword({ body })`: the site's client with the account calls. */
export const accountApi = withRoutes(api, ACCOUNT_ROUTES);

/** `useQuery(accountQueries.mfaStatus())`: read with the client defaults. */
export const accountQueries = createRouteQueries(api, ACCOUNT_ROUTES);
