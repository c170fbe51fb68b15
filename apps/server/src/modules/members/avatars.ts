import { createHash } from 'node:crypto';

/** The STATIC avatars a member may choose (pictures in the web's public folder, `/assets/avatars/<id>.svg`). */
export const STATIC_AVATARS = ['fox', 'owl', 'tiger', 'panda', 'dragon', 'koi', 'rocket', 'crown'] as const;

export const staticAvatarUrl = (id: string) => `/assets/avatars/${id}.svg`;

/** Uploaded avatars: at most 1 MB. */
export const MAX_AVATAR_BYTES = 1_048_576;

export type AvatarContentType = 'image/png' | 'image/jpeg' | 'image/webp';

/** The picture type by its first bytes (never by what the client claims); null when it is none of ours. */
export function sniffImage(bytes: Buffer): AvatarContentType | null {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return 'image/png';
  }
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (
    bytes.length >= 12 &&
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  ) {
    return 'image/webp';
  }
  return null;
}

/** The first 16 hex digits of the picture's SHA-256: its URL changes whenever the picture does. */
export const avatarHash = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex').slice(0, 16);

export const customAvatarUrl = (memberId: bigint, bytes: Buffer) => `/api/wps/avatar/${memberId}/${avatarHash(bytes)}`;

/** `data:image/png;base64,…` or bare base64 → bytes; null when it is not base64. */
export function decodeBase64Image(image: string): Buffer | null {
  const body = image.replace(/^data:[\w/+.-]+;base64,/, '').replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(body)) return null;
  return Buffer.from(body, 'base64');
}
