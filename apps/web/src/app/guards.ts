import { paths } from '../config/paths.ts';
import type { RouteGuard } from './route-table.ts';

/** Paths that stay open when loginedToHomePage is on and nobody is signed in (SPEC §2 guard). */
export const LOGIN_GUARD_EXEMPT: readonly string[] = [
  paths.login.path,
  paths.register.path,
  paths.registerHtml.path,
  paths.helpmc.path,
  paths.download.path,
];

export interface GuardContext {
  hasToken: boolean;
  /** Brand setting; undefined while settings are unknown. */
  loginedToHomePage: boolean | undefined;
  /** Guard of the matched route entry. */
  guard: RouteGuard | undefined;
}

/** Sign-in and sign-up entries: a signed-in visitor has no use for them and goes home. */
export const SIGNED_OUT_ONLY: readonly string[] = [paths.login.path, paths.register.path, paths.registerHtml.path];

/** Where a visit to `pathname` must go instead, or null when it may proceed. */
export function guardRedirect(pathname: string, ctx: GuardContext): string | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (ctx.loginedToHomePage && !ctx.hasToken && !LOGIN_GUARD_EXEMPT.includes(path)) {
    return paths.login.path;
  }
  if (ctx.hasToken && SIGNED_OUT_ONLY.some((p) => p.toLowerCase() === path.toLowerCase())) return paths.root.path;
  if (ctx.guard === 'agentSession' && !ctx.hasToken) return paths.agent.path;
  return null;
}
