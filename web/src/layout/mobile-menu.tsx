/**
 * The menu behind the header's toggle below 768px: the site navigation for everyone, then the user items except
 * Ranking (spec section 2), or Log In / Register. Closes after a pick.
 */
import type { CurrentUser } from '@inkshelf/contracts';
import { AvatarInitial, Button, cn } from '@inkshelf/reader-ui';
import { useAuthDialog } from '../auth/auth-dialog-store.ts';
import { MOBILE_MENU_ID } from './mobile-menu-id.ts';
import { mobileMenuItems } from './nav-items.ts';
import { CurrentPageLink, SiteNav } from './site-nav.tsx';

export interface MobileMenuProps {
  user: CurrentUser | null;
  onClose: () => void;
  onLogOut: () => void;
}

const linkClasses = 'block rounded-md px-3 py-2 text-sm font-medium hover:bg-accent hover:text-accent-foreground';
const activeClasses = 'bg-accent text-accent-foreground';

export function MobileMenu({ user, onClose, onLogOut }: MobileMenuProps) {
  const openAuth = useAuthDialog((state) => state.open);
  return (
    <div id={MOBILE_MENU_ID} className="border-t border-border bg-background md:hidden">
      <div className="grid gap-1 px-4 py-3">
        <SiteNav
          listClassName="grid grid-cols-2 gap-1"
          linkClassName={linkClasses}
          activeClassName={activeClasses}
          onNavigate={onClose}
        />
        <hr className="my-2 border-border" />
        <nav aria-label="Mobile" className="grid gap-1">
          {user ? (
            <>
              <div className="flex items-center gap-2 px-3 py-2 text-sm font-semibold">
                <AvatarInitial name={user.username} size="sm" />
                {user.username}
              </div>
              {mobileMenuItems(user.isAuthor, user.role).map((item) => (
                <CurrentPageLink
                  key={item.to}
                  to={item.to}
                  className={linkClasses}
                  activeClassName={activeClasses}
                  onClick={onClose}
                >
                  {item.label}
                </CurrentPageLink>
              ))}
              <button
                type="button"
                className={cn(linkClasses, 'text-left')}
                onClick={() => {
                  onClose();
                  onLogOut();
                }}
              >
                Log Out
              </button>
            </>
          ) : (
            <div className="flex gap-2">
              <Button
                variant="outline"
                className="flex-1"
                onClick={() => {
                  openAuth('login');
                  onClose();
                }}
              >
                Log In
              </Button>
              <Button
                className="flex-1"
                onClick={() => {
                  openAuth('register');
                  onClose();
                }}
              >
                Register
              </Button>
            </div>
          )}
        </nav>
      </div>
    </div>
  );
}
