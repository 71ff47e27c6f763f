/** The menu behind the header's toggle below 768px: the user items except Ranking, or Log In / Register. */
import type { CurrentUser } from '@inkshelf/contracts';
import { AvatarInitial, Button, cn } from '@inkshelf/reader-ui';
import { Link } from 'react-router';
import { useAuthDialog } from '../auth/auth-dialog-store.ts';
import { mobileMenuItems } from './nav-items.ts';

import { MOBILE_MENU_ID } from './mobile-menu-id.ts';

export interface MobileMenuProps {
  user: CurrentUser | null;
  onClose: () => void;
  onLogOut: () => void;
}

export function MobileMenu({ user, onClose, onLogOut }: MobileMenuProps) {
  const openAuth = useAuthDialog((state) => state.open);
  const linkClasses = 'block rounded-md px-3 py-2 text-sm font-medium hover:bg-accent hover:text-accent-foreground';
  return (
    <nav id={MOBILE_MENU_ID} aria-label="Mobile" className={cn('border-t border-border bg-background md:hidden')}>
      <div className="grid gap-1 px-4 py-3">
        {user ? (
          <>
            <div className="flex items-center gap-2 px-3 py-2 text-sm font-semibold">
              <AvatarInitial name={user.username} size="sm" />
              {user.username}
            </div>
            {mobileMenuItems(user.isAuthor).map((item) => (
              <Link key={item.to} to={item.to} className={linkClasses} onClick={onClose}>
                {item.label}
              </Link>
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
                onClose();
                openAuth('login');
              }}
            >
              Log In
            </Button>
            <Button
              className="flex-1"
              onClick={() => {
                onClose();
                openAuth('register');
              }}
            >
              Register
            </Button>
          </div>
        )}
      </div>
    </nav>
  );
}
