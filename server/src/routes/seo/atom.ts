import { plainText, url } from './rss.ts';

/**
 * Atom 1.0 (RFC 4287) for the tag feeds (issue 37): every text is `type="text"`, so it is escaped once for XML and a
 * feed reader shows exactly the characters an author typed, markup included.
 */
export interface AtomFeed {
  /** A tag URI that never changes. */
  id: string;
  title: string;
  subtitle: string;
  /** Absolute URLs of the page the feed stands for and of the feed itself. */
  link: string;
  self: string;
  updated: Date;
  generator: string;
}

export interface AtomEntry {
  id: string;
  title: string;
  link: string;
  author: string;
  published: Date;
  updated: Date;
  summary: string;
  categories: readonly string[];
}

function entryXml(entry: AtomEntry): string {
  return [
    '    <entry>',
    `        <id>${plainText(entry.id)}</id>`,
    `        <title type="text">${plainText(entry.title)}</title>`,
    `        <link rel="alternate" type="text/html" href="${url(entry.link)}"/>`,
    `        <author><name>${plainText(entry.author)}</name></author>`,
    `        <published>${entry.published.toISOString()}</published>`,
    `        <updated>${entry.updated.toISOString()}</updated>`,
    ...entry.categories.map((term) => `        <category term="${plainText(term)}"/>`),
    `        <summary type="text">${plainText(entry.summary)}</summary>`,
    '    </entry>',
  ].join('\n');
}

/** The feed's bytes depend only on its arguments, so the same content gives the same ETag. */
export function atom(feed: AtomFeed, entries: readonly AtomEntry[]): string {
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en">',
    `    <id>${plainText(feed.id)}</id>`,
    `    <title type="text">${plainText(feed.title)}</title>`,
    `    <subtitle type="text">${plainText(feed.subtitle)}</subtitle>`,
    `    <link rel="alternate" type="text/html" href="${url(feed.link)}"/>`,
    `    <link rel="self" type="application/atom+xml" href="${url(feed.self)}"/>`,
    `    <updated>${feed.updated.toISOString()}</updated>`,
    `    <generator>${plainText(feed.generator)}</generator>`,
    ...entries.map(entryXml),
    '</feed>',
  ].join('\n');
}
