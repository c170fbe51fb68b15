import { paths } from '../config/paths.ts';
import type AuthModals from '../features/auth/components/auth-modals.tsx';

// A type-only import: the module itself stays in its own chunk.
type AuthModalsModule = { default: typeof AuthModals };
let chunk: Promise<AuthModalsModule> | undefined;

/**
 * The popups' code (login, register, forgot, reset and change password), fetched once and shared
 * by the modal host and the entry's early start below; a failed fetch is tried again next time.
 */
export function loadAuthModals(): Promise<AuthModalsModule> {
  chunk ??= import('../features/auth/components/auth-modals.tsx').catch((error: unknown) => {
    chunk = undefined;
    throw error;
  });
  return chunk;
}

/** The deep links whose route opens one of these popups over the home page (route-table.ts `modal`). */
export const authModalPaths: readonly string[] = [
  paths.register.path,
  paths.registerHtml.path,
  paths.login.path,
  paths.resetPassword.path,
];

/**
 * Called by the entry before anything renders. On a deep link that opens a popup, its code is
 * fetched at once, beside the app shell and the home page, instead of after the home frame has
 * rendered and its pictures have taken the connection. A signed-in visitor on /login or /register
 * is sent home without the popup (root-shell.tsx), so nothing is fetched for them.
 */
export function preloadAuthModalsFor(pathname: string, signedIn: boolean): boolean {
  const path = pathname.toLowerCase();
  if (!authModalPaths.some((p) => p.toLowerCase() === path)) return false;
  if (signedIn && path !== paths.resetPassword.path.toLowerCase()) return false;
  void loadAuthModals().catch(() => undefined);
  return true;
}
