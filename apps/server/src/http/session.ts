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
