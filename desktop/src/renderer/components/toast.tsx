/** Toasts as on the website: one at a time, Radix Toast viewport, `toast()` callable from anywhere. */
import type { Notice } from '@inkshelf/reader-ui';
import { cn } from '@inkshelf/reader-ui';
import { X } from 'lucide-react';
import { Toast } from 'radix-ui';
import { create } from 'zustand';

interface ToastItem extends Notice {
  id: number;
}

const useToasts = create<{ items: ToastItem[] }>()(() => ({ items: [] }));
let nextId = 0;

export function toast(notice: Notice): void {
  useToasts.setState({ items: [{ ...notice, id: ++nextId }] });
}

const dismiss = (id: number) =>
  useToasts.setState((state) => ({ items: state.items.filter((item) => item.id !== id) }));

export function Toaster() {
  const items = useToasts((state) => state.items);
  return (
    <Toast.Provider duration={5000} swipeDirection="right">
      {items.map((item) => (
        <Toast.Root
          key={item.id}
          onOpenChange={(open) => !open && dismiss(item.id)}
          data-variant={item.variant ?? 'default'}
          className={cn(
            'relative flex w-full items-start justify-between gap-3 rounded-md border p-4 pr-8 shadow-lg',
            item.variant === 'destructive'
              ? 'border-destructive bg-destructive text-destructive-foreground'
              : 'border-border bg-card text-card-foreground',
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
            className="absolute top-2 right-2 rounded-md p-1 opacity-70 hover:opacity-100"
          >
            <X aria-hidden="true" className="size-4" />
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport className="fixed right-0 bottom-10 z-[100] flex w-full max-w-[420px] flex-col gap-2 p-4" />
    </Toast.Provider>
  );
}
