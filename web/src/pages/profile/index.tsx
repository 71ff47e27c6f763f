/**
 * /profile: the signed-in user's name and account type, username and password forms, new-chapter emails,
 * two-factor, signed-in apps, the author entry point, and the account's data (download, delete).
 */
import { MESSAGES, type CurrentUser } from '@inkshelf/contracts';
import { AvatarInitial, Button, buttonClasses, formatDate } from '@inkshelf/reader-ui';
import { LayoutDashboard, PenLine } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useBecomeAuthor } from '../../auth/session.ts';
import { useCurrentUser } from '../../auth/use-current-user.ts';
import { PROSE_CONTAINER } from '../../layout/page.ts';
import { pageTitle, usePageMeta } from '../../layout/page-meta.ts';
import { toast } from '@inkshelf/ui/toast';
import { LoginRequired } from '../reading-history/login-required.tsx';
import { ChapterEmailsSection } from './chapter-emails-section.tsx';
import { MatureContentSection } from './mature-content-section.tsx';
import { PasswordForm } from './password-form.tsx';
import { SignedInApps } from './signed-in-apps.tsx';
import { PROFILE_TEXTS as T } from './texts.ts';
import { TwoFactorSection } from './two-factor-section.tsx';
import { failureText } from './use-account-mutations.ts';
import { UsernameForm } from './username-form.tsx';
import { YourDataSection } from './your-data-section.tsx';

export default function ProfilePage() {
  const { user } = useCurrentUser();
  usePageMeta(pageTitle(T.heading), T.description);
  if (!user) {
    return (
      <div className={PROSE_CONTAINER}>
        <LoginRequired message={T.signedOut} />
      </div>
    );
  }
  return (
    <div className={`${PROSE_CONTAINER} grid gap-6`}>
      <h1 className="text-2xl font-bold sm:text-3xl">{T.heading}</h1>
      <Card>
        <div className="flex items-center gap-4">
          <AvatarInitial name={user.username} size="lg" />
          <div className="grid min-w-0 gap-1">
            <p className="text-xl font-semibold break-all">{user.username}</p>
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
              <dt className="text-muted-foreground">{T.accountType}</dt>
              <dd className="font-medium">{user.isAuthor ? T.author : T.reader}</dd>
              <dt className="text-muted-foreground">{T.email}</dt>
              <dd className="truncate">{user.email}</dd>
              <dt className="text-muted-foreground">{T.memberSince}</dt>
              <dd>{formatDate(user.createdAt)}</dd>
            </dl>
          </div>
        </div>
      </Card>
      <Card title={T.usernameSection}>
        {/* Keyed by the name so a change starts a fresh form. */}
        <UsernameForm key={user.username} current={user.username} />
      </Card>
      <Card title={T.passwordSection}>
        <PasswordForm />
      </Card>
      <ChapterEmailsSection />
      <MatureContentSection />
      <TwoFactorSection user={user} />
      <SignedInApps />
      <AuthorCard user={user} />
      <YourDataSection />
    </div>
  );
}

function Card({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <section className="grid gap-4 rounded-lg border border-border bg-card p-6 text-card-foreground shadow-sm">
      {title && <h2 className="text-lg font-semibold">{title}</h2>}
      {children}
    </section>
  );
}

function AuthorCard({ user }: { user: CurrentUser }) {
  const becomeAuthor = useBecomeAuthor();
  const onBecomeAuthor = () =>
    becomeAuthor.mutate(undefined, {
      onSuccess: () => toast(T.becameAuthor),
      onError: (error) =>
        toast({
          title: MESSAGES.toasts.errorTitle,
          description: failureText(error, MESSAGES.errors.forbidden),
          variant: 'destructive',
        }),
    });
  return (
    <Card title={T.authorSection}>
      <p className="text-sm text-muted-foreground">{T.authorIntro}</p>
      {user.isAuthor ? (
        <Link to="/author/dashboard" className={buttonClasses('default', 'md', 'justify-self-start')}>
          <LayoutDashboard aria-hidden="true" className="size-4" />
          {T.dashboard}
        </Link>
      ) : (
        <Button className="justify-self-start" disabled={becomeAuthor.isPending} onClick={onBecomeAuthor}>
          <PenLine aria-hidden="true" className="size-4" />
          {becomeAuthor.isPending ? T.becomingAuthor : T.becomeAuthor}
        </Button>
      )}
    </Card>
  );
}
