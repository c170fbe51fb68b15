import type { FastifyReply } from 'fastify';
import { AppError } from './errors.ts';

/**
 * Sends a picture a member uploaded as evidence (a deposit receipt, a withdrawal proof) to the
 * operator: never cached, never run as anything but a picture, offered under a readable file name.
 */
export async function sendPrivatePicture(
  reply: FastifyReply,
  picture: { bytes: Buffer; type: string } | undefined,
  name: string,
): Promise<null> {
  if (!picture) throw new AppError('not_found', 'No such picture');
  const extension = picture.type.split('/')[1] ?? 'bin';
  await reply
    .header('content-type', picture.type)
    .header('cache-control', 'no-store')
    .header('content-security-policy', "default-src 'none'")
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', `inline; filename="${name}.${extension}"`)
    .send(picture.bytes);
  return null;
}
