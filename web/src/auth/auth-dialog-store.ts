/**
 * Which auth dialog is open (zustand), so any page can open it on a tab:
 * `useAuthDialog.getState().open('register')` or `const open = useAuthDialog((s) => s.open)`.
 */
import { create } from 'zustand';
import { focusedElement } from '@inkshelf/ui/focus-return';

export type AuthTab = 'login' | 'register';

interface AuthDialogState {
  /** The Login/Register dialog. */
  isOpen: boolean;
  tab: AuthTab;
  /** The separate 'Forgot password?' dialog. */
  isResetOpen: boolean;
  /** What had focus when the first of these dialogs opened: focus goes back there when the last one closes. */
  opener: HTMLElement | null;
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
  opener: null,
  open: (tab = 'login') =>
    set((state) => ({
      isOpen: true,
      tab,
      isResetOpen: false,
      // From the reset dialog's 'Back to Log In' the first opener still counts.
      opener: state.isOpen || state.isResetOpen ? state.opener : focusedElement(),
    })),
  setTab: (tab) => set({ tab }),
  close: () => set({ isOpen: false }),
  openReset: () =>
    set((state) => ({ isOpen: false, isResetOpen: true, opener: state.isOpen ? state.opener : focusedElement() })),
  closeReset: () => set({ isResetOpen: false }),
}));

/** Opens the auth dialog on a tab from outside React (e.g. a 'Go to Login' handler). */
export const openAuthDialog = (tab: AuthTab = 'login') => useAuthDialog.getState().open(tab);
