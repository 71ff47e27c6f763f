/** What the user menu button shows: initial avatar, username and a chevron (shared by the button and its fallback). */
import { AvatarInitial } from '@inkshelf/reader-ui';
import { ChevronDown } from 'lucide-react';

export const userTriggerClasses =
  'inline-flex items-center gap-2 rounded-md px-2 py-1 text-sm font-medium hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none';

export function UserBadge({ username }: { username: string }) {
  return (
    <>
      <AvatarInitial name={username} size="sm" />
      <span className="max-w-36 truncate">{username}</span>
      {/* The button is named by what it shows plus this, so the spoken name contains the visible one. */}
      <span className="sr-only">account menu</span>
      <ChevronDown aria-hidden="true" className="size-4 text-muted-foreground" />
    </>
  );
}
