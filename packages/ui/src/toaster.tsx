/**
 * Radix Toast viewport bound to the toast store: 5 s, swipe right past 50 px, F8 focuses it, 420 px wide on md+.
 * Radix announces each toast through a live region of its own (role="status"; the default foreground type: assertive).
 */
import { TOAST } from '@inkshelf/contracts';
import { cn } from '@inkshelf/reader-ui';
import { X } from 'lucide-react';
import { Toast } from 'radix-ui';
import { useToastStore } from './toast.ts';

const VARIANT = {
  default: 'border-border bg-card text-card-foreground',
  destructive: 'border-destructive bg-destructive text-destructive-foreground',
} as const;

/** Where the website puts its toasts: the top on phones, the bottom right from 640 px. */
export const PAGE_VIEWPORT_CLASSES =
  'fixed top-0 z-[100] flex max-h-screen w-full flex-col-reverse p-4 sm:top-auto sm:right-0 sm:bottom-0 sm:flex-col md:max-w-[420px]';

export interface ToasterProps {
  /** The viewport's place on screen; the website's by default (the studio lifts it above its status bar). */
  viewportClassName?: string;
}

export function Toaster({ viewportClassName = PAGE_VIEWPORT_CLASSES }: ToasterProps) {
  const toasts = useToastStore((state) => state.toasts);
  const dismiss = useToastStore((state) => state.dismiss);
  return (
    <Toast.Provider
      duration={TOAST.durationMs}
      swipeDirection={TOAST.swipeDirection}
      swipeThreshold={TOAST.swipeThresholdPx}
    >
      {toasts.map((item) => (
        <Toast.Root
          key={item.id}
          open={item.open}
          onOpenChange={(open) => {
            if (!open) dismiss(item.id);
          }}
          data-slot="toast"
          data-variant={item.variant ?? 'default'}
          className={cn(
            'group pointer-events-auto relative flex w-full items-start justify-between gap-3 overflow-hidden rounded-md border p-4 pr-8 shadow-lg',
            'data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=move]:transition-none',
            'data-[state=closed]:opacity-0 transition-[transform,opacity] duration-200',
            VARIANT[item.variant ?? 'default'],
          )}
        >
          <div className="grid gap-1">
            <Toast.Title className="text-sm font-semibold">{item.title}</Toast.Title>
            {item.description && (
              <Toast.Description className="text-sm opacity-90">{item.description}</Toast.Description>
            )}
          </div>
          <Toast.Close
            aria-label="Close"
            className="absolute top-2 right-2 rounded-md p-1 opacity-70 transition-opacity hover:opacity-100 focus:opacity-100 focus:ring-2 focus:ring-ring focus:outline-none"
          >
            <X aria-hidden="true" className="size-4" />
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport hotkey={[...TOAST.hotkey]} className={viewportClassName} />
    </Toast.Provider>
  );
}

export default Toaster;
