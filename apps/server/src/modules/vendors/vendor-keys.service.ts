import { randomBytes } from 'node:crypto';
import { AppError } from '../../http/errors.ts';
import { verifyVendorSignature } from './signature.ts';
import type { VendorWalletRepo } from './vendor-wallet.repo.ts';

/** The vendor behind a signed request. */
export interface VendorCaller {
  code: string;
  enabled: boolean;
  maintenance: boolean;
}

export interface SignedRequest {
  vendorCode: string | undefined;
  timestamp: string | undefined;
  signature: string | undefined;
  rawBody: Buffer | undefined;
}

const newSecret = () => randomBytes(32).toString('hex');

/** Per-vendor HMAC keys of the seamless wallet API and the check of a signed request. */
export class VendorKeysService {
  constructor(
    private readonly repo: VendorWalletRepo,
    /** How long the previous key still works after a rotation. */
    private readonly keyGraceMs = 24 * 3600_000,
  ) {}

  /** Checks the vendor and the signature of a request; the vendor must be a seamless vendor with a key. */
  async authenticate(req: SignedRequest, nowMs = Date.now()): Promise<VendorCaller> {
    if (!req.vendorCode) throw new AppError('vendor_signature_invalid', 'x-vendor-code is missing');
    const vendor = await this.repo.vendor(req.vendorCode);
    if (!vendor || vendor.walletMode !== 'seamless' || !vendor.secret) {
      throw new AppError('vendor_not_allowed', 'This vendor may not use the wallet API');
    }
    const secrets = [vendor.secret];
    if (vendor.previousSecret && vendor.previousValidUntil && vendor.previousValidUntil.getTime() > nowMs) {
      secrets.push(vendor.previousSecret);
    }
    verifyVendorSignature({ secrets, timestamp: req.timestamp, signature: req.signature, rawBody: req.rawBody, nowMs });
    return { code: vendor.code, enabled: vendor.enabled, maintenance: vendor.maintenance };
  }

  /** Creates or rotates a vendor's key; the previous key keeps working for the grace period. */
  async rotateKey(vendorCode: string) {
    const vendor = await this.repo.vendor(vendorCode);
    if (!vendor) throw new AppError('not_found', `No vendor ${vendorCode}`);
    if (vendor.walletMode !== 'seamless')
      throw new AppError('vendor_not_allowed', `${vendorCode} is not a seamless vendor`);
    const row = await this.repo.rotateKey(vendorCode, newSecret(), new Date(Date.now() + this.keyGraceMs));
    return {
      vendorCode,
      secret: row.secret,
      rotatedAt: row.rotatedAt.toISOString(),
      previousValidUntil: row.previousSecret ? (row.previousValidUntil?.toISOString() ?? null) : null,
    };
  }

  /**
   * Sets a vendor's key to a configured secret (a vendor endpoint's, which signs both directions);
   * a different key it had keeps working for the grace period.
   */
  async setKey(vendorCode: string, secret: string): Promise<void> {
    const current = await this.repo.ensureKey(vendorCode, secret);
    if (current !== secret) await this.repo.rotateKey(vendorCode, secret, new Date(Date.now() + this.keyGraceMs));
  }

  /** The key of a vendor, made on first use (the demo vendor asks for its key at start-up). */
  ensureKey(vendorCode: string): Promise<string> {
    return this.repo.ensureKey(vendorCode, newSecret());
  }
}
