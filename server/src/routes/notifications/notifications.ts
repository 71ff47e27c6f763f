import Router from '@koa/router';
import { MarkNotificationsReadBodySchema, NotificationListQuerySchema } from '@inkshelf/contracts';
import { currentUser, requireUser } from '../../middlewares/auth.ts';
import { validate, type APIContext } from '../../middlewares/validate.ts';
import { presentNotification } from '../../presenters/notification.ts';
import { NotificationRepository } from '../../repositories/notification-repository.ts';

const T = {
  list: { query: NotificationListQuerySchema },
  read: { body: MarkNotificationsReadBodySchema },
};

/** The signed-in reader's new-chapter notifications (issue 19): the page, the bell's count, marking read. */
export function notificationsRouter() {
  const router = new Router({ prefix: '/api/notifications' });

  router.get('/', requireUser(), validate(T.list), async (ctx: APIContext<typeof T.list>) => {
    const userId = currentUser(ctx).id;
    const notifications = new NotificationRepository(ctx.em);
    const { limit, offset } = ctx.input.query;
    const page = await notifications.page(userId, limit, offset);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = {
      items: page.items.map(presentNotification),
      total: page.total,
      unreadCount: await notifications.unreadCount(userId),
    };
  });

  router.get('/unread-count', requireUser(), async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { count: await new NotificationRepository(ctx.em).unreadCount(currentUser(ctx).id) };
  });

  router.post('/read', requireUser(), validate(T.read), async (ctx: APIContext<typeof T.read>) => {
    const userId = currentUser(ctx).id;
    const notifications = new NotificationRepository(ctx.em);
    const body = ctx.input.body;
    const updated = await notifications.markRead(userId, 'all' in body ? 'all' : body.ids);
    ctx.body = { updated, count: await notifications.unreadCount(userId) };
  });

  return router;
}
