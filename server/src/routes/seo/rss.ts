import { escapeXml } from './site-urls.ts';

/**
 * RSS 2.0 written by hand, so that every text is escaped for what a feed reader does with its element. A title is
 * plain text: escaped once for XML, the reader shows the characters. A description is HTML that the reader
 * renders: the text is escaped for HTML, then for XML, so markup an author typed (`<script>`, `"><img ...>`,
 * `]]>`) reaches the reader as the characters typed, never as elements. No CDATA: escaping alone carries any text.
 * (The `feed` package wrote item titles and summaries as CDATA without escaping them as HTML.)
 */
export interface RssChannel {
  /** Plain text. */
  title: string;
  /** Plain text, sent as HTML that shows exactly these characters. */
  description: string;
  /** Absolute URLs of the page the feed stands for and of the feed itself. */
  link: string;
  self: string;
  updated: Date;
  generator: string;
  language: string;
}

export interface RssItem {
  /** Plain text. */
  title: string;
  link: string;
  /** Not a URL (isPermaLink="false"). */
  guid: string;
  published: Date;
  /** Plain text, sent as HTML that shows exactly these characters; no description when empty. */
  summary: string;
  /** Plain-text categories (the content rating, issue 37). */
  categories?: readonly string[];
}

const RSS_DOCS = 'https://validator.w3.org/feed/docs/rss2.html';

/** Drops what XML 1.0 cannot carry at all, even escaped: control characters, lone surrogates, U+FFFE and U+FFFF. */
export const xmlChars = (text: string): string =>
  text.replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '');

const HTML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };

/** Plain text as HTML text content (not an attribute): a browser renders exactly these characters. */
const escapeHtmlText = (text: string): string => text.replace(/[&<>]/g, (char) => HTML_ENTITIES[char] ?? char);

/** Plain text as an element's text, escaped once with XML's own entities: the reader reads exactly these characters. */
export const plainText = (text: string): string => escapeXml(xmlChars(text));

/** Plain text as an element holding HTML: XML gives the reader escaped HTML, which renders as these characters. */
const htmlOfText = (text: string): string => escapeXml(escapeHtmlText(xmlChars(text)));

/** An absolute URL, normalised as WHATWG URL writes it, then escaped for XML. */
export const url = (href: string): string => escapeXml(new URL(href).href);

function itemXml(item: RssItem): string {
  return [
    '        <item>',
    `            <title>${plainText(item.title)}</title>`,
    `            <link>${url(item.link)}</link>`,
    `            <guid isPermaLink="false">${plainText(item.guid)}</guid>`,
    `            <pubDate>${item.published.toUTCString()}</pubDate>`,
    ...(item.categories ?? []).map((category) => `            <category>${plainText(category)}</category>`),
    ...(item.summary ? [`            <description>${htmlOfText(item.summary)}</description>`] : []),
    '        </item>',
  ].join('\n');
}

/** The feed's bytes depend only on its arguments, so the same content gives the same ETag. */
export function rss2(channel: RssChannel, items: readonly RssItem[]): string {
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '    <channel>',
    `        <title>${plainText(channel.title)}</title>`,
    `        <link>${url(channel.link)}</link>`,
    `        <description>${htmlOfText(channel.description)}</description>`,
    `        <lastBuildDate>${channel.updated.toUTCString()}</lastBuildDate>`,
    `        <docs>${RSS_DOCS}</docs>`,
    `        <generator>${plainText(channel.generator)}</generator>`,
    `        <language>${plainText(channel.language)}</language>`,
    `        <atom:link href="${url(channel.self)}" rel="self" type="application/rss+xml"/>`,
    ...items.map(itemXml),
    '    </channel>',
    '</rss>',
  ].join('\n');
}
