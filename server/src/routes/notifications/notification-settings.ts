import Router from '@koa/router';
import { MESSAGES, NotificationSettingsSchema, UnsubscribeQuerySchema } from '@inkshelf/contracts';
import type { Context } from 'koa';
import { badRequest } from '../../errors.ts';
import { currentUser, requireUser } from '../../middlewares/auth.ts';
import { validate, type APIContext } from '../../middlewares/validate.ts';
import { NotificationRepository } from '../../repositories/notification-repository.ts';
import { verifyUnsubscribeToken } from '../../services/unsubscribe-token.ts';
import type { RouteDeps } from '../route-deps.ts';

const N = MESSAGES.notifications;
const T = {
  save: { body: NotificationSettingsSchema },
  unsubscribe: { query: UnsubscribeQuerySchema },
};

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A small page for a person who opened the link; JSON for anything else. */
function answer(ctx: Context, message: string, form?: { token: string }): void {
  ctx.set('Cache-Control', 'no-store');
  if (ctx.accepts('json', 'html') !== 'html') {
    ctx.body = { message };
    return;
  }
  const button = form
    ? `<form method="post" action="?token=${encodeURIComponent(form.token)}"><button type="submit">${escapeHtml(
        N.unsubscribeConfirm,
      )}</button></form>`
    : '';
  ctx.type = 'text/html; charset=utf-8';
  ctx.body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(
    N.settingsTitle,
  )}</title></head><body style="font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;line-height:1.5"><h1 style="font-size:1.25rem">${escapeHtml(
    N.settingsTitle,
  )}</h1><p>${escapeHtml(message)}</p>${button}</body></html>`;
}

/**
 * The reader's new-chapter email setting, and the mails' unsubscribe link (RFC 8058): a signed token, no sign-in.
 * GET shows what the link does with a button (a mail scanner that opens links turns nothing off); POST, from that
 * button or from the mail client's one-click List-Unsubscribe-Post, turns the emails off.
 */
export function notificationSettingsRouter(deps: Pick<RouteDeps, 'config'>) {
  const router = new Router();
  const secret = deps.config.sessionSecret;
  const accountOf = async (ctx: APIContext<typeof T.unsubscribe>) => {
    const userId = verifyUnsubscribeToken(ctx.input.query.token, secret);
    const account = userId === null ? null : await new NotificationRepository(ctx.em).emailSetting(userId);
    if (userId === null || !account) throw badRequest(N.unsubscribeInvalid);
    return { userId, ...account };
  };

  router.get('/api/users/me/notification-settings', requireUser(), async (ctx) => {
    const account = await new NotificationRepository(ctx.em).emailSetting(currentUser(ctx).id);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { chapterEmails: account!.chapterEmails };
  });

  router.put(
    '/api/users/me/notification-settings',
    requireUser(),
    validate(T.save),
    async (ctx: APIContext<typeof T.save>) => {
      const { chapterEmails } = ctx.input.body;
      await new NotificationRepository(ctx.em).saveEmailSetting(currentUser(ctx).id, chapterEmails);
      ctx.set('Cache-Control', 'no-store');
      ctx.body = { chapterEmails };
    },
  );

  router.get('/api/unsubscribe', validate(T.unsubscribe), async (ctx: APIContext<typeof T.unsubscribe>) => {
    const account = await accountOf(ctx);
    if (account.chapterEmails === 'off') return answer(ctx, N.unsubscribed);
    answer(ctx, N.unsubscribePrompt(account.username), { token: ctx.input.query.token });
  });

  router.post('/api/unsubscribe', validate(T.unsubscribe), async (ctx: APIContext<typeof T.unsubscribe>) => {
    const { userId } = await accountOf(ctx);
    await new NotificationRepository(ctx.em).saveEmailSetting(userId, 'off');
    answer(ctx, N.unsubscribed);
  });

  return router;
}
