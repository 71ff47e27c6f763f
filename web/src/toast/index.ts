/** Toasts for pages: `toast({ title, description?, variant? })`; the viewport is mounted once by the app. */
export { toast, useToastStore, type ToastItem } from './toast-store.ts';
export { ToasterHost } from './toaster-host.tsx';
