import type { LoginHistoryEntry, MemberIcon, SecurityOverview } from '@portal/contract';
import { AppError } from '../../http/errors.ts';
import type { AccountRepo } from './account.repo.ts';
import {
  MAX_AVATAR_BYTES,
  STATIC_AVATARS,
  avatarHash,
  customAvatarUrl,
  decodeBase64Image,
  sniffImage,
  staticAvatarUrl,
} from './avatars.ts';
import { describeDevice } from './device.ts';
import type { MemberRow } from './members.repo.ts';
import { maskEmail, maskMobile, type MembersService } from './members.service.ts';

/** What the security centre shows about a member: bound contacts (masked) and enabled protections. */
export function securityOverview(row: MemberRow, now = Date.now()): SecurityOverview {
  const until = row.paymentPasswordLockedUntil;
  return {
    mobile: maskMobile(row.mobileKey ?? row.mobileNum),
    mobileVerified: row.mobileVerifiedAt !== null && row.mobileKey !== null,
    email: maskEmail(row.email),
    emailVerified: row.emailVerifiedAt !== null && row.email !== null,
    paymentPasswordSet: row.paymentPasswordHash !== null,
    paymentPasswordLockedUntil: until && until.getTime() > now ? until.toISOString() : null,
    totpEnabled: row.totpEnabledAt !== null,
    bankNameSet: !!row.payeeName?.trim(),
  };
}

const icon = (row: MemberRow): MemberIcon => ({
  avatar: row.avatar,
  avatarType: row.avatarType === 'CUSTOM' ? 'CUSTOM' : 'STATIC',
});

/** The member's own profile in the security centre: overview, nickname, login history, avatar. */
export class AccountService {
  constructor(
    private readonly repo: AccountRepo,
    private readonly members: MembersService,
  ) {}

  /** The member behind a session; a member that no longer exists ends the session. */
  async member(memberId: bigint): Promise<MemberRow> {
    const row = await this.members.findById(memberId);
    if (!row) throw new AppError('session_expired', 'Your session has ended, please log in again');
    return row;
  }

  async overview(memberId: bigint): Promise<SecurityOverview> {
    return securityOverview(await this.member(memberId));
  }

  async setNickname(memberId: bigint, nickname: string): Promise<{ nickname: string }> {
    const row = await this.repo.setNickname(memberId, nickname);
    if (!row) throw new AppError('session_expired', 'Your session has ended, please log in again');
    return { nickname: row.nickname ?? nickname };
  }

  async loginHistory(memberId: bigint, page: number, size: number) {
    const { list, total } = await this.repo.loginHistory(memberId, (page - 1) * size, size);
    const entries: LoginHistoryEntry[] = list.map((r) => ({
      at: r.at.toISOString(),
      ip: r.ip,
      countryCode: r.countryCode,
      device: describeDevice(r.userAgent),
      method: r.method,
      success: r.success,
    }));
    return { list: entries, total, page, size };
  }

  async icon(memberId: bigint): Promise<MemberIcon> {
    return icon(await this.member(memberId));
  }

  avatarCatalogue() {
    return { list: STATIC_AVATARS.map((id) => ({ id, url: staticAvatarUrl(id) })) };
  }

  async chooseStatic(memberId: bigint, avatarId: string): Promise<MemberIcon> {
    if (!(STATIC_AVATARS as readonly string[]).includes(avatarId)) {
      throw new AppError('validation_failed', 'No such avatar', {
        fields: [{ field: 'body.avatarId', rule: 'enum', message: 'not in the catalogue' }],
      });
    }
    const row = await this.repo.setStaticAvatar(memberId, staticAvatarUrl(avatarId));
    if (!row) throw new AppError('session_expired', 'Your session has ended, please log in again');
    return icon(row);
  }

  async upload(memberId: bigint, image: string): Promise<MemberIcon> {
    const bytes = decodeBase64Image(image);
    if (!bytes) throw new AppError('image_invalid', 'The picture must be a PNG, JPEG or WebP file');
    if (bytes.length > MAX_AVATAR_BYTES) throw new AppError('payload_too_large', 'The picture is larger than 1 MB');
    const contentType = sniffImage(bytes);
    if (!contentType) throw new AppError('image_invalid', 'The picture must be a PNG, JPEG or WebP file');
    const row = await this.repo.setCustomAvatar(memberId, {
      contentType,
      bytes,
      url: customAvatarUrl(memberId, bytes),
    });
    if (!row) throw new AppError('session_expired', 'Your session has ended, please log in again');
    return icon(row);
  }

  /** An uploaded picture by its URL parts; the hash must match the picture (URLs are not guessable). */
  async avatarImage(memberId: bigint, hash: string): Promise<{ contentType: string; bytes: Buffer }> {
    const found = await this.repo.customAvatar(memberId);
    if (!found || avatarHash(found.bytes) !== hash) throw new AppError('not_found', 'No such picture');
    return { contentType: found.contentType, bytes: found.bytes };
  }
}
