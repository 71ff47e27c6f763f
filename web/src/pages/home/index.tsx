/** Home (/): logo, Continue Reading for signed-in readers, latest and top fan-fics, latest updates, sign-up invitation. */
import { useCurrentUser } from '../../auth/use-current-user.ts';
import { usePageMeta } from '../../layout/page-meta.ts';
import { PAGE_CONTAINER } from '../../layout/page.ts';
import { ContinueReading } from './continue-reading.tsx';
import { LatestCarousel } from './latest-carousel.tsx';
import { LatestUpdates } from './latest-updates.tsx';
import { LogoHero } from './logo-hero.tsx';
import { SignUpInvite } from './signup-invite.tsx';
import { HOME_TEXTS } from './texts.ts';
import { TopList } from './top-list.tsx';

export default function HomePage() {
  const { user } = useCurrentUser();
  // Set, not only left as index.html has it: coming back from a server-rendered page must restore it.
  usePageMeta(HOME_TEXTS.title, HOME_TEXTS.description);
  return (
    <div className={`${PAGE_CONTAINER} grid grid-cols-1 gap-10`}>
      <LogoHero />
      {user && <ContinueReading />}
      <LatestCarousel />
      <div className="grid grid-cols-1 gap-10 lg:grid-cols-2 lg:gap-8">
        <TopList />
        <LatestUpdates />
      </div>
      <SignUpInvite signedOut={user === null} />
    </div>
  );
}
