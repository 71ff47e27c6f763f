/** Toast bridge: components call useNotify(); the host app decides how a Notice is shown. */
import { createContext, useContext, type ReactNode } from 'react';

export interface Notice {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
}

type NotifyFn = (n: Notice) => void;

const NotifyContext = createContext<NotifyFn | null>(null);

let warned = false;

function fallbackNotify(n: Notice): void {
  if (warned) return;
  warned = true;
  console.warn(`useNotify() used outside a NotifyProvider; notice dropped: ${n.title}`);
}

/** Supplies the function that shows toasts (the web app passes its toast store's push). */
export const NotifyProvider = ({ notify, children }: { notify: NotifyFn; children?: ReactNode }) => (
  <NotifyContext.Provider value={notify}>{children}</NotifyContext.Provider>
);

/** The current notify function; outside a provider a no-op that warns once. */
export function useNotify(): NotifyFn {
  return useContext(NotifyContext) ?? fallbackNotify;
}

/** Test hook: lets the 'warns once' behaviour be checked again. */
export function resetNotifyWarningForTests(): void {
  warned = false;
}
