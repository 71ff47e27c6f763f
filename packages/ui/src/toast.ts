/**
 * Toasts for the website and the studio: `toast({ title, description?, variant? })` from anywhere; the viewport
 * (toaster.tsx, or toaster-host.tsx that loads it on the first toast) is mounted once by the app.
 * State (zustand): at most TOAST.limit (1) toast at a time; a new one replaces the shown one.
 */
import { TOAST } from '@inkshelf/contracts';
import type { Notice } from '@inkshelf/reader-ui';
import { create } from 'zustand';

export interface ToastItem extends Notice {
  id: number;
  /** False once dismissed: Radix plays the exit animation, then the item is removed later. */
  open: boolean;
}

interface ToastState {
  toasts: ToastItem[];
  show: (notice: Notice) => number;
  dismiss: (id?: number) => void;
  remove: (id: number) => void;
}

let nextId = 0;
const removalTimers = new Map<number, ReturnType<typeof setTimeout>>();

export const useToastStore = create<ToastState>()((set, get) => ({
  toasts: [],
  show(notice) {
    const id = ++nextId;
    set((state) => ({ toasts: [{ ...notice, id, open: true }, ...state.toasts].slice(0, TOAST.limit) }));
    return id;
  },
  dismiss(id) {
    for (const item of get().toasts) {
      if (id !== undefined && item.id !== id) continue;
      if (!removalTimers.has(item.id)) {
        const timer = setTimeout(() => get().remove(item.id), TOAST.removeDelayMs);
        removalTimers.set(item.id, timer);
      }
    }
    set((state) => ({
      toasts: state.toasts.map((item) => (id === undefined || item.id === id ? { ...item, open: false } : item)),
    }));
  },
  remove(id) {
    clearTimeout(removalTimers.get(id));
    removalTimers.delete(id);
    set((state) => ({ toasts: state.toasts.filter((item) => item.id !== id) }));
  },
}));

/**
 * Shows a toast from anywhere, outside React included; components may use reader-ui's `useNotify()`, which reaches the
 * same store (each app passes `toast` to its NotifyProvider).
 * @example toast({ title: MESSAGES.toasts.errorTitle, description: error.message, variant: 'destructive' });
 */
export function toast(notice: Notice): { id: number; dismiss: () => void } {
  const id = useToastStore.getState().show(notice);
  return { id, dismiss: () => useToastStore.getState().dismiss(id) };
}
