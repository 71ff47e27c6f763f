/**
 * SPEC section 2's route table, each screen a lazy pages/<screen>/index.tsx. Declarative routing keeps react-router at
 * a third of its data-router size (TanStack Query loads data). Public pages come from SITE_ROUTES and carry their id,
 * by which the server renderer finds their loader (ssr/loaders.ts, kept out of the browser's bundle).
 */
import { SITE_ROUTES, type SiteRouteId } from '@inkshelf/contracts';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import { RootLayout } from './layout/root-layout.tsx';

const page = (load: () => Promise<{ default: ComponentType }>): LazyExoticComponent<ComponentType> => lazy(load);

const RequireAuthor = page(async () => ({ default: (await import('./auth/require-author.tsx')).RequireAuthor }));
const Home = page(() => import('./pages/home/index.tsx'));
const Auth = page(() => import('./pages/auth/index.tsx'));
const AuthCallback = page(() => import('./pages/auth-callback/index.tsx'));
const ResetPassword = page(() => import('./pages/reset-password/index.tsx'));
const Novel = page(() => import('./pages/novel/index.tsx'));
const Chapter = page(() => import('./pages/chapter/index.tsx'));
const Genre = page(() => import('./pages/genre/index.tsx'));
const Genres = page(() => import('./pages/genres/index.tsx'));
const Tag = page(() => import('./pages/tag/index.tsx'));
const Search = page(() => import('./pages/search/index.tsx'));
const Profile = page(() => import('./pages/profile/index.tsx'));
const Bookmarks = page(() => import('./pages/bookmarks/index.tsx'));
const Library = page(() => import('./pages/library/index.tsx'));
const Notifications = page(() => import('./pages/notifications/index.tsx'));
const ReadingHistory = page(() => import('./pages/reading-history/index.tsx'));
const Ranking = page(() => import('./pages/ranking/index.tsx'));
const Browse = page(() => import('./pages/browse/index.tsx'));
const AuthorProfile = page(() => import('./pages/author-profile/index.tsx'));
const Terms = page(() => import('./pages/terms/index.tsx'));
const Privacy = page(() => import('./pages/privacy/index.tsx'));
const Copyright = page(() => import('./pages/copyright/index.tsx'));
const Guidelines = page(() => import('./pages/guidelines/index.tsx'));
const AuthorDashboard = page(() => import('./pages/author-dashboard/index.tsx'));
const CreateNovel = page(() => import('./pages/author-novel-create/index.tsx'));
const EditNovel = page(() => import('./pages/author-novel-edit/index.tsx'));
const CreateChapter = page(() => import('./pages/author-chapter-create/index.tsx'));
const EditChapter = page(() => import('./pages/author-chapter-edit/index.tsx'));
const NovelAnalytics = page(() => import('./pages/author-novel-analytics/index.tsx'));
const Moderation = page(() => import('./pages/moderation/index.tsx'));
const NotFound = page(() => import('./pages/not-found/index.tsx'));

type LazyPage = LazyExoticComponent<ComponentType>;

/** The page of each public route. */
const PUBLIC_PAGES: Readonly<Record<SiteRouteId, LazyPage>> = {
  home: Home,
  novel: Novel,
  chapter: Chapter,
  genre: Genre,
  genreUnderIndex: Genre,
  genres: Genres,
  tag: Tag,
  search: Search,
  browse: Browse,
  ranking: Ranking,
  author: AuthorProfile,
  terms: Terms,
  privacy: Privacy,
  copyright: Copyright,
  guidelines: Guidelines,
  signIn: Auth,
};

const publicRoutes = (Object.keys(SITE_ROUTES) as SiteRouteId[]).map((id): RouteObject => {
  const Page = PUBLIC_PAGES[id];
  return { id, path: SITE_ROUTES[id], element: <Page /> };
});

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      ...publicRoutes,
      { path: 'auth/callback', element: <AuthCallback /> },
      { path: 'reset-password', element: <ResetPassword /> },
      { path: 'profile', element: <Profile /> },
      { path: 'bookmarks', element: <Bookmarks /> },
      { path: 'library', element: <Library /> },
      { path: 'notifications', element: <Notifications /> },
      { path: 'reading-history', element: <ReadingHistory /> },
      // Issue 18: the moderation screens (staff only; the page says so to everyone else).
      { path: 'moderation', element: <Moderation /> },
      {
        path: 'author',
        element: <RequireAuthor />,
        children: [
          { path: 'dashboard', element: <AuthorDashboard /> },
          { path: 'novels/create', element: <CreateNovel /> },
          { path: 'novels/:id/edit', element: <EditNovel /> },
          // Issue 33: a novel's reader analytics.
          { path: 'novels/:novelId/analytics', element: <NovelAnalytics /> },
          { path: 'novels/:novelId/chapters/create', element: <CreateChapter /> },
          // Both spellings of the edit-chapter link (spec section 2); the slot is a chapter id or number.
          { path: 'novels/:novelId/chapters/edit/:chapterId', element: <EditChapter /> },
          { path: 'novels/:novelId/chapters/:chapterId/edit', element: <EditChapter /> },
          { index: true, element: <NotFound /> },
          { path: '*', element: <NotFound /> },
        ],
      },
      { path: '*', element: <NotFound /> },
    ],
  },
];

/** Renders the page matching the current location (inside a BrowserRouter or MemoryRouter). */
export function AppRoutes() {
  return useRoutes(routes);
}
