/** Where the header, its user menu, the mobile menu and the footer link to (spec section 2, Layout). */

export interface NavItem {
  label: string;
  to: string;
}

export const RANKING_ITEM: NavItem = { label: 'Ranking Page', to: '/ranking' };

/**
 * Site navigation (issue 16; not in the spec): the header on wide screens and the top of the mobile menu, for
 * everyone. The spec's menu items below stay as they are.
 */
export const SITE_ITEMS: NavItem[] = [
  { label: 'Home', to: '/' },
  { label: 'Browse', to: '/browse' },
  { label: 'Rankings', to: '/ranking' },
  { label: 'Genres', to: '/genres' },
];

const READER_ITEMS: NavItem[] = [
  { label: 'Profile', to: '/profile' },
  { label: 'My Bookmarks', to: '/bookmarks' },
  /** Issue 19: shelves and follows, next to the bookmarks. */
  { label: 'My Library', to: '/library' },
  { label: 'Reading History', to: '/reading-history' },
  RANKING_ITEM,
];

const AUTHOR_ITEMS: NavItem[] = [
  { label: 'My Novels', to: '/author/dashboard' },
  { label: 'Create Novel', to: '/author/novels/create' },
];

/** Issue 18: the moderation screens, for moderators and administrators only. */
export const MODERATION_ITEM: NavItem = { label: 'Moderation', to: '/moderation' };

/** Whether an account with this role works the moderation screens (`role` is absent on older answers). */
export const isStaff = (role: string | undefined): boolean => role === 'moderator' || role === 'admin';

/** The signed-in user menu (Log Out comes after these). */
export function userMenuItems(isAuthor: boolean, role?: string): NavItem[] {
  const items = isAuthor ? [...READER_ITEMS, ...AUTHOR_ITEMS] : READER_ITEMS;
  return isStaff(role) ? [...items, MODERATION_ITEM] : items;
}

/** The mobile menu: the same items except Ranking. */
export function mobileMenuItems(isAuthor: boolean, role?: string): NavItem[] {
  return userMenuItems(isAuthor, role).filter((item) => item.to !== RANKING_ITEM.to);
}

/** External community chat, set at build time with VITE_COMMUNITY_CHAT_URL. */
export const COMMUNITY_CHAT_URL: string =
  (import.meta.env.VITE_COMMUNITY_CHAT_URL as string | undefined) ?? 'https://discord.gg/inkshelf';

export const FOOTER_GROUPS: { title: string; items: NavItem[] }[] = [
  {
    title: 'Your Library',
    items: [
      { label: 'My Profile', to: '/profile' },
      { label: 'Bookmarks', to: '/bookmarks' },
      { label: 'Library', to: '/library' },
      { label: 'Reading History', to: '/reading-history' },
      RANKING_ITEM,
    ],
  },
  {
    title: 'Policies',
    items: [
      { label: 'Terms of Service', to: '/terms' },
      { label: 'Privacy Policy', to: '/privacy' },
      { label: 'Copyright Policy', to: '/copyright' },
      { label: 'Content Guidelines', to: '/guidelines' },
    ],
  },
];
