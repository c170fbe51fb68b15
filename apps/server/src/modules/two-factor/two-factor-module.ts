import type { Db } from '../../db/client.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { MembersService } from '../members/members.service.ts';
import type { SystemService } from '../system/system.service.ts';
import type { VerificationService } from '../verification/verification.service.ts';
import { TotpService } from './totp.service.ts';
import { TwoFactorRepo } from './two-factor.repo.ts';
import { twoFactorHandlers } from './two-factor.routes.ts';
import { TwoFactorService } from './two-factor.service.ts';

/** Wires two-factor sign-in and hooks the second factor into password sign-in (`auth.twoFactor`). */
export function createTwoFactorModule(
  db: Db,
  deps: {
    auth: AuthService;
    members: MembersService;
    system: SystemService;
    verification: VerificationService;
    mailer: Mailer | null;
  },
) {
  const { auth, members, system, verification } = deps;
  const repo = new TwoFactorRepo(db);
  const totp = new TotpService(repo, members, system);
  const twoFactor = new TwoFactorService(repo, totp, members, verification, system, {
    emailAvailable: deps.mailer !== null,
  });
  auth.twoFactor = twoFactor;
  return {
    twoFactor,
    handlers: () => twoFactorHandlers(twoFactor, auth),
  };
}
