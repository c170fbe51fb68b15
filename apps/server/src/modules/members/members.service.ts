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

/** Whom a registration with an invitation code goes under, as which type, through which link. */
export interface Affiliation {
  agent: MemberRow;
  /** The code as stored (an agent's own code, or the link's). */
  code: string;
  /** 3 a player; a link may also create sub-agents (2). */
  customerType: number;
  /** The affiliate link, or null for an agent's own code. */
  linkId: bigint | null;
}

const invitationCodeError = () => new AppError('invitation_code_error', 'The invitation code is invalid');

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
   * another member has the mobile number. Through an affiliate link (`affiliation`), the link counts
   * the registration in the same transaction; a link disabled meanwhile is `invitation_code_error`.
   */
  async create(member: Omit<NewMember, 'usernameKey'>, affiliation?: Affiliation): Promise<MemberRow> {
    const values = { ...member, usernameKey: member.username.toLowerCase() };
    const linkId = affiliation?.linkId;
    const row = linkId ? await this.repo.insertViaLink(values, linkId) : await this.repo.insert(values);
    if (row === 'link_disabled') throw invitationCodeError();
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

  /**
   * What an invitation code registers (SPEC §8): an enabled affiliate link of an agent (register
   * centre: its agent, its account type), else an agent's own code (a player); else
   * invitation_code_error. Pass the answer to `create` so that a link counts the registration.
   */
  async affiliationByCode(code: string): Promise<Affiliation> {
    const trimmed = code.trim();
    const link = await this.repo.findAffiliateLink(trimmed);
    if (link) return { agent: link.agent, code: link.code, customerType: link.customerType, linkId: link.linkId };
    const agent = await this.repo.findAgentByAffiliateCode(trimmed);
    if (!agent) throw invitationCodeError();
    return { agent, code: agent.affiliateCode ?? trimmed, customerType: 3, linkId: null };
  }

  /** GET /wps/agent/affiliate: checks a code; a link's visit is counted. */
  async affiliate(code: string, domain: string | undefined) {
    const found = await this.affiliationByCode(code);
    if (found.linkId !== null) await this.repo.countAffiliateVisit(found.linkId);
    return { affiliateCode: found.code, domain: domain ?? null };
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
