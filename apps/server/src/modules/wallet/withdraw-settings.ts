import { walletSettingsSchema, type WalletSettings } from '@portal/contract';
import { AppError } from '../../http/errors.ts';
import type { SystemService } from '../system/system.service.ts';

/** The 'wallet' settings document: withdrawal limits, turnover multiple, confirmation minutes. */
export class WalletSettingsService {
  constructor(private readonly system: SystemService) {}

  /** A missing or unreadable document gives the defaults. */
  async get(): Promise<WalletSettings> {
    const parsed = walletSettingsSchema.safeParse((await this.system.document('wallet')) ?? {});
    return parsed.success ? parsed.data : walletSettingsSchema.parse({});
  }

  async set(patch: Partial<Record<keyof WalletSettings, unknown>>): Promise<WalletSettings> {
    const parsed = walletSettingsSchema.safeParse({ ...(await this.get()), ...patch });
    if (!parsed.success) throw new AppError('validation_failed', parsed.error.issues[0]?.message ?? 'invalid');
    const next = parsed.data;
    if (BigInt(next.withdrawMin) > BigInt(next.withdrawMax)) {
      throw new AppError('validation_failed', 'withdrawMin must not be above withdrawMax');
    }
    await this.system.putDocument('wallet', next);
    return next;
  }
}
