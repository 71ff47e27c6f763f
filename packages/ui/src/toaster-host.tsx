/** Mounts the Radix toast viewport once the first toast is shown, so its code stays out of the entry chunk. */
import { lazy, Suspense, useState } from 'react';
import { useToastStore } from './toast.ts';
import type { ToasterProps } from './toaster.tsx';

const Toaster = lazy(() => import('./toaster.tsx'));

export function ToasterHost(props: ToasterProps) {
  const hasToasts = useToastStore((state) => state.toasts.length > 0);
  const [loaded, setLoaded] = useState(false);
  if (hasToasts && !loaded) setLoaded(true);
  if (!loaded) return null;
  return (
    <Suspense fallback={null}>
      <Toaster {...props} />
    </Suspense>
  );
}
