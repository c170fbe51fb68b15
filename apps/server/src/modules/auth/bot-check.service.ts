import { hkdfSync, randomBytes } from 'node:crypto';
import type { BotCheckChallenge } from '@portal/contract';
import { createChallenge, randomInt, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { AppError } from '../../http/errors.ts';
import type { SystemService } from '../system/system.service.ts';
import type { BotCheckRepo } from './bot-check.repo.ts';

/** Work asked of a browser: about 5,000–10,000 SHA-256 rounds (well under a second on a phone). */
export const BOT_CHECK = { algorithm: 'SHA-256', cost: 1, counterMin: 5_000, counterMax: 10_000, ttlMs: 5 * 60_000 };

/**
 * Self-hosted ALTCHA proof of work (module BOTCHECK3). Challenges are HMAC-signed with a key derived
 * from the operator key, so every node accepts every other node's challenges; a solution is good
 * once (bot-check.repo) and only until the challenge expires.
 */
export class BotCheckService {
  private readonly signatureKey: string;
  private readonly keySignatureKey: string;

  constructor(
    private readonly repo: BotCheckRepo,
    private readonly system: SystemService,
    secret: string | undefined,
  ) {
    const ikm = secret ?? randomBytes(32).toString('hex');
    const derive = (info: string) => Buffer.from(hkdfSync('sha256', ikm, 'portal-bot-check', info, 32)).toString('hex');
    this.signatureKey = derive('challenge');
    this.keySignatureKey = derive('key');
  }

  async enabled(): Promise<boolean> {
    const flags = await this.system.whitelabel();
    return flags.some((f) => f.moduleId === 'BOTCHECK3' && f.enabled === '1');
  }

  async challenge(): Promise<BotCheckChallenge> {
    const challenge = await createChallenge({
      algorithm: BOT_CHECK.algorithm,
      cost: BOT_CHECK.cost,
      counter: randomInt(BOT_CHECK.counterMin, BOT_CHECK.counterMax),
      deriveKey,
      expiresAt: new Date(Date.now() + BOT_CHECK.ttlMs),
      hmacSignatureSecret: this.signatureKey,
      hmacKeySignatureSecret: this.keySignatureKey,
    });
    return challenge as BotCheckChallenge;
  }

  /** When BOTCHECK3 is on: the field must hold a fresh, unspent, valid solution (else bot_check_failed). */
  async verify(field: string | undefined): Promise<void> {
    if (!(await this.enabled())) return;
    const failed = new AppError('bot_check_failed', 'The security check failed, please try again');
    if (!field) throw failed;
    let decoded: { challenge?: Challenge; solution?: Solution };
    try {
      decoded = JSON.parse(Buffer.from(field, 'base64').toString('utf8')) as typeof decoded;
    } catch {
      throw failed;
    }
    const { challenge, solution } = decoded;
    if (!challenge?.parameters || !challenge.signature || typeof solution?.counter !== 'number') throw failed;
    const result = await verifySolution({
      challenge,
      solution,
      deriveKey,
      hmacSignatureSecret: this.signatureKey,
      hmacKeySignatureSecret: this.keySignatureKey,
    }).catch(() => null);
    if (!result?.verified) throw failed;
    const expiresAt = new Date((challenge.parameters.expiresAt ?? 0) * 1000 || Date.now() + BOT_CHECK.ttlMs);
    if (!(await this.repo.spend(challenge.signature, expiresAt))) throw failed;
  }
}
