import {
  constants,
  createDecipheriv,
  createPrivateKey,
  generateKeyPairSync,
  privateDecrypt,
  randomBytes,
  type KeyObject,
} from 'node:crypto';
import type { EncryptedBody } from '@portal/contract';
import { AppError } from '../../http/errors.ts';

export interface StoredKey {
  kid: string;
  publicKey: string;
  privateKey: string;
  createdAt: Date;
}

export interface KeyStore {
  listKeys(): Promise<StoredKey[]>;
  insertKey(key: Omit<StoredKey, 'createdAt'>): Promise<void>;
}

const DAY = 86_400_000;
/** How long a node keeps the keys it read. */
const CACHE_MS = 60_000;
/** An unknown kid reads the keys again at most this often per node, so made-up kids cost little. */
const UNKNOWN_KID_REREAD_MS = 1_000;

/**
 * The server's RSA keys for encrypted bodies (DESIGN.md): the newest key is offered to clients;
 * a key is replaced after `rotateDays`, and older keys are still accepted for `graceDays` more,
 * so a page that fetched the previous key keeps working.
 *
 * The keys live in the database and each node keeps a copy for a minute. Another node may have
 * made a key this one has not read yet (it rotated, or both started on an empty database), so a
 * body under an unknown kid reads the keys again before it is refused.
 */
export class KeyRing {
  private cache: { keys: StoredKey[]; at: number } | null = null;
  private rereadAt = 0;
  /** The read on its way: concurrent requests wait for it instead of reading (or making a key) again. */
  private loading: Promise<StoredKey[]> | null = null;
  /** Parsed private keys by kid: parsing the PEM costs twice the RSA operation itself. */
  private readonly parsed = new Map<string, KeyObject>();

  constructor(
    private readonly store: KeyStore,
    private readonly opts: { rotateDays: number; graceDays: number },
  ) {}

  private keys(): Promise<StoredKey[]> {
    if (this.cache && Date.now() - this.cache.at < CACHE_MS) return Promise.resolve(this.cache.keys);
    this.loading ??= this.load().finally(() => {
      this.loading = null;
    });
    return this.loading;
  }

  private async load(): Promise<StoredKey[]> {
    let keys = await this.store.listKeys();
    const newest = keys[0];
    if (!newest || Date.now() - newest.createdAt.getTime() > this.opts.rotateDays * DAY) {
      const pair = generateKeyPairSync('rsa', { modulusLength: 2048 });
      await this.store.insertKey({
        kid: randomBytes(8).toString('hex'),
        publicKey: pair.publicKey.export({ type: 'spki', format: 'der' }).toString('base64'),
        privateKey: pair.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      });
      keys = await this.store.listKeys();
    }
    const oldest = Date.now() - (this.opts.rotateDays + this.opts.graceDays) * DAY;
    keys = keys.filter((k) => k.createdAt.getTime() >= oldest);
    this.cache = { keys, at: Date.now() };
    for (const kid of this.parsed.keys()) if (!keys.some((k) => k.kid === kid)) this.parsed.delete(kid);
    return keys;
  }

  async current(): Promise<{ kid: string; publicKey: string }> {
    const key = (await this.keys())[0];
    if (!key) throw new Error('no encryption key');
    return { kid: key.kid, publicKey: key.publicKey };
  }

  /** Decrypts a body into its JSON value; anything wrong is `encryption_invalid`, never a 500. */
  async decrypt(body: EncryptedBody): Promise<unknown> {
    let key = (await this.keys()).find((k) => k.kid === body.kid);
    if (!key && Date.now() - this.rereadAt >= UNKNOWN_KID_REREAD_MS) {
      this.rereadAt = Date.now();
      this.cache = null;
      key = (await this.keys()).find((k) => k.kid === body.kid);
    }
    if (!key) throw new AppError('encryption_invalid', 'Unknown encryption key, fetch the public key again');
    try {
      let privateKey = this.parsed.get(key.kid);
      if (!privateKey) {
        privateKey = createPrivateKey(key.privateKey);
        this.parsed.set(key.kid, privateKey);
      }
      const aesKey = privateDecrypt(
        { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
        Buffer.from(body.key, 'base64'),
      );
      const iv = Buffer.from(body.iv, 'base64');
      const data = Buffer.from(body.data, 'base64');
      if (aesKey.length !== 32 || iv.length !== 12 || data.length < 17) throw new Error('bad sizes');
      const decipher = createDecipheriv('aes-256-gcm', aesKey, iv);
      decipher.setAuthTag(data.subarray(data.length - 16));
      const plain = Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]);
      return JSON.parse(plain.toString('utf8'));
    } catch {
      throw new AppError('encryption_invalid', 'The encrypted body could not be read');
    }
  }
}
