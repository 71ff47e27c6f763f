import type { DemoAuthorKey, DemoReaderKey } from './novels/types.ts';

/** The demo accounts; their password is printed at first start and listed in the README. */
export const DEMO_PASSWORD = 'inkshelf-demo';

export const demoAuthors: Record<DemoAuthorKey, { username: string; email: string }> = {
  mara: { username: 'MaraQuill', email: 'mara@demo.inkshelf.test' },
  theo: { username: 'TheoVance', email: 'theo@demo.inkshelf.test' },
  ines: { username: 'InesMoreau', email: 'ines@demo.inkshelf.test' },
};

/** The demo administrator (issue 18): works the moderation queue, grants roles and reads the audit log. */
export const demoAdmin = { username: 'SiteAdmin', email: 'admin@demo.inkshelf.test' };

/** The demo readers; their reviews and comments are written in each novel's file. */
export const demoReaders: Record<DemoReaderKey, { username: string; email: string }> = {
  june: { username: 'ReaderJune', email: 'june@demo.inkshelf.test' },
  sam: { username: 'sam_reads', email: 'sam@demo.inkshelf.test' },
  owl: { username: 'NightOwl', email: 'owl@demo.inkshelf.test' },
};
