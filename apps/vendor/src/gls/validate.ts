import type { z } from 'zod';
import { VendorError } from '../errors.ts';

/** Parses a body with a zod schema; bad input is a 400 `validation_failed` naming the fields. */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  const parsed = schema.safeParse(body ?? {});
  if (parsed.success) return parsed.data;
  const fields = parsed.error.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`);
  throw new VendorError(400, 'validation_failed', `Invalid body (${fields.join('; ')})`.slice(0, 500));
}
