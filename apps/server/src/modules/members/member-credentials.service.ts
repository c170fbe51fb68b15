import { isSupportedLanguage } from '@portal/i18n';
import { AppError } from '../../http/errors.ts';
import type { MemberCredentialsRepo } from './member-credentials.repo.ts';

/**
 * A member's credentials and preferences: the password hash (the auth module hashes and checks),
 * the forced-change flag, the language, and the free-play count per IP.
 */
export class MemberCredentialsService {
  constructor(private readonly repo: MemberCredentialsRepo) {}

  setPassword(memberId: bigint, passwordHash: string, options: { mustChange: boolean }): Promise<void> {
    return this.repo.setPassword(memberId, passwordHash, options.mustChange);
  }

  /** Keeps the member's language (hisLang) so that mails and later visits use it. */
  async setLanguage(memberId: bigint, language: string): Promise<void> {
    if (!isSupportedLanguage(language)) throw new AppError('validation_failed', `Language ${language} is not offered`);
    await this.repo.setLanguage(memberId, language);
  }

  trialsFromIpSince(ip: string, since: Date): Promise<number> {
    return this.repo.countTrialsSince(ip, since);
  }
}
