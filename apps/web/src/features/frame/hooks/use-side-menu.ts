import { create } from 'zustand';

interface SideMenuState {
  open: boolean;
  setOpen: (open: boolean) => void;
  toggle: () => void;
}

/** The side menu collapses on phones; the header's menu button opens it as a drawer. */
export const useSideMenu = create<SideMenuState>((set) => ({
  open: false,
  setOpen: (open) => set({ open }),
  toggle: () => set((s) => ({ open: !s.open })),
}));
