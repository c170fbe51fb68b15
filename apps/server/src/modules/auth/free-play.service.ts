import { randomBytes } from 'node:crypto';
import type { freePlayPayloadSchema, LoginValue } from '@portal/contract';
import type { z } from 'zod';
import { AppError } from '../../http/errors.ts';
import type { MemberCredentialsService } from '../members/member-credentials.service.ts';
import { TRIAL_TYPE, type MembersService } from '../members/members.service.ts';
import type { SystemService } from '../system/system.service.ts';
import type { AuthService, RequestContext } from './auth.service.ts';
import { hashPassword } from './passwords.ts';

type FreePlayPayload = z.output<typeof freePlayPayloadSchema>;

/** Trial accounts one IP may open per hour. */
export const FREE_PLAY_PER_IP_PER_HOUR = 5;

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
const randomName = (length: number) => Array.from(randomBytes(length), (b) => ALPHABET[b % ALPHABET.length]).join('');

/**
 * Free play (SPEC §1, §4): FREEPLAY3 on, a trial account (customer type 4) with a random name and
 * an unusable random password, signed in at once, with demo credit in its demo wallet (never
 * real money: the ledger keeps demo accounts apart).
 */
export class FreePlayService {
  constructor(
    private readonly auth: AuthService,
    private readonly members: MembersService,
    private readonly credentials: MemberCredentialsService,
    private readonly system: SystemService,
    private readonly grantDemoCredit: (memberId: bigint) => Promise<void>,
  ) {}

  async start(payload: FreePlayPayload, ctx: RequestContext): Promise<LoginValue> {
    const flags = await this.system.whitelabel();
    if (!flags.some((f) => f.moduleId === 'FREEPLAY3' && f.enabled === '1')) {
      throw new AppError('feature_disabled', 'Free play is switched off');
    }
    // The key is the reversed random string the page made; inside the encrypted body it proves
    // the request came from a page that fetched the current public key. Its shape is checked by
    // the contract (16–64 letters and digits).
    void payload.key;
    const since = new Date(Date.now() - 3_600_000);
    if ((await this.credentials.trialsFromIpSince(ctx.ip, since)) >= FREE_PLAY_PER_IP_PER_HOUR) {
      throw new AppError('too_many_attempts', 'Too many trial accounts from this address, try again later');
    }
    const member = await this.members.create({
      username: `trial${randomName(10)}`,
      passwordHash: await hashPassword(randomBytes(32).toString('base64url')),
      customerType: TRIAL_TYPE,
      registerIp: ctx.ip,
    });
    await this.grantDemoCredit(member.id);
    return this.auth.startSession(member, ctx, 'member', 'freeplay');
  }
}
