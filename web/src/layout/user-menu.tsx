/** The signed-in user's menu button; the Radix dropdown behind it loads on demand (kept out of the entry chunk). */
import type { CurrentUser } from '@inkshelf/contracts';
import { lazy, Suspense } from 'react';
import { UserBadge, userTriggerClasses } from './user-badge.tsx';

const UserMenuDropdown = lazy(() => import('./user-menu-dropdown.tsx'));

export function UserMenu({ user, onLogOut }: { user: CurrentUser; onLogOut: () => void }) {
  return (
    <Suspense
      fallback={
        <button type="button" disabled className={userTriggerClasses}>
          <UserBadge username={user.username} />
        </button>
      }
    >
      <UserMenuDropdown user={user} onLogOut={onLogOut} />
    </Suspense>
  );
}
