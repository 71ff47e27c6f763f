/** Error boundary around the routed page: a crash or a chunk that cannot load (e.g. after a deploy) shows this. */
import { Button } from '@inkshelf/reader-ui';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { PROSE_CONTAINER } from './page.ts';

export function RouteError() {
  return (
    <div className={`${PROSE_CONTAINER} grid gap-4 text-center`}>
      <h1 className="text-2xl font-bold">Something went wrong</h1>
      <p className="text-muted-foreground">This page could not be shown. Reloading usually fixes it.</p>
      <div className="flex justify-center gap-2">
        <Button onClick={() => window.location.reload()}>Reload</Button>
        <a href="/" className="inline-flex h-10 items-center px-4 text-sm font-medium text-primary hover:underline">
          Return to Homepage
        </a>
      </div>
    </div>
  );
}

/** Key it by the path so that navigating away from a broken page recovers. */
export class PageErrorBoundary extends Component<{ children?: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Page failed to render', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}
