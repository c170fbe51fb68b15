import type { MemberInfo } from '@portal/contract';
import { AppError } from '../../http/errors.ts';
import type { SystemService } from '../system/system.service.ts';
import type { MemberRow, MembersRepo, NewMember } from './members.repo.ts';

/** `+84 912345678` → `******5678`: enough for a person to recognise their own number. */
export function maskMobile(mobile: string | null): string | null {
  if (!mobile) return null;
  return `${'*'.repeat(Math.max(mobile.length - 4, 2))}${mobile.slice(-4)}`;
}

/** `player@mail.example` → `p****@mail.example`. */
export function maskEmail(email: string | null): string | null {
  if (!email) return null;
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}****@${domain}`;
}

export const AGENT_TYPES = [1, 2] as const;
export const AGENT_CENTRE_TYPES = [1, 2, 41, 42] as const;
export const TRIAL_TYPE = 4;

export class MembersService {
  constructor(
    private readonly repo: MembersRepo,
    private readonly system: SystemService,
  ) {}

  findByUsername(username: string): Promise<MemberRow | undefined> {
    return this.repo.findByUsernameKey(username.trim().toLowerCase());
  }

  findById(id: bigint): Promise<MemberRow | undefined> {
    return this.repo.findById(id);
  }

  /** By normalised mobile number (`normaliseMobile`), what SMS sign-in and the phone reset look up. */
  findByMobileKey(mobileKey: string): Promise<MemberRow | undefined> {
    return this.repo.findByMobileKey(mobileKey);
  }

  /** Stores a new password hash, clears a forced change and restarts the password age. */
  async setPassword(id: bigint, passwordHash: string): Promise<MemberRow> {
    const row = await this.repo.setPassword(id, passwordHash);
    if (!row) throw new AppError('not_found', 'No such member');
    return row;
  }

  /** Stores a re-hash of the same password (members.repo.ts upgradePasswordHash). */
  upgradePasswordHash(id: bigint, previousHash: string, passwordHash: string): Promise<void> {
    return this.repo.upgradePasswordHash(id, previousHash, passwordHash);
  }

  /**
   * Creates a member; `username_taken` when the name exists in any letter case, `mobile_taken` when
   * another member has the mobile number.
   */
  async create(member: Omit<NewMember, 'usernameKey'>): Promise<MemberRow> {
    const row = await this.repo.insert({ ...member, usernameKey: member.username.toLowerCase() });
    if (!row && member.mobileKey && (await this.repo.findByMobileKey(member.mobileKey))) {
      throw new AppError('mobile_taken', 'This mobile number is already registered', {
        fields: [{ field: 'body.mobileNum', rule: 'taken', message: 'mobile_taken' }],
      });
    }
    if (!row) {
      throw new AppError('username_taken', 'This username is already taken', {
        fields: [{ field: 'body.username', rule: 'taken', message: 'username_taken' }],
      });
    }
    return row;
  }

  markLogin(id: bigint): Promise<MemberRow | undefined> {
    return this.repo.markLogin(id);
  }

  /** The upline agent of an invitation code, or invitation_code_error (SPEC §8). */
  async agentByAffiliateCode(code: string): Promise<MemberRow> {
    const agent = await this.repo.findAgentByAffiliateCode(code.trim());
    if (!agent) throw new AppError('invitation_code_error', 'The invitation code is invalid');
    return agent;
  }

  async affiliate(code: string, domain: string | undefined) {
    const agent = await this.agentByAffiliateCode(code);
    return { affiliateCode: agent.affiliateCode ?? code, domain: domain ?? null };
  }

  async info(memberId: bigint): Promise<MemberInfo> {
    const row = await this.repo.findById(memberId);
    if (!row) throw new AppError('session_expired', 'Your session has ended, please log in again');
    return this.toInfo(row);
  }

  async toInfo(row: MemberRow): Promise<MemberInfo> {
    const brand = await this.system.brand();
    return {
      id: row.id.toString(),
      account: row.username,
      nickname: row.nickname,
      type: row.customerType,
      toUpline: row.uplineId !== null,
      clubLabel: null,
      memberLabel: [],
      avatar: row.avatar,
      avatarType: row.avatarType === 'CUSTOM' ? 'CUSTOM' : 'STATIC',
      currency: brand.currency,
      mobileNum: maskMobile(row.mobileNum),
      email: maskEmail(row.email),
      createdAt: row.createdAt.toISOString(),
      lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
    };
  }
}
