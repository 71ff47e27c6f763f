/** Home page texts the spec words but contracts MESSAGES does not carry (SPEC section 2, Home). */
import { PRODUCT_NAME } from '@inkshelf/contracts';

export const HOME_TEXTS = {
  tagline: 'Community-driven fan fiction and web novels: read, write and connect.',
  continueReading: 'Continue Reading',
  latestTitle: 'Latest Fan-Fics',
  latestEmpty: 'No fan-fics published yet.',
  topTitle: 'Top Fan-Fics',
  topEmptyTitle: 'No top fan-fics found',
  topEmptyText: 'No top fan-fics to display.',
  updatesTitle: 'Latest Updates',
  updatesEmptyTitle: 'No updates found',
  updatesEmptyText: 'No recent chapter updates to display.',
  viewMore: 'View More',
  refresh: 'Refresh',
  inviteTitle: 'Join the community',
  inviteText: 'Create a free account to unlock reading history and bookmarks.',
  inviteAction: 'Create Account',
  inviteDismiss: 'Maybe later',
  /** The spec's title (contracts' PAGE_TITLE; spelled here so the shared constants chunk stays as it was). */
  title: `${PRODUCT_NAME} - Web Novel Platform`,
  /** The site's description (index.html's too): the home page's, and any page's before its own is known. */
  description:
    'Inkshelf is a community-driven home for web novels and fan fiction: read free serialized stories, bookmark ' +
    'favourites, and publish your own chapters.',
} as const;

/** sessionStorage key: the sign-up invitation was shown in this browser session. */
export const INVITE_SHOWN_KEY = 'inkshelf-signup-invite-shown';
