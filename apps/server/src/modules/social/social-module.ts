import type { Db } from '../../db/client.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { MembersService } from '../members/members.service.ts';
import type { SystemService } from '../system/system.service.ts';
import { OidcClients } from './oidc-clients.ts';
import { SocialRepo } from './social.repo.ts';
import { socialHandlers } from './social.routes.ts';
import { type SessionGate, type SocialOptions, SocialService } from './social.service.ts';

/** Wires social sign-in: repo → service (with the OpenID Connect clients) → handlers. */
export function createSocialModule(
  db: Db,
  deps: { auth: AuthService; members: MembersService; system: SystemService; gate?: SessionGate },
  opts: SocialOptions,
) {
  const service = new SocialService(
    new SocialRepo(db),
    new OidcClients(),
    deps.auth,
    deps.members,
    deps.system,
    opts,
    deps.gate,
  );
  return { service, handlers: () => socialHandlers(service) };
}
