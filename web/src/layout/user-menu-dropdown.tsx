/** The signed-in user's dropdown (Radix, loaded lazily by user-menu.tsx): the section 2 items, then Log Out. */
import type { CurrentUser } from '@inkshelf/contracts';
import { LogOut } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { Link, useLocation } from 'react-router';
import { RETURN_FOCUS_ATTRIBUTE } from '@inkshelf/ui/focus-return';
import { userMenuItems } from './nav-items.ts';
import { UserBadge, userTriggerClasses } from './user-badge.tsx';

const itemClasses =
  'flex cursor-pointer items-center gap-2 rounded-sm px-2 py-1.5 text-sm outline-none select-none data-[highlighted]:bg-accent data-[highlighted]:text-accent-foreground';

export default function UserMenuDropdown({ user, onLogOut }: { user: CurrentUser; onLogOut: () => void }) {
  const { pathname } = useLocation();
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className={userTriggerClasses} {...{ [RETURN_FOCUS_ATTRIBUTE]: '' }}>
        <UserBadge username={user.username} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-48 rounded-md border border-border bg-card p-1 text-card-foreground shadow-lg"
        >
          <DropdownMenu.Label className="px-2 py-1.5 text-xs text-muted-foreground">
            {user.isAuthor ? 'Author' : 'Reader'}
          </DropdownMenu.Label>
          {userMenuItems(user.isAuthor, user.role).map((item) => (
            <DropdownMenu.Item key={item.to} asChild className={itemClasses}>
              <Link to={item.to} aria-current={pathname === item.to ? 'page' : undefined}>
                {item.label}
              </Link>
            </DropdownMenu.Item>
          ))}
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          <DropdownMenu.Item className={itemClasses} onSelect={onLogOut}>
            <LogOut aria-hidden="true" className="size-4" />
            Log Out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
