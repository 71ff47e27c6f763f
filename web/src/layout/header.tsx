/**
 * Sticky site header: logo, site navigation, search, dark-mode switch, Log In / Register or the user menu, and the
 * mobile toggle. On a phone reading a chapter it slides away while scrolling down (use-auto-hide.ts).
 */
import { PRODUCT_NAME, SITE_ROUTES } from '@inkshelf/contracts';
import { Button, cn } from '@inkshelf/reader-ui';
import { BookOpen, Menu, X } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link, useMatch } from 'react-router';
import { useAuthDialog } from '../auth/auth-dialog-store.ts';
import { useCurrentUser } from '../auth/use-current-user.ts';
import { RETURN_FOCUS_ATTRIBUTE } from '../components/focus-return.ts';
import { DarkModeSwitch } from './dark-mode-switch.tsx';
import { MOBILE_MENU_ID } from './mobile-menu-id.ts';
import { NoScriptMenu, NoScriptSignIn } from './no-script.tsx';
import { PAGE_WIDTH } from './page.ts';
import { SearchBox } from './search-box.tsx';
import { SiteNav } from './site-nav.tsx';
import { useAutoHide } from './use-auto-hide.ts';
import { useLogOutAction } from './use-log-out.ts';
import { UserMenu } from './user-menu.tsx';

// The signed-in reader's bell (issue 19): loaded after the page, kept out of the entry chunk.
const NotificationBell = lazy(async () => ({ default: (await import('./notification-bell.tsx')).NotificationBell }));
// Opened by a tap on phones only: its code loads then.
const MobileMenu = lazy(async () => ({ default: (await import('./mobile-menu.tsx')).MobileMenu }));

export function Header() {
  const { user } = useCurrentUser();
  const openAuth = useAuthDialog((state) => state.open);
  const [menuOpen, setMenuOpen] = useState(false);
  // Held here, not in the menus: they unmount when they close, which would drop the mutation's callbacks.
  const { logOut } = useLogOutAction();
  const reading = useMatch(SITE_ROUTES.chapter) !== null;
  const { hidden, reveal } = useAutoHide(reading && !menuOpen);
  // Where a dialog opened from the header returns focus when its opener is gone (see dialog-focus.ts).
  const returnFocus = { [RETURN_FOCUS_ATTRIBUTE]: '' };

  return (
    <header
      data-site-header=""
      data-hidden={hidden || undefined}
      onFocus={reveal}
      className={cn(
        'sticky top-0 z-40 border-b border-border bg-background/95 backdrop-blur transition-transform duration-200 supports-[backdrop-filter]:bg-background/80 motion-reduce:transition-none',
        hidden && '-translate-y-full',
      )}
    >
      <div className={`${PAGE_WIDTH} flex min-h-16 flex-wrap items-center gap-x-3 gap-y-2 py-3 md:gap-x-6 lg:py-0`}>
        <Link
          to="/"
          className="flex shrink-0 items-center gap-2 text-lg font-bold tracking-tight"
          aria-label={`${PRODUCT_NAME} home`}
        >
          <BookOpen aria-hidden="true" className="size-6 text-primary" />
          <span>{PRODUCT_NAME}</span>
        </Link>
        {/* Its own row below the others between 768 and 1024px, inline beside the logo from 1024px. */}
        <SiteNav
          className="order-last hidden basis-full md:block lg:order-none lg:basis-auto"
          listClassName="flex items-center gap-1"
          linkClassName="block rounded-md px-3 py-1.5 text-sm font-medium text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          activeClassName="bg-accent text-accent-foreground"
        />
        <SearchBox className="hidden min-w-0 flex-1 md:flex lg:max-w-md" />
        <div className="ml-auto flex items-center gap-2 md:gap-3">
          <DarkModeSwitch />
          {user && (
            // Its room is kept while its code loads, so the header does not shift when it appears.
            <Suspense fallback={<span aria-hidden="true" className="size-10 shrink-0" />}>
              <NotificationBell />
            </Suspense>
          )}
          <NoScriptSignIn />
          <div data-needs-script="" className="hidden items-center gap-2 md:flex">
            {user ? (
              <UserMenu user={user} onLogOut={logOut} />
            ) : (
              <>
                <Button variant="ghost" size="sm" onClick={() => openAuth('login')} {...returnFocus}>
                  Log In
                </Button>
                <Button size="sm" onClick={() => openAuth('register')}>
                  Register
                </Button>
              </>
            )}
          </div>
          <Button
            data-needs-script=""
            variant="ghost"
            size="icon"
            className="md:hidden"
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            aria-expanded={menuOpen}
            aria-controls={MOBILE_MENU_ID}
            {...returnFocus}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <X aria-hidden="true" className="size-5" /> : <Menu aria-hidden="true" className="size-5" />}
          </Button>
        </div>
      </div>
      <div className={`${PAGE_WIDTH} pb-3 md:hidden`}>
        <SearchBox />
      </div>
      <NoScriptMenu />
      {menuOpen && (
        <Suspense fallback={null}>
          <MobileMenu user={user ?? null} onClose={() => setMenuOpen(false)} onLogOut={logOut} />
        </Suspense>
      )}
    </header>
  );
}
