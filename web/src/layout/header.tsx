/** Sticky site header: logo, search, dark-mode switch, Log In / Register or the user menu, and the mobile toggle. */
import { PRODUCT_NAME } from '@inkshelf/contracts';
import { Button } from '@inkshelf/reader-ui';
import { BookOpen, Menu, X } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { useAuthDialog } from '../auth/auth-dialog-store.ts';
import { useCurrentUser } from '../auth/use-current-user.ts';
import { DarkModeSwitch } from './dark-mode-switch.tsx';
import { MOBILE_MENU_ID } from './mobile-menu-id.ts';
import { PAGE_WIDTH } from './page.ts';
import { SearchBox } from './search-box.tsx';
import { useLogOutAction } from './use-log-out.ts';
import { UserMenu } from './user-menu.tsx';

// Opened by a tap on phones only: its code loads then.
const MobileMenu = lazy(async () => ({ default: (await import('./mobile-menu.tsx')).MobileMenu }));

export function Header() {
  const { user } = useCurrentUser();
  const openAuth = useAuthDialog((state) => state.open);
  const [menuOpen, setMenuOpen] = useState(false);
  // Held here, not in the menus: they unmount when they close, which would drop the mutation's callbacks.
  const { logOut } = useLogOutAction();

  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <div className={`${PAGE_WIDTH} flex h-16 items-center gap-3 md:gap-6`}>
        <Link
          to="/"
          className="flex shrink-0 items-center gap-2 text-lg font-bold tracking-tight"
          aria-label={`${PRODUCT_NAME} home`}
        >
          <BookOpen aria-hidden="true" className="size-6 text-primary" />
          <span>{PRODUCT_NAME}</span>
        </Link>
        <SearchBox className="hidden max-w-xl md:flex" />
        <div className="ml-auto flex items-center gap-2 md:gap-3">
          <DarkModeSwitch />
          <div className="hidden items-center gap-2 md:flex">
            {user ? (
              <UserMenu user={user} onLogOut={logOut} />
            ) : (
              <>
                <Button variant="ghost" size="sm" onClick={() => openAuth('login')}>
                  Log In
                </Button>
                <Button size="sm" onClick={() => openAuth('register')}>
                  Register
                </Button>
              </>
            )}
          </div>
          <Button
            variant="ghost"
            size="icon"
            className="md:hidden"
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            aria-expanded={menuOpen}
            aria-controls={MOBILE_MENU_ID}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <X aria-hidden="true" className="size-5" /> : <Menu aria-hidden="true" className="size-5" />}
          </Button>
        </div>
      </div>
      <div className={`${PAGE_WIDTH} pb-3 md:hidden`}>
        <SearchBox />
      </div>
      {menuOpen && (
        <Suspense fallback={null}>
          <MobileMenu user={user ?? null} onClose={() => setMenuOpen(false)} onLogOut={logOut} />
        </Suspense>
      )}
    </header>
  );
}
