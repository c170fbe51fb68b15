import { create } from 'zustand';

/** Popups of SPEC §2 opened through the one modal host. */
export type ModalName = 'login' | 'register' | 'forgotPassword' | 'changePassword';

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
