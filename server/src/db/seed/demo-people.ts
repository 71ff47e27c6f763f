import type { DemoAuthorKey } from './novels/types.ts';

/** The demo accounts; their password is printed at first start and listed in the README. */
export const DEMO_PASSWORD = 'inkshelf-demo';

export const demoAuthors: Record<DemoAuthorKey, { username: string; email: string }> = {
  mara: { username: 'MaraQuill', email: 'mara@demo.inkshelf.test' },
  theo: { username: 'TheoVance', email: 'theo@demo.inkshelf.test' },
  ines: { username: 'InesMoreau', email: 'ines@demo.inkshelf.test' },
};

export const demoReaders = [
  { username: 'ReaderJune', email: 'june@demo.inkshelf.test' },
  { username: 'sam_reads', email: 'sam@demo.inkshelf.test' },
  { username: 'NightOwl', email: 'owl@demo.inkshelf.test' },
] as const;

/** Short, original reader reactions used for reviews and comments. */
export const demoReviewTexts = [
  'The world-building sneaks up on you. By chapter three I was completely hooked.',
  'Lovely prose and characters who feel like real people. Waiting impatiently for the next update.',
  'Slow start, but the payoff is worth it. The ending of the latest chapter gave me chills.',
  'A cozy read with surprising depth. I keep recommending it to friends.',
  'Great premise. Some chapters could be tighter, but the voice is strong.',
  'One of the best serials on the site right now. The dialogue sparkles.',
];

export const demoComments = [
  'That last line! I did not see it coming.',
  'Is anyone else convinced the narrator is hiding something?',
  'The description of the harbour at dawn was beautiful.',
  'Rereading this chapter and catching so many hints I missed.',
  'Thank you for the update, this made my morning.',
];

export const demoReplies = [
  'Same here, I had to read it twice.',
  'Oh, good catch. I think you might be right.',
  'Agreed, the author has a real eye for small details.',
  'I have a theory, but no spoilers yet!',
];
