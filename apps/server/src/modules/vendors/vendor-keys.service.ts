import { randomBytes } from 'node:crypto';
import { AppError } from '../../http/errors.ts';
import { verifyVendorSignature } from './signature.ts';
import type { VendorWalletRepo, VendorWalletState } from './vendor-wallet.repo.ts';

/** The vendor behind a signed request. */
export interface VendorCaller {
  code: string;
  enabled: boolean;
  maintenance: boolean;
  /**
   * The version of the vendor row and keys the request was checked against (vendor_wallet_state):
   * the wallet functions refuse a stale one, and the request is checked again. Absent: not checked.
   */
  version?: string;
}

export interface SignedRequest {
  vendorCode: string | undefined;
  timestamp: string | undefined;
  signature: string | undefined;
  rawBody: Buffer | undefined;
}

const newSecret = () => randomBytes(32).toString('hex');
/** At most this many vendors are kept (there are a few dozen; unknown codes are never kept). */
const CACHE_LIMIT = 1_000;

/**
 * Per-vendor HMAC keys of the seamless wallet API and the check of a signed request.
 *
 * The vendor and its keys are cached, so a signed call costs no database read. The cache is exact,
 * not time-based: the wallet functions compare the version the request was checked against with the
 * database's (in the call's own transaction) and answer "stale" when a key was rotated or the vendor
 * changed meanwhile, whoever changed it; the route then checks the request again against a fresh read.
 * A signature that fails against the cached keys is also checked against a fresh read (a key rotated
 * by another process works at once).
 */
export class VendorKeysService {
  private readonly cache = new Map<string, Promise<VendorWalletState | undefined>>();

  constructor(
    private readonly repo: VendorWalletRepo,
    /** How long the previous key still works after a rotation. */
    private readonly keyGraceMs = 24 * 3600_000,
  ) {}

  /**
   * Checks the vendor and the signature of a request; the vendor must be a seamless vendor with a key.
   * `fresh`: against the database, not the cache (after a "stale" answer).
   */
  async authenticate(req: SignedRequest, nowMs = Date.now(), fresh = false): Promise<VendorCaller> {
    if (!req.vendorCode) throw new AppError('vendor_signature_invalid', 'x-vendor-code is missing');
    if (!fresh) {
      try {
        return check(await this.state(req.vendorCode, false), req, nowMs);
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
      }
    }
    return check(await this.state(req.vendorCode, true), req, nowMs);
  }

  /** The cached vendor (read when absent or `fresh`); unknown vendors are not kept. */
  private state(code: string, fresh: boolean): Promise<VendorWalletState | undefined> {
    const cached = this.cache.get(code);
    if (cached && !fresh) return cached;
    const read = this.repo.walletState(code).then(
      (state) => {
        if (!state) this.cache.delete(code);
        return state;
      },
      (err: unknown) => {
        this.cache.delete(code);
        throw err;
      },
    );
    if (this.cache.size >= CACHE_LIMIT) this.cache.clear();
    this.cache.set(code, read);
    return read;
  }

  /** Creates or rotates a vendor's key; the previous key keeps working for the grace period. */
  async rotateKey(vendorCode: string) {
    const vendor = await this.repo.vendor(vendorCode);
    if (!vendor) throw new AppError('not_found', `No vendor ${vendorCode}`);
    if (vendor.walletMode !== 'seamless')
      throw new AppError('vendor_not_allowed', `${vendorCode} is not a seamless vendor`);
    const row = await this.repo.rotateKey(vendorCode, newSecret(), new Date(Date.now() + this.keyGraceMs));
    this.cache.delete(vendorCode);
    return {
      vendorCode,
      secret: row.secret,
      rotatedAt: row.rotatedAt.toISOString(),
      previousValidUntil: row.previousSecret ? (row.previousValidUntil?.toISOString() ?? null) : null,
    };
  }

  /**
   * Sets a vendor's key to a configured one (a vendor endpoint's key for this code, which signs both
   * directions); a different key it had keeps working for the grace period, except `retired`: a key
   * that must stop at once (an endpoint's secret that used to sign for all of its codes).
   */
  async setKey(vendorCode: string, secret: string, retired?: string): Promise<void> {
    const current = await this.repo.ensureKey(vendorCode, secret);
    if (current !== secret) {
      const graceUntil = new Date(current === retired ? 0 : Date.now() + this.keyGraceMs);
      await this.repo.rotateKey(vendorCode, secret, graceUntil);
    }
    this.cache.delete(vendorCode);
  }

  /** The key of a vendor, made on first use (the demo vendor asks for its key at start-up). */
  async ensureKey(vendorCode: string): Promise<string> {
    const secret = await this.repo.ensureKey(vendorCode, newSecret());
    this.cache.delete(vendorCode);
    return secret;
  }
}

/** The vendor behind a request whose signature matches one of its keys (current, or previous in its grace). */
function check(vendor: VendorWalletState | undefined, req: SignedRequest, nowMs: number): VendorCaller {
  if (!vendor || vendor.walletMode !== 'seamless' || !vendor.secret) {
    throw new AppError('vendor_not_allowed', 'This vendor may not use the wallet API');
  }
  const secrets = [vendor.secret];
  if (vendor.previousSecret && vendor.previousValidUntil && vendor.previousValidUntil.getTime() > nowMs) {
    secrets.push(vendor.previousSecret);
  }
  verifyVendorSignature({ secrets, timestamp: req.timestamp, signature: req.signature, rawBody: req.rawBody, nowMs });
  return { code: vendor.code, enabled: vendor.enabled, maintenance: vendor.maintenance, version: vendor.version };
}
