/**
 * The adult-content notice (issue 37): a Mature novel's chapter text waits behind it for signed-out readers and for
 * accounts that have not confirmed they are 18 or older. The choice is remembered: on the account when signed in,
 * else in this browser (public/theme-init.js marks <html> with data-adult-ok before the first paint, so a reader
 * who confirmed never sees the notice flash). The server renders both the notice and the text; CSS in index.css
 * shows one, so the page is the same for every signed-out visitor and caches as one. Without JavaScript a link to
 * #adult-continue reveals the text (CSS :target).
 */
import { CONTENT_RATING_LABELS, CONTENT_WARNING_LABELS, type CurrentUser, type NovelDetail } from '@inkshelf/contracts';
import { Button, buttonClasses, novelPath } from '@inkshelf/reader-ui';
import { useQueryClient } from '@tanstack/react-query';
import { ShieldAlert } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { api } from '../../api.ts';
import { setCurrentUser } from '../../auth/use-current-user.ts';

export const ADULT_OK_KEY = 'inkshelf-adult-ok';
export const ADULT_CONTINUE_ID = 'adult-continue';

/** Marks this browser as confirmed, at once (the CSS follows the attribute) and for later visits. */
function rememberHere(): void {
  document.documentElement.dataset.adultOk = '';
  try {
    localStorage.setItem(ADULT_OK_KEY, '1');
  } catch {
    // Private windows may refuse storage: the attribute still opens this page.
  }
}

interface AdultGateProps {
  novel: Pick<NovelDetail, 'title' | 'contentRating' | 'contentWarnings' | 'authorId'>;
  user: CurrentUser | null;
  children: ReactNode;
}

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

export function AdultGate({ novel, user, children }: AdultGateProps) {
  if (!adultNoticeApplies(novel, user)) return children;
  return (
    <>
      <AdultNotice novel={novel} user={user} />
      <div data-adult-gated="">
        <span id={ADULT_CONTINUE_ID} />
        {children}
      </div>
    </>
  );
}

function AdultNotice({ novel, user }: Omit<AdultGateProps, 'children'>) {
  const headingId = useId();
  const client = useQueryClient();
  const confirm = () => {
    rememberHere();
    if (user) void api.confirmAdult().then((answer) => setCurrentUser(client, answer));
  };
  const warnings = novel.contentWarnings.map((warning) => CONTENT_WARNING_LABELS[warning]);
  return (
    <section
      data-adult-notice=""
      aria-labelledby={headingId}
      className="grid justify-items-center gap-4 rounded-xl border border-border bg-card p-6 text-center shadow-sm sm:p-10"
    >
      <ShieldAlert aria-hidden="true" className="size-10 text-destructive" />
      <h2 id={headingId} className="text-xl font-semibold">
        {`${novel.title} is rated ${CONTENT_RATING_LABELS.mature}`}
      </h2>
      <p className="max-w-prose text-muted-foreground">
        Its author marked it for adult readers only.
        {warnings.length > 0 && ` Content warnings: ${warnings.join(', ')}.`} Please confirm that you are 18 or older to
        read it.
      </p>
      <div className="flex flex-wrap justify-center gap-2">
        <Button data-needs-script="" onClick={confirm}>
          I am 18 or older, continue
        </Button>
        <noscript>
          <a href={`#${ADULT_CONTINUE_ID}`} className={buttonClasses('default', 'md')}>
            I am 18 or older, continue
          </a>
        </noscript>
        <Link to={novelPath(novel.title)} className={buttonClasses('outline', 'md')}>
          Back to the novel
        </Link>
      </div>
    </section>
  );
}
