/** Texts of the Profile page's 'Your data' section: the download and the account deletion (issue 18). */
import type { AccountFootprint } from '@inkshelf/contracts';

const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

export const YOUR_DATA_TEXTS = {
  heading: 'Your data',
  intro:
    'Download a copy of everything you wrote or saved on Inkshelf, or delete your account and everything it wrote.',
  download: 'Download my data',
  downloading: 'Preparing download...',
  downloadHint:
    'A JSON file with your profile and settings, novels and chapters, reviews, comments, bookmarks, reading history, follows, library shelves and notifications.',
  downloaded: { title: 'Download ready', description: 'Your data has been saved as a JSON file.' },
  downloadFailed: 'Failed to download your data.',
  delete: 'Delete account',
  confirmTitle: 'Delete your account?',
  loading: 'Counting what will be removed...',
  loadFailed: 'Could not count what will be removed.',
  retry: 'Try Again',
  removes: 'This permanently deletes your account and everything it wrote. It cannot be undone:',
  nothingWritten: 'You have not written or saved anything yet; only the account itself will be removed.',
  keepCopy: 'Download your data first if you want to keep a copy.',
  password: 'Your password',
  username: (username: string) => `Type your username (${username}) to confirm`,
  noPasswordHint: 'Your account signs in with Google only, so it has no password.',
  code: 'Two-factor code',
  codeHint: 'A code from your authenticator app, or one of your recovery codes.',
  cancel: 'Cancel',
  confirm: 'Delete my account',
  deleting: 'Deleting...',
  /** What the confirmation names, one line per kind that the account has. */
  items: (f: AccountFootprint): string[] =>
    [
      f.novels > 0 && `${plural(f.novels, 'novel')} with ${plural(f.chapters, 'chapter')}, and everything on them`,
      f.reviews > 0 && plural(f.reviews, 'review'),
      f.comments > 0 &&
        plural(f.comments, 'comment') +
          (f.repliesFromOthers > 0 ? ` and ${plural(f.repliesFromOthers, 'reply', 'replies')} to them` : ''),
      f.bookmarks > 0 && plural(f.bookmarks, 'bookmark'),
      f.readingHistory > 0 && `your reading history (${plural(f.readingHistory, 'novel')})`,
      f.likes > 0 && plural(f.likes, 'like'),
      f.apps > 0 && plural(f.apps, 'signed-in app'),
    ].filter((item): item is string => typeof item === 'string'),
} as const;
