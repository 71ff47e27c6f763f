import type Router from '@koa/router';
import { authorsRouter } from './authors/authors.ts';
import { authRouter } from './auth/auth.ts';
import { chaptersRouter } from './chapters/chapters.ts';
import { novelChaptersRouter } from './chapters/novel-chapters.ts';
import { docsRouter } from './docs/docs.ts';
import { followsRouter } from './follows/follows.ts';
import { genresRouter } from './genres/genres.ts';
import { tagsRouter } from './tags/tags.ts';
import { libraryRouter } from './library/library.ts';
import { bookmarksRouter } from './bookmarks/bookmarks.ts';
import { commentsRouter } from './comments/comments.ts';
import { healthRouter } from './health/health.ts';
import { mfaRouter } from './mfa/mfa.ts';
import { moderationRouter } from './moderation/moderation.ts';
import { notificationSettingsRouter } from './notifications/notification-settings.ts';
import { notificationsRouter } from './notifications/notifications.ts';
import { novelCoversRouter } from './novels/covers.ts';
import { novelsRouter } from './novels/novels.ts';
import { releaseScheduleRouter } from './novels/release-schedule.ts';
import { novelStatsRouter } from './novels/stats.ts';
import { oidcRouter } from './oidc/oidc.ts';
import { preferencesRouter } from './preferences/preferences.ts';
import { readingProgressRouter } from './reading-progress/reading-progress.ts';
import { reportsRouter } from './reports/reports.ts';
import { reviewsRouter } from './reviews/reviews.ts';
import { takedownsRouter } from './takedowns/takedowns.ts';
import { tokensRouter } from './tokens/tokens.ts';
import { accountRouter } from './users/account.ts';
import { usersRouter } from './users/users.ts';
import type { RouteDeps } from './route-deps.ts';

/** Every API router, in the order they are mounted. */
export function apiRouters(deps: RouteDeps): Router[] {
  return [
    healthRouter(deps),
    docsRouter(),
    authRouter(deps),
    oidcRouter(deps),
    accountRouter(deps),
    usersRouter(),
    authorsRouter(),
    preferencesRouter(),
    novelsRouter(deps),
    genresRouter(),
    tagsRouter(),
    novelCoversRouter(),
    releaseScheduleRouter(),
    novelStatsRouter(),
    novelChaptersRouter(deps),
    chaptersRouter(deps),
    reviewsRouter(deps),
    commentsRouter(deps),
    bookmarksRouter(deps),
    followsRouter(),
    notificationsRouter(),
    notificationSettingsRouter(deps),
    libraryRouter(),
    readingProgressRouter(deps),
    mfaRouter(deps),
    tokensRouter(deps),
    reportsRouter(deps),
    takedownsRouter(deps),
    moderationRouter(deps),
  ];
}
