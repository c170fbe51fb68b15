import { AppError } from './errors.ts';

/** Who a request is, once its session token checked out. */
export interface SessionPrincipal {
  sessionId: bigint;
  memberId: bigint;
  customerType: number;
  site: string;
}

/** For handlers of `session` routes: the registrar has already refused requests without one. */
export function requireSession(session: SessionPrincipal | null): SessionPrincipal {
  if (!session) throw new AppError('unauthorized', 'You are not logged in, please log in');
  return session;
}

/** SPEC §6: actions that need a real account refuse trial accounts (customer type 4). */
export function requireRealAccount(session: SessionPrincipal | null): SessionPrincipal {
  const principal = requireSession(session);
  if (principal.customerType === 4) {
    throw new AppError('in_need_true_account', 'This needs a real account: please register to continue');
  }
  return principal;
}
