/**
 * /moderation (issue 18): the report queue for moderators and administrators; the audit log, roles, and genres and
 * tags (issue 37) for administrators. Signed-out visitors get the sign-in card of the other private screens; members a plain
 * 'Not allowed'. The server checks every call again (403 for anyone else).
 */
import type { CurrentUser, UserRole } from '@inkshelf/contracts';
import { buttonClasses } from '@inkshelf/reader-ui';
import { ShieldX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useCurrentUser } from '../../auth/use-current-user.ts';
import { Tabs, type TabItem } from '../../components/tabs.tsx';
import { TakedownQueue } from '../../components/takedowns/takedown-queue.tsx';
import { isStaff } from '../../layout/nav-items.ts';
import { PAGE_CONTAINER } from '../../layout/page.ts';
import { pageTitle, usePageMeta } from '../../layout/page-meta.ts';
import { LoginRequired } from '../reading-history/login-required.tsx';
import { AuditTab } from './audit-tab.tsx';
import { QueueTab } from './queue-tab.tsx';
import { RolesTab } from './roles-tab.tsx';
import { TaxonomyTab } from './taxonomy-tab.tsx';
import { MODERATION_TEXTS as T } from './texts.ts';

interface ModerationTab extends TabItem<string> {
  /** The least role that sees the tab (the server's rule for its calls). */
  role: Exclude<UserRole, 'member'>;
  render: (user: CurrentUser) => ReactNode;
}

/**
 * The sections, in order. A new one (the copyright takedown cases, say) is one more entry here with its own
 * component in this folder or in components/.
 */
export const MODERATION_TABS: readonly ModerationTab[] = [
  { id: 'queue', label: T.tabs.queue, role: 'moderator', render: () => <QueueTab /> },
  { id: 'takedowns', label: T.tabs.takedowns, role: 'moderator', render: () => <TakedownQueue /> },
  { id: 'audit', label: T.tabs.audit, role: 'admin', render: () => <AuditTab /> },
  { id: 'roles', label: T.tabs.roles, role: 'admin', render: (user) => <RolesTab user={user} /> },
  { id: 'taxonomy', label: T.tabs.taxonomy, role: 'admin', render: () => <TaxonomyTab /> },
];

const allowed = (user: CurrentUser, tab: ModerationTab) => tab.role === 'moderator' || user.role === 'admin';

export default function ModerationPage() {
  const { user } = useCurrentUser();
  usePageMeta(pageTitle(T.heading), T.description);
  if (!user) {
    return (
      <div className={PAGE_CONTAINER}>
        <LoginRequired message={T.signedOut} />
      </div>
    );
  }
  if (!isStaff(user.role)) return <NotAllowed />;
  return <ModerationScreens user={user} />;
}

function ModerationScreens({ user }: { user: CurrentUser }) {
  const [params, setParams] = useSearchParams();
  const tabs = MODERATION_TABS.filter((tab) => allowed(user, tab));
  const current = tabs.find((tab) => tab.id === params.get('tab')) ?? tabs[0]!;
  return (
    <div className={PAGE_CONTAINER}>
      <h1 className="mb-6 text-2xl font-bold sm:text-3xl">{T.heading}</h1>
      {tabs.length > 1 ? (
        <Tabs
          tabs={tabs}
          current={current.id}
          onSelect={(tab) => setParams({ tab }, { replace: true })}
          label={T.tabList}
        >
          {current.render(user)}
        </Tabs>
      ) : (
        current.render(user)
      )}
    </div>
  );
}

function NotAllowed() {
  return (
    <div className={PAGE_CONTAINER}>
      <section className="mx-auto grid max-w-md justify-items-center gap-4 rounded-lg border border-border bg-card p-8 text-center shadow-sm">
        <ShieldX aria-hidden="true" className="size-10 text-muted-foreground" />
        <h1 className="text-2xl font-bold">{T.notAllowedTitle}</h1>
        <p className="text-muted-foreground">{T.notAllowedText}</p>
        <Link to="/" className={buttonClasses('default')}>
          {T.homeLink}
        </Link>
      </section>
    </div>
  );
}
