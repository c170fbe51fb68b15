import { z } from 'zod';
import { errorCodes, type ErrorCode } from './error-codes.ts';
import { twoFactorChallengeSchema } from './two-factor-challenge.ts';

/** Every answer of the API: `{ success, code, message, value }` (DESIGN.md, API conventions). */
export const envelopeSchema = <T extends z.ZodType>(value: T) =>
  z.object({
    success: z.boolean(),
    code: z.string(),
    message: z.string(),
    value,
  });

export interface Envelope<T> {
  success: boolean;
  code: string;
  message: string;
  value: T;
}

/** One field that failed validation: where it was (`body.username`) and the rule it broke. */
export const fieldErrorSchema = z.object({
  field: z.string(),
  rule: z.string(),
  message: z.string(),
});
export type FieldError = z.infer<typeof fieldErrorSchema>;

/** `value` of a failed answer: field errors for bad input, nothing otherwise. */
export const errorValueSchema = z
  .object({
    fields: z.array(fieldErrorSchema).optional(),
    requestId: z.string().optional(),
    /** Set on a failed login when the next attempt must carry a captcha (SPEC §8). */
    captcha: z.boolean().optional(),
    /** Set when a request may be repeated only after this many seconds (code resends, lock-outs). */
    retryAfterSeconds: z.number().int().optional(),
    /** Set on `two_factor_required`: the challenge of a sign-in from an unrecognised IP (SPEC §6). */
    twoFactor: twoFactorChallengeSchema.optional(),
    /** Vendor wallet refusals (insufficient funds, …): the player's real balance (minor units) and currency. */
    balance: z.string().optional(),
    currency: z.string().optional(),
    /** Set on `turnover_incomplete`: the stake required and achieved (minor units). */
    turnover: z.object({ required: z.string(), achieved: z.string() }).optional(),
    /** Set on `amount_out_of_range`: the allowed amounts of one withdrawal (minor units). */
    limits: z.object({ min: z.string(), max: z.string() }).optional(),
  })
  .nullable();
export type ErrorValue = z.infer<typeof errorValueSchema>;

export const errorEnvelopeSchema = z.object({
  success: z.literal(false),
  code: z.enum(errorCodes),
  message: z.string(),
  value: errorValueSchema,
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

export const ok = <T>(value: T): Envelope<T> => ({ success: true, code: 'ok', message: '', value });

export const fail = (code: ErrorCode, message: string, value: ErrorValue = null): ErrorEnvelope => ({
  success: false,
  code,
  message,
  value,
});
