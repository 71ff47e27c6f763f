/**
 * Which auth dialog is open (zustand), so any page can open it on a tab:
 * `useAuthDialog.getState().open('register')` or `const open = useAuthDialog((s) => s.open)`.
 */
import { create } from 'zustand';

export type AuthTab = 'login' | 'register';

interface AuthDialogState {
  /** The Login/Register dialog. */
  isOpen: boolean;
  tab: AuthTab;
  /** The separate 'Forgot password?' dialog. */
  isResetOpen: boolean;
  open: (tab?: AuthTab) => void;
  setTab: (tab: AuthTab) => void;
  close: () => void;
  openReset: () => void;
  closeReset: () => void;
}

export const useAuthDialog = create<AuthDialogState>()((set) => ({
  isOpen: false,
  tab: 'login',
  isResetOpen: false,
  open: (tab = 'login') => set({ isOpen: true, tab, isResetOpen: false }),
  setTab: (tab) => set({ tab }),
  close: () => set({ isOpen: false }),
  openReset: () => set({ isOpen: false, isResetOpen: true }),
  closeReset: () => set({ isResetOpen: false }),
}));

/** Opens the auth dialog on a tab from outside React (e.g. a 'Go to Login' handler). */
export const openAuthDialog = (tab: AuthTab = 'login') => useAuthDialog.getState().open(tab);
