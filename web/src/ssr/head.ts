/**
 * A rendered page's <head>: title and description as the page gave usePageMeta, canonical URL, Open Graph, Twitter and
 * JSON-LD from its data, absolute from `origin` (PUBLIC_URL). Everything is escaped here: titles, synopses and chapter
 * text are user content.
 */
import {
  authorPath,
  chapterPath,
  novelPath,
  PRODUCT_NAME,
  type ChapterRead,
  type NovelDetail,
} from '@inkshelf/contracts';
import type { PageMeta } from '../layout/page-meta.ts';
import { HOME_TEXTS } from '../pages/home/texts.ts';
import { synopsisSnippet } from '../pages/novel/synopsis-snippet.ts';
import type { PageSubject } from './loaders.ts';

const SITE_TITLE = HOME_TEXTS.title;
const SITE_DESCRIPTION = HOME_TEXTS.description;
/** public/og-image.jpg: the site's own preview image (1200 x 630). */
const SITE_IMAGE = { path: '/og-image.jpg', width: 1200, height: 630 };

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

/** Escapes text for an attribute value or an element's text. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** JSON for inside a <script> element: no '<' (so no '</script>' or '<!--'), no line separators. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The first words of chapter HTML as plain text: tags dropped, the common entities decoded. */
export function openingWords(html: string): string {
  // A description is a sentence or two: the first few KB of a chapter are plenty (a tag cut in half is dropped).
  const text = html
    .slice(0, 4_000)
    .replace(/<[^<>]*$/, '')
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^<>]*>/g, ' ')
    .replace(/&(#?\w+);/g, (whole, name: string) => {
      if (ENTITIES[name]) return ENTITIES[name];
      const code = /^#x([\da-f]+)$/i.exec(name)?.[1] ?? /^#(\d+)$/.exec(name)?.[1];
      if (!code) return whole;
      const point = name.startsWith('#x') || name.startsWith('#X') ? parseInt(code, 16) : Number(code);
      return point > 0 && point <= 0x10ffff ? String.fromCodePoint(point) : whole;
    });
  return synopsisSnippet(text);
}

const absolute = (origin: string, path: string): string => new URL(path, `${origin}/`).href;

function person(origin: string, name: string) {
  return { '@type': 'Person', name, url: absolute(origin, authorPath(name)) };
}

function bookData(origin: string, novel: NovelDetail, image: string) {
  const rated = novel.averageRating !== null && novel.reviewCount > 0;
  return {
    '@type': 'Book',
    name: novel.title,
    url: absolute(origin, novelPath(novel.title)),
    description: novel.description,
    image,
    author: person(origin, novel.authorName),
    genre: novel.genres,
    inLanguage: 'en',
    dateCreated: novel.createdAt,
    dateModified: novel.updatedAt,
    ...(rated && {
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: novel.averageRating,
        reviewCount: novel.reviewCount,
        bestRating: 5,
        worstRating: 1,
      },
    }),
  };
}

function chapterData(origin: string, novel: NovelDetail, chapter: ChapterRead, image: string) {
  return {
    '@type': 'Chapter',
    name: chapter.title,
    position: chapter.chapterNumber,
    url: absolute(origin, chapterPath(novel.title, chapter.chapterNumber)),
    image,
    author: person(origin, novel.authorName),
    isPartOf: { '@type': 'Book', name: novel.title, url: absolute(origin, novelPath(novel.title)) },
    wordCount: chapter.wordCount,
    inLanguage: 'en',
    datePublished: chapter.publishedAt ?? chapter.createdAt,
    dateModified: chapter.updatedAt,
  };
}

export interface HeadInput {
  /** PUBLIC_URL without a trailing slash, e.g. 'https://inkshelf.example'. */
  origin: string;
  /** The request's path and query, e.g. '/search?q=salt'. */
  url: string;
  meta: PageMeta | null;
  subject: PageSubject;
}

/** The tags, one per line, for the end of the document's <head>. */
export function headTags({ origin, url, meta, subject }: HeadInput): string {
  const title = meta?.title || SITE_TITLE;
  let description = meta?.description ?? SITE_DESCRIPTION;
  const { pathname, search } = new URL(url, 'http://localhost');
  let canonical = absolute(
    origin,
    subject.kind === 'page' && subject.canonicalPath
      ? subject.canonicalPath
      : pathname + (pathname === '/search' ? search : ''),
  );
  let type = 'website';
  let image: { url: string; width?: number; height?: number } = {
    url: absolute(origin, SITE_IMAGE.path),
    width: SITE_IMAGE.width,
    height: SITE_IMAGE.height,
  };
  let data: object | null = null;

  if (subject.kind !== 'page') {
    const { novel } = subject;
    if (novel.coverImage) image = { url: absolute(origin, novel.coverImage) };
    if (subject.kind === 'novel') {
      canonical = absolute(origin, novelPath(novel.title));
      type = 'book';
      data = bookData(origin, novel, image.url);
    } else {
      const { chapter } = subject;
      canonical = absolute(origin, chapterPath(novel.title, chapter.chapterNumber));
      type = 'article';
      description = openingWords(chapter.contentHtml) || description;
      data = chapterData(origin, novel, chapter, image.url);
    }
  }

  const tag = (attribute: 'name' | 'property', key: string, value: string | number) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(String(value))}" />`;
  return [
    `<title>${escapeHtml(title)}</title>`,
    tag('name', 'description', description),
    `<link rel="canonical" href="${escapeHtml(canonical)}" />`,
    tag('property', 'og:type', type),
    tag('property', 'og:site_name', PRODUCT_NAME),
    tag('property', 'og:title', title),
    tag('property', 'og:description', description),
    tag('property', 'og:url', canonical),
    tag('property', 'og:image', image.url),
    ...(image.width ? [tag('property', 'og:image:width', image.width)] : []),
    ...(image.height ? [tag('property', 'og:image:height', image.height)] : []),
    tag('property', 'og:image:alt', title),
    tag('name', 'twitter:card', subject.kind === 'page' ? 'summary_large_image' : 'summary'),
    tag('name', 'twitter:title', title),
    tag('name', 'twitter:description', description),
    tag('name', 'twitter:image', image.url),
    ...(data
      ? [`<script type="application/ld+json">${scriptJson({ '@context': 'https://schema.org', ...data })}</script>`]
      : []),
  ].join('\n    ');
}
