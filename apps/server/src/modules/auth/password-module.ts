import type { Db } from '../../db/client.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { MemberCredentialsService } from '../members/member-credentials.service.ts';
import type { MembersService } from '../members/members.service.ts';
import type { SystemService } from '../system/system.service.ts';
import { AccountAdminService } from './account-admin.service.ts';
import type { AuthRepo } from './auth.repo.ts';
import type { AuthService } from './auth.service.ts';
import { FreePlayService } from './free-play.service.ts';
import { passwordHandlers } from './password.routes.ts';
import { PasswordRepo } from './password.repo.ts';
import { PasswordService, type PasswordLog } from './password.service.ts';

/** Wires the password flows, free play, operator-created accounts and the kept language. */
export function createPasswordModule(
  db: Db,
  deps: {
    auth: AuthService;
    authRepo: AuthRepo;
    members: MembersService;
    /** The members' password hashes and kept language. */
    credentials: MemberCredentialsService;
    system: SystemService;
    mailer: Mailer | null;
    publicUrl: string | undefined;
    log?: PasswordLog;
    /** The wallet's demo credit for a new trial account. */
    grantDemoCredit: (memberId: bigint) => Promise<void>;
  },
) {
  const { credentials } = deps;
  const passwords = new PasswordService(
    new PasswordRepo(db),
    deps.authRepo,
    deps.members,
    credentials,
    deps.system,
    deps.mailer,
    { publicUrl: deps.publicUrl, log: deps.log },
  );
  const freePlay = new FreePlayService(deps.auth, deps.members, credentials, deps.system, deps.grantDemoCredit);
  const accounts = new AccountAdminService(deps.members, deps.system);
  return {
    passwords,
    handlers: () =>
      passwordHandlers({ passwords, freePlay, accounts, auth: deps.auth, credentials, system: deps.system }),
  };
}
