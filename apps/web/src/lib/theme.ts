import { create } from 'zustand';
import { local, storageKeys } from './storage.ts';

export type Theme = 'dark' | 'light';

export const readTheme = (): Theme => (local.get(storageKeys.theme) === 'light' ? 'light' : 'dark');

interface ThemeState {
  theme: Theme;
  setTheme: (theme: Theme) => void;
  toggle: () => void;
}

function apply(theme: Theme): void {
  document.documentElement.dataset.theme = theme;
  local.set(storageKeys.theme, theme);
}

/** Dark (default) or light; public/theme-boot.js applies the stored one before first paint. */
export const useThemeStore = create<ThemeState>((set, get) => ({
  theme: readTheme(),
  setTheme: (theme) => {
    apply(theme);
    set({ theme });
  },
  toggle: () => get().setTheme(get().theme === 'dark' ? 'light' : 'dark'),
}));
