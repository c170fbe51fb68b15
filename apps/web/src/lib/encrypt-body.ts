import type { EncryptedBody } from '@portal/contract';
import { apiCall } from './api-client.ts';

/** The server's RSA public key as GET /wps/session/publicKey answers it. */
export interface PublicKeyAnswer {
  kid: string;
  /** base64 of the SPKI DER. */
  publicKey: string;
}

interface ImportedKey {
  kid: string;
  key: CryptoKey;
}

export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

export function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export async function importPublicKey(answer: PublicKeyAnswer): Promise<ImportedKey> {
  const key = await crypto.subtle.importKey(
    'spki',
    fromBase64(answer.publicKey),
    { name: 'RSA-OAEP', hash: 'SHA-256' },
    false,
    ['wrapKey', 'encrypt'],
  );
  return { kid: answer.kid, key };
}

/**
 * Hybrid encryption of a JSON body (DESIGN.md): a fresh AES-256-GCM key and 12-byte iv encrypt
 * the UTF-8 JSON (ciphertext followed by the 16-byte tag, as WebCrypto returns it); the raw AES
 * key is wrapped with RSA-OAEP SHA-256. Every part is base64.
 */
export async function encryptBody(payload: unknown, publicKey: ImportedKey): Promise<EncryptedBody> {
  const aesKey = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const plain = new TextEncoder().encode(JSON.stringify(payload));
  const data = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, aesKey, plain);
  const wrapped = await crypto.subtle.wrapKey('raw', aesKey, publicKey.key, { name: 'RSA-OAEP' });
  return {
    kid: publicKey.kid,
    key: toBase64(new Uint8Array(wrapped)),
    iv: toBase64(iv),
    data: toBase64(new Uint8Array(data)),
  };
}

let cachedKey: Promise<ImportedKey> | undefined;

/** The server's public key, fetched once and cached (a failed fetch is not cached). */
export function getPublicKey(refresh = false): Promise<ImportedKey> {
  if (refresh || !cachedKey) {
    const pending = apiCall('sessionPublicKey').then(importPublicKey);
    pending.catch(() => {
      if (cachedKey === pending) cachedKey = undefined;
    });
    cachedKey = pending;
  }
  return cachedKey;
}

/** Forgets the cached key (tests, key rotation). */
export const resetPublicKey = (): void => {
  cachedKey = undefined;
};
