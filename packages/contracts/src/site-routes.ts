/**
 * The public (server-rendered) pages, declared once so the browser router (web/src/routes.tsx), the server renderer
 * (one loader per id in web/src/ssr/loaders.ts) and the server's sitemap, feed and mail links cannot disagree on a
 * path. Signed-in screens live only in routes.tsx and get the app shell.
 */

export const SITE_ROUTES = {
  home: '/',
  novel: '/novels/:novelName',
  chapter: '/novels/:novelName/chapters/:chapterNumber',
  /** The spec's spelling of a genre page (novel pages link here). */
  genre: '/genre/:genre',
  /** The same page under the genres index (issue 16). */
  genreUnderIndex: '/genres/:genre',
  /** Not in the spec: the genres index the site navigation links to (issue 16). */
  genres: '/genres',
  /** Issue 37: a tag's page (its novels, count and feed); a merged synonym redirects to its canonical tag. */
  tag: '/tags/:tag',
  search: '/search',
  browse: '/browse',
  ranking: '/ranking',
  author: '/authors/:username',
  terms: '/terms',
  privacy: '/privacy',
  copyright: '/copyright',
  guidelines: '/guidelines',
  /** The sign-in page: rendered for signed-out visitors, so its options show before (and without) JavaScript. */
  signIn: '/auth',
} as const;

export type SiteRouteId = keyof typeof SITE_ROUTES;

export const isSiteRouteId = (id: string | undefined): id is SiteRouteId =>
  id !== undefined && Object.hasOwn(SITE_ROUTES, id);

/** The names of a pattern's `:slots`, e.g. 'novelName' | 'chapterNumber'. */
export type PathParams<Pattern extends string> = Pattern extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParams<`/${Rest}`>
  : Pattern extends `${string}:${infer Name}`
    ? Name
    : never;

/** A route's path with its slots filled, each URL-encoded: `sitePath('chapter', { novelName, chapterNumber })`. */
export function sitePath<Id extends SiteRouteId>(
  id: Id,
  params: Record<PathParams<(typeof SITE_ROUTES)[Id]>, string | number>,
): string {
  const values = params as Record<string, string | number>;
  return SITE_ROUTES[id].replace(/:(\w+)/g, (_slot, name: string) => encodeURIComponent(String(values[name])));
}

/** A novel page: /novels/{encoded title}. */
export const novelPath = (title: string): string => sitePath('novel', { novelName: title });

/** A chapter page: /novels/{encoded title}/chapters/{number}. */
export const chapterPath = (title: string, chapterNumber: number): string =>
  sitePath('chapter', { novelName: title, chapterNumber });

/**
 * The chapter jump as a GET form (issue 37, for readers without JavaScript): /novels/{title}/chapters?chapter=N,
 * which the server redirects to that chapter's page.
 */
export const CHAPTER_JUMP_PARAM = 'chapter';
export const chapterJumpPath = (title: string): string => `${novelPath(title)}/chapters`;

/** An author page: /authors/{encoded username}. */
export const authorPath = (username: string): string => sitePath('author', { username });

/** A genre page, the genre lower-cased in the link (spec section 2): /genre/{encoded genre}. */
export const genrePath = (genre: string): string => sitePath('genre', { genre: genre.toLowerCase() });

/** A tag page, in the tag's canonical spelling: /tags/{encoded tag}. */
export const tagPath = (tag: string): string => sitePath('tag', { tag });

/** A tag's Atom feed of its newest novels (answered by the server, linked from the tag page). */
export const tagFeedPath = (tag: string): string => `/feeds/tags/${encodeURIComponent(tag.toLowerCase())}.atom`;

/** A novel's RSS feed (answered by the server, linked from the novel page). */
export const novelFeedPath = (novelId: number): string => `/feeds/novels/${novelId}.xml`;
