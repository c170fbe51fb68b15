import type { SecurityOverview } from '@portal/contract';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { AppError } from '../../http/errors.ts';
import { securityOverview } from '../members/account.service.ts';
import type { MemberRow } from '../members/members.repo.ts';
import type { MembersService } from '../members/members.service.ts';
import type { SystemService } from '../system/system.service.ts';
import type { TwoFactorRepo } from './two-factor.repo.ts';

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30 s; codes of the next and previous step count too. */
export const TOTP_OPTIONS = { algorithm: 'SHA1', digits: 6, period: 30, window: 1 } as const;

const codeInvalid = () => new AppError('verification_code_invalid', 'Please enter a valid verification code');

/** The accepted time step of a code for `secret`, or null (wrong, malformed or outside ±1 step). */
export function totpStep(secret: string, code: string, now = Date.now()): bigint | null {
  const token = code.replace(/\s+/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const totp = new TOTP({ ...TOTP_OPTIONS, secret: Secret.fromBase32(secret) });
  const delta = totp.validate({ token, timestamp: now, window: TOTP_OPTIONS.window });
  if (delta === null) return null;
  return BigInt(totp.counter({ timestamp: now }) + delta);
}

/**
 * The authenticator app: enrolment keeps a new secret pending until a first code confirms it;
 * every accepted code moves `totp_last_step` forward, so no code (or an older one) works twice.
 */
export class TotpService {
  constructor(
    private readonly repo: TwoFactorRepo,
    private readonly members: MembersService,
    private readonly system: SystemService,
  ) {}

  private async member(memberId: bigint): Promise<MemberRow> {
    const row = await this.members.findById(memberId);
    if (!row) throw new AppError('session_expired', 'Your session has ended, please log in again');
    return row;
  }

  async enrol(memberId: bigint): Promise<{ secret: string; uri: string; qrSvg: string }> {
    const member = await this.member(memberId);
    const secret = new Secret({ size: 20 }).base32;
    if (member.totpEnabledAt || !(await this.repo.setPendingSecret(memberId, secret))) {
      throw new AppError('conflict', 'The authenticator app is already on; turn it off first');
    }
    const { brandName } = await this.system.brand();
    const uri = new TOTP({ ...TOTP_OPTIONS, issuer: brandName, label: member.username, secret }).toString();
    const svg = await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
    return { secret, uri, qrSvg: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
  }

  /** Switches the app on with its first code; the IP it was confirmed from becomes trusted. */
  async confirm(memberId: bigint, code: string, ip: string): Promise<SecurityOverview> {
    const member = await this.member(memberId);
    if (member.totpEnabledAt) throw new AppError('conflict', 'The authenticator app is already on');
    if (!member.totpSecret) throw new AppError('bad_request', 'Start the enrolment first');
    const step = totpStep(member.totpSecret, code);
    if (step === null || !(await this.repo.acceptStep(memberId, member.totpSecret, step, true))) throw codeInvalid();
    await this.repo.trust(memberId, ip, 'totp');
    return securityOverview(await this.member(memberId));
  }

  async disable(memberId: bigint, code: string): Promise<SecurityOverview> {
    const member = await this.member(memberId);
    await this.useCode(member, code);
    await this.repo.disableTotp(memberId);
    return securityOverview(await this.member(memberId));
  }

  /** Accepts a current code of an enabled app once; verification_code_invalid otherwise. */
  async useCode(member: MemberRow, code: string): Promise<void> {
    if (!member.totpEnabledAt || !member.totpSecret) throw new AppError('bad_request', 'The authenticator app is off');
    const step = totpStep(member.totpSecret, code);
    if (step === null || !(await this.repo.acceptStep(member.id, member.totpSecret, step, false))) throw codeInvalid();
  }
}
