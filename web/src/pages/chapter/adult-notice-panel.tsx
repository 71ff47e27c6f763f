/** The adult-content notice itself (see adult-notice.tsx): loaded only where it shows, so other chapters never fetch it. */
import { CONTENT_RATING_LABELS, CONTENT_WARNING_LABELS, type CurrentUser, type NovelDetail } from '@inkshelf/contracts';
import { Button, buttonClasses, novelPath } from '@inkshelf/reader-ui';
import { useQueryClient } from '@tanstack/react-query';
import { ShieldAlert } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { api } from '../../api.ts';
import { setCurrentUser } from '../../auth/use-current-user.ts';
import { ADULT_CONTINUE_ID, rememberHere } from './adult-choice.ts';

export interface AdultNoticeProps {
  novel: Pick<NovelDetail, 'title' | 'contentRating' | 'contentWarnings' | 'authorId'>;
  user: CurrentUser | null;
}

export default function AdultNotice({ novel, user }: AdultNoticeProps) {
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
