/**
 * The RSS writer, read back with a real XML parser: titles reach a reader as the characters typed, descriptions as
 * HTML that renders as the characters typed (never an element), whatever markup or `]]>` the text holds.
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { rss2, xmlChars, type RssChannel, type RssItem } from './rss.ts';

const MARKUP_TITLE = "\"><img src=x onerror=alert(1)> ]]> &amp; 'q'";
const MARKUP_TEXT = '<script>alert(1)</script> ]]> Tom & "Jerry" &lt;b&gt;';

const channel: RssChannel = {
  title: `<i>Salt</i> & ]]> "Road" - Inkshelf`,
  description: `${MARKUP_TEXT}\n\nby mara`,
  link: 'https://books.example/novels/%3Ci%3ESalt',
  self: 'https://books.example/feeds/novels/7.xml',
  updated: new Date('2025-03-04T05:06:07Z'),
  generator: 'Inkshelf',
  language: 'en',
};
const item = (overrides: Partial<RssItem> = {}): RssItem => ({
  title: `Chapter 1: ${MARKUP_TITLE}`,
  link: "https://books.example/novels/Salt's%20%26/chapters/1",
  guid: 'tag:books.example,2025:chapter:1',
  published: new Date('2025-03-04T05:06:07Z'),
  summary: MARKUP_TEXT,
  ...overrides,
});

/** Element text as an XML parser gives it: entities decoded once, no value guessing, no trimming. */
const parser = new XMLParser({
  ignoreAttributes: false,
  parseTagValue: false,
  trimValues: false,
  isArray: (name) => name === 'item',
});
interface Parsed {
  rss: { '@_version': string; channel: Record<string, unknown> & { item: Record<string, unknown>[] } };
}
function parse(xml: string): Parsed {
  expect(XMLValidator.validate(xml)).toBe(true);
  return parser.parse(xml) as Parsed;
}

/**
 * The text an HTML renderer shows for a description: it must hold no tag at all, and its only references are the
 * three the writer makes, decoded in one pass (so `&amp;lt;` shows as `&lt;`, as a browser shows it).
 */
function renderedText(html: string): string {
  expect(html).not.toMatch(/[<>]/);
  expect(html.replace(/&(?:lt|gt|amp);/g, '')).not.toContain('&');
  return html.replace(/&(lt|gt|amp);/g, (_ref, name: string) => ({ lt: '<', gt: '>', amp: '&' })[name] ?? '');
}

describe('rss2', () => {
  it('gives titles as the characters typed, and descriptions as HTML that shows the characters typed', () => {
    const xml = rss2(channel, [item()]);
    const { channel: parsed } = parse(xml).rss;
    expect(parsed.title).toBe(channel.title);
    expect(parsed.description).toBe(
      '&lt;script&gt;alert(1)&lt;/script&gt; ]]&gt; Tom &amp; "Jerry" &amp;lt;b&amp;gt;\n\nby mara',
    );
    expect(renderedText(parsed.description as string)).toBe(channel.description);
    const [entry] = parsed.item;
    expect(entry!.title).toBe(`Chapter 1: ${MARKUP_TITLE}`);
    expect(entry!.description).toBe('&lt;script&gt;alert(1)&lt;/script&gt; ]]&gt; Tom &amp; "Jerry" &amp;lt;b&amp;gt;');
    expect(renderedText(entry!.description as string)).toBe(MARKUP_TEXT);
    // Nothing the author typed stands in the raw XML as markup or as a CDATA section.
    expect(xml).not.toContain('<img');
    expect(xml).not.toContain('<script');
    expect(xml).not.toContain('<i>');
    expect(xml).not.toContain('CDATA');
    expect(xml).not.toContain(']]>');
  });

  it('writes the channel and item elements of RSS 2.0 with absolute links, in the same order every time', () => {
    const xml = rss2(channel, [item(), item({ title: 'Chapter 2', guid: 'tag:books.example,2025:chapter:2' })]);
    expect(xml.startsWith('<?xml version="1.0" encoding="utf-8"?>\n<rss version="2.0" xmlns:atom=')).toBe(true);
    const { channel: parsed } = parse(xml).rss;
    expect(Object.keys(parsed).filter((key) => key !== '#text')).toEqual([
      'title',
      'link',
      'description',
      'lastBuildDate',
      'docs',
      'generator',
      'language',
      'atom:link',
      'item',
    ]);
    expect(parsed.link).toBe(channel.link);
    expect(parsed.lastBuildDate).toBe('Tue, 04 Mar 2025 05:06:07 GMT');
    expect(parsed['atom:link']).toEqual({
      '@_href': channel.self,
      '@_rel': 'self',
      '@_type': 'application/rss+xml',
    });
    const [first] = parsed.item;
    expect(Object.keys(first!).filter((key) => key !== '#text')).toEqual([
      'title',
      'link',
      'guid',
      'pubDate',
      'description',
    ]);
    expect(first!.link).toBe("https://books.example/novels/Salt's%20%26/chapters/1");
    expect(first!.guid).toEqual({ '#text': 'tag:books.example,2025:chapter:1', '@_isPermaLink': 'false' });
    expect(first!.pubDate).toBe('Tue, 04 Mar 2025 05:06:07 GMT');
    expect(rss2(channel, [item()])).toBe(rss2(channel, [item()]));
  });

  it('leaves out the description of an item without a summary', () => {
    const { channel: parsed } = parse(rss2(channel, [item({ summary: '' })])).rss;
    expect(parsed.item[0]).toHaveProperty('title');
    expect(parsed.item[0]).not.toHaveProperty('description');
  });

  it('drops the characters XML cannot carry, so the feed stays well-formed', () => {
    expect(xmlChars('a\u0000b\u0008c\uFFFEd\uD800e\u{1F600}\tf')).toBe('abcde\u{1F600}\tf');
    const xml = rss2(channel, [item({ title: 'Bell\u0007 \uDFFF end', summary: 'x\u0001y' })]);
    const [entry] = parse(xml).rss.channel.item;
    expect(entry!.title).toBe('Bell  end');
    expect(entry!.description).toBe('xy');
  });
});
