import { z } from 'zod';

/** Second-factor methods (SPEC §6): mobile SMS, bound e-mail, authenticator app, bank account name. */
export const twoFactorMethods = ['totp', 'sms', 'email', 'bank'] as const;
export const twoFactorMethodSchema = z.enum(twoFactorMethods);
export type TwoFactorMethod = z.infer<typeof twoFactorMethodSchema>;

/** What a `two_factor_required` failure carries in its value (`value.twoFactor`). */
export const twoFactorChallengeSchema = z.object({
  challengeId: z.string(),
  methods: z.array(twoFactorMethodSchema),
  maskedMobile: z.string().optional(),
  maskedEmail: z.string().optional(),
});
export type TwoFactorChallenge = z.infer<typeof twoFactorChallengeSchema>;
