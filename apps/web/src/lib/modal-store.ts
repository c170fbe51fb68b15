import { create } from 'zustand';

/**
 * Popups of SPEC §2 opened through the one modal host, plus the after-login popup and the
 * trial-account notice (SPEC §6 'in_need_true_account').
 */
export type ModalName =
  'login' | 'register' | 'forgotPassword' | 'changePassword' | 'resetPassword' | 'afterLogin' | 'needRealAccount';

interface ModalState {
  modal: ModalName | null;
  open: (modal: ModalName) => void;
  close: () => void;
}

export const useModalStore = create<ModalState>((set) => ({
  modal: null,
  open: (modal) => set({ modal }),
  close: () => set({ modal: null }),
}));
