import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { Handlers } from './http/contract-routes.ts';
import { AuthRepo } from './modules/auth/auth.repo.ts';
import { authHandlers } from './modules/auth/auth.routes.ts';
import { AuthService } from './modules/auth/auth.service.ts';
import { KeyRing } from './modules/auth/hybrid-crypto.ts';
import { RegistrationService } from './modules/auth/registration.service.ts';
import { ContentRepo } from './modules/content/content.repo.ts';
import { contentHandlers } from './modules/content/content.routes.ts';
import { ContentService } from './modules/content/content.service.ts';
import { MembersRepo } from './modules/members/members.repo.ts';
import { membersHandlers } from './modules/members/members.routes.ts';
import { MembersService } from './modules/members/members.service.ts';
import { GeoResolver } from './modules/system/geo.ts';
import { SystemRepo } from './modules/system/system.repo.ts';
import { systemHandlers } from './modules/system/system.routes.ts';
import { SystemService } from './modules/system/system.service.ts';
import { VendorsRepo } from './modules/vendors/vendors.repo.ts';
import { vendorsHandlers } from './modules/vendors/vendors.routes.ts';
import { VendorsService } from './modules/vendors/vendors.service.ts';
import { SmtpMailer } from './modules/mail/mailer.ts';
import { DevOutboxSmsGateway, type Logger } from './modules/verification/sms-gateway.ts';
import { VerificationRepo } from './modules/verification/verification.repo.ts';
import { VerificationService } from './modules/verification/verification.service.ts';

export type ServiceOptions = Pick<
  Config,
  | 'statusCacheMs'
  | 'devEndpoints'
  | 'sessionIdleMinutes'
  | 'sessionAbsoluteHours'
  | 'passwordExpiryDays'
  | 'smtpUrl'
  | 'mailFrom'
  | 'publicUrl'
>;

let geo: Promise<GeoResolver> | undefined;

/** Wires every module: repo → service, and the handler table for the contract routes. */
export async function createServices(db: Db, opts: ServiceOptions, log?: Logger) {
  geo ??= GeoResolver.open();
  const mailer = opts.smtpUrl ? new SmtpMailer(opts.smtpUrl, opts.mailFrom) : null;
  const verificationRepo = new VerificationRepo(db);
  const verification = new VerificationService(
    verificationRepo,
    new DevOutboxSmsGateway(verificationRepo, log),
    mailer,
  );
  const system = new SystemService(new SystemRepo(db), await geo, { cacheMs: opts.statusCacheMs });
  const vendors = new VendorsService(new VendorsRepo(db));
  const content = new ContentService(new ContentRepo(db));
  const members = new MembersService(new MembersRepo(db), system);
  const authRepo = new AuthRepo(db);
  const keys = new KeyRing(authRepo, { rotateDays: 30, graceDays: 7 });
  const auth = new AuthService(authRepo, keys, members, system, opts);
  const registration = new RegistrationService(auth, members, system);
  return {
    system,
    vendors,
    content,
    members,
    auth,
    verification,
    mailer,
    handlers: (startedAt: number): Handlers => ({
      ...systemHandlers(system, startedAt),
      ...vendorsHandlers(vendors),
      ...contentHandlers(content),
      ...authHandlers(auth, registration),
      ...membersHandlers(members),
    }),
  };
}
