import { create } from 'zustand';

/**
 * Popups of SPEC §2 opened through the one modal host, plus the after-login popup and the
 * trial-account notice (SPEC §6 'in_need_true_account').
 */
export type ModalName =
  | 'login'
  | 'register'
  | 'forgotPassword'
  | 'changePassword'
  | 'resetPassword'
  | 'afterLogin'
  | 'needRealAccount'
  /** The game popup of a VASSALAGE vendor (payload: the vendor code). */
  | 'gamePopup'
  /** A game could not be launched (payload: the error code). */
  | 'gameLaunchError';

interface ModalState {
  modal: ModalName | null;
  /** What the popup shows (a vendor code, an error code), when it needs more than its name. */
  payload: string | null;
  open: (modal: ModalName, payload?: string) => void;
  close: () => void;
}

export const useModalStore = create<ModalState>((set) => ({
  modal: null,
  payload: null,
  open: (modal, payload) => set({ modal, payload: payload ?? null }),
  close: () => set({ modal: null, payload: null }),
}));
