import { createHash, createHmac, randomBytes, randomFillSync, randomInt } from 'node:crypto';

/**
 * Provably fair randomness. Every outcome of a game is drawn from a RandomSource. In play the source
 * is derived from a server seed (32 random bytes from node:crypto, its SHA-256 published before the
 * bet), the player's client seed and a nonce, so that anyone can recompute a past result once the
 * server seed is revealed (the verify page does). Simulations use the plain node:crypto source.
 */
export interface RandomSource {
  /** A uniform integer in [0, n), without modulo bias; n is a safe integer ≥ 1 and ≤ 2^32. */
  int(n: number): number;
}

export const newServerSeed = (): string => randomBytes(32).toString('hex');
export const seedHash = (serverSeed: string): string => createHash('sha256').update(serverSeed).digest('hex');

const TWO_32 = 0x1_0000_0000;

function checkRange(n: number): void {
  if (!Number.isSafeInteger(n) || n < 1 || n > TWO_32) throw new RangeError(`random range ${n} is not 1…2^32`);
}

/**
 * The deterministic source for (serverSeed, clientSeed, nonce): bytes of
 * HMAC-SHA256(key = serverSeed, message = `${clientSeed}:${nonce}:${block}`) for block = 0, 1, …,
 * read four at a time as big-endian unsigned integers; a value at or above the largest multiple of
 * n below 2^32 is thrown away and the next one read (rejection sampling, so no modulo bias).
 */
export function fairRandom(serverSeed: string, clientSeed: string, nonce: number): RandomSource {
  let block = 0;
  let bytes = Buffer.alloc(0);
  let offset = 0;
  const nextUint32 = (): number => {
    if (offset + 4 > bytes.length) {
      bytes = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:${block}`).digest();
      block += 1;
      offset = 0;
    }
    const value = bytes.readUInt32BE(offset);
    offset += 4;
    return value;
  };
  return {
    int(n: number): number {
      checkRange(n);
      const limit = TWO_32 - (TWO_32 % n);
      for (;;) {
        const x = nextUint32();
        if (x < limit) return x % n;
      }
    },
  };
}

/** node:crypto's randomInt (unbiased): for simulations and anything that needs no proof. */
export const cryptoRandom: RandomSource = {
  int(n: number): number {
    checkRange(n);
    // randomInt's range must be below 2^48 and is [min, max).
    return randomInt(0, n);
  },
};

/**
 * node:crypto randomness read from a large buffer (randomFillSync), with the same rejection sampling:
 * unbiased and far cheaper per draw than randomInt, for RTP simulations of millions of rounds.
 */
export function bufferedCryptoRandom(bufferBytes = 1 << 16): RandomSource {
  const bytes = Buffer.alloc(bufferBytes - (bufferBytes % 4));
  let offset = bytes.length;
  return {
    int(n: number): number {
      checkRange(n);
      const limit = TWO_32 - (TWO_32 % n);
      for (;;) {
        if (offset >= bytes.length) {
          randomFillSync(bytes);
          offset = 0;
        }
        const x = bytes.readUInt32BE(offset);
        offset += 4;
        if (x < limit) return x % n;
      }
    },
  };
}
