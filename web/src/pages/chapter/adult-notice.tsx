/**
 * The adult-content notice (issue 37): a Mature novel's chapter text waits behind it for signed-out readers and for
 * accounts that have not confirmed they are 18 or older. The choice is remembered: on the account when signed in,
 * else in this browser (public/theme-init.js marks <html> with data-adult-ok before the first paint, so a reader
 * who confirmed never sees the notice flash). The server renders both the notice and the text; CSS in index.css
 * shows one, so the page is the same for every signed-out visitor and caches as one. Without JavaScript a link to
 * #adult-continue reveals the text (CSS :target).
 */
import type { CurrentUser, NovelDetail } from '@inkshelf/contracts';
import { lazy, Suspense, type ReactNode } from 'react';
import { ADULT_CONTINUE_ID } from './adult-choice.ts';
import type { AdultNoticeProps } from './adult-notice-panel.tsx';

const AdultNotice = lazy(() => import('./adult-notice-panel.tsx'));

/**
 * Whether the notice stands before the text for this reader: a Mature novel, and neither its author nor an account
 * that confirmed. (A signed-out reader who confirmed in this browser is let through by CSS, before any script.)
 */
export function adultNoticeApplies(
  novel: Pick<NovelDetail, 'contentRating' | 'authorId'>,
  user: Pick<CurrentUser, 'id' | 'adultConfirmed'> | null,
): boolean {
  return novel.contentRating === 'mature' && user?.adultConfirmed !== true && user?.id !== novel.authorId;
}

export function AdultGate({ novel, user, children }: AdultNoticeProps & { children: ReactNode }) {
  if (!adultNoticeApplies(novel, user)) return children;
  return (
    <>
      <Suspense fallback={null}>
        <AdultNotice novel={novel} user={user} />
      </Suspense>
      <div data-adult-gated="">
        <span id={ADULT_CONTINUE_ID} />
        {children}
      </div>
    </>
  );
}
