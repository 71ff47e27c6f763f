/**
 * The full route table of SPEC section 2. Every screen is a lazily loaded module at pages/<screen>/index.tsx
 * with a default export; /author/* sits behind the author gate. Declarative routing (BrowserRouter + useRoutes)
 * keeps react-router at a third of its data-router size; data loading is TanStack Query's job.
 */
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
const Moderation = page(() => import('./pages/moderation/index.tsx'));
const NotFound = page(() => import('./pages/not-found/index.tsx'));

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { index: true, element: <Home /> },
      { path: 'auth', element: <Auth /> },
      { path: 'auth/callback', element: <AuthCallback /> },
      { path: 'reset-password', element: <ResetPassword /> },
      { path: 'novels/:novelName', element: <Novel /> },
      { path: 'novels/:novelName/chapters/:chapterNumber', element: <Chapter /> },
      { path: 'genre/:genre', element: <Genre /> },
      { path: 'genres/:genre', element: <Genre /> },
      // Not in the spec: the genres index the site navigation links to (issue 16).
      { path: 'genres', element: <Genres /> },
      { path: 'search', element: <Search /> },
      { path: 'profile', element: <Profile /> },
      { path: 'bookmarks', element: <Bookmarks /> },
      { path: 'library', element: <Library /> },
      { path: 'notifications', element: <Notifications /> },
      { path: 'reading-history', element: <ReadingHistory /> },
      { path: 'ranking', element: <Ranking /> },
      { path: 'browse', element: <Browse /> },
      { path: 'authors/:username', element: <AuthorProfile /> },
      { path: 'terms', element: <Terms /> },
      { path: 'privacy', element: <Privacy /> },
      { path: 'copyright', element: <Copyright /> },
      { path: 'guidelines', element: <Guidelines /> },
      // Issue 18: the moderation screens (staff only; the page says so to everyone else).
      { path: 'moderation', element: <Moderation /> },
      {
        path: 'author',
        element: <RequireAuthor />,
        children: [
          { path: 'dashboard', element: <AuthorDashboard /> },
          { path: 'novels/create', element: <CreateNovel /> },
          { path: 'novels/:id/edit', element: <EditNovel /> },
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
