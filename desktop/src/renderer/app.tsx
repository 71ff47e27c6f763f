/** The studio's root: providers, sign-in or the signed-in shell (header, recovery, current screen, queue wiring). */
import { Button, NotifyProvider, Spinner } from '@inkshelf/reader-ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { toast } from '@inkshelf/ui/toast';
import { Toaster } from '@inkshelf/ui/toaster';
import { LogOut } from 'lucide-react';
import { useEffect } from 'react';
import { ThemeToggle } from './components/theme-toggle.tsx';
import { useConnectivity, watchConnectivity } from './lib/connectivity.ts';
import { refreshUser, restoreSession, signOut, useSession } from './lib/session.ts';
import { go, useNav } from './state/nav.ts';
import { queryClient, runQueue } from './state/runtime.ts';
import { AnalyticsView } from './screens/analytics.tsx';
import { EditorScreen } from './screens/editor/editor-screen.tsx';
import { StatusBar } from './screens/editor/status-bar.tsx';
import { NewNovelScreen } from './screens/new-novel.tsx';
import { NovelScreen } from './screens/novel.tsx';
import { NovelsScreen } from './screens/novels.tsx';
import { RecoveryPanel } from './screens/recovery-panel.tsx';
import { SignInScreen } from './screens/sign-in.tsx';
import { keyString } from './lib/draft-keys.ts';

/** Bottom right, above the status bar. */
const TOAST_VIEWPORT_CLASSES = 'fixed right-0 bottom-10 z-[100] flex w-full max-w-[420px] flex-col gap-2 p-4';

export function App() {
  useEffect(() => {
    void restoreSession();
  }, []);
  return (
    <QueryClientProvider client={queryClient}>
      <NotifyProvider notify={toast}>
        <Root />
        <Toaster viewportClassName={TOAST_VIEWPORT_CLASSES} />
      </NotifyProvider>
    </QueryClientProvider>
  );
}

function Root() {
  const status = useSession((state) => state.status);
  const serverUrl = useSession((state) => state.credentials?.serverUrl);
  // Signed out: the next account starts on My Novels with nothing of this one's cached.
  useEffect(() => {
    if (status !== 'signed-out') return;
    go({ name: 'novels' });
    queryClient.clear();
  }, [status]);
  if (status === 'loading') {
    return (
      <div className="grid min-h-dvh place-items-center">
        <Spinner label="Starting Inkshelf Studio" />
      </div>
    );
  }
  if (status === 'signed-out' || !serverUrl) return <SignInScreen />;
  return <Studio serverUrl={serverUrl} />;
}

function Studio({ serverUrl }: { serverUrl: string }) {
  const user = useSession((state) => state.user);
  const screen = useNav((state) => state.screen);
  const online = useConnectivity((state) => state.online);

  useEffect(() => watchConnectivity(serverUrl), [serverUrl]);
  // Back online (or first seen online): send whatever waits.
  useEffect(() => {
    if (!online) return;
    void runQueue();
    void refreshUser();
    void queryClient.refetchQueries({ type: 'active', predicate: (query) => query.state.status === 'error' });
  }, [online]);

  return (
    <div className="flex h-dvh flex-col">
      <header className="flex flex-wrap items-center gap-3 border-b border-border px-4 py-2">
        <p className="font-semibold">Inkshelf Studio</p>
        <p className="truncate text-sm text-muted-foreground">{serverUrl}</p>
        <div className="ml-auto flex items-center gap-3 text-sm">
          <ThemeToggle />
          {user && <span>{user.username}</span>}
          <Button variant="outline" size="sm" onClick={() => void signOut()}>
            <LogOut aria-hidden="true" className="size-4" />
            Sign out
          </Button>
        </div>
      </header>
      <main className="flex-1 overflow-y-auto">
        <div className="mx-auto w-full max-w-5xl p-4 sm:p-6">
          {user?.isAuthor !== false && <RecoveryPanel serverUrl={serverUrl} />}
          {screen.name === 'novels' && <NovelsScreen serverUrl={serverUrl} />}
          {screen.name === 'new-novel' && <NewNovelScreen serverUrl={serverUrl} />}
          {screen.name === 'novel' && (
            <NovelScreen serverUrl={serverUrl} novelId={screen.novelId} novelTitle={screen.novelTitle} />
          )}
          {screen.name === 'analytics' && (
            <AnalyticsView serverUrl={serverUrl} novelId={screen.novelId} novelTitle={screen.novelTitle} />
          )}
          {screen.name === 'editor' && (
            <EditorScreen
              key={keyString(screen.key)}
              draftKey={screen.key}
              novelTitle={screen.novelTitle}
              chapterNumber={screen.chapterNumber}
            />
          )}
        </div>
      </main>
      <StatusBar serverUrl={serverUrl} />
    </div>
  );
}
