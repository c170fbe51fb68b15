import { z } from 'zod';
import { endpoints } from './endpoints.ts';
import { defineRoute } from './route.ts';

/**
 * The proof-of-work bot check (ALTCHA, self-hosted; module BOTCHECK3). The browser fetches a signed
 * challenge, finds the counter whose derived key starts with `keyPrefix`, and sends
 * base64(JSON {challenge, solution}) in the `altcha` field of the login, SMS-code and registration
 * bodies. Each solution is accepted once.
 */
export const botCheckChallengeSchema = z.object({
  parameters: z.object({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
    keySignature: z.string().optional(),
    expiresAt: z.number().optional(),
  }),
  signature: z.string().optional(),
});
export type BotCheckChallenge = z.infer<typeof botCheckChallengeSchema>;

/** The field carried by protected bodies: base64 of JSON {challenge, solution}. */
export const botCheckField = z.string().max(4096).optional();

export const botCheckRoutes = {
  botCheckChallenge: defineRoute({
    id: 'botCheckChallenge',
    ...endpoints.botCheckChallenge,
    summary: 'A signed proof-of-work challenge (ALTCHA) for the bot check of login, SMS and registration',
    tags: ['auth'],
    value: botCheckChallengeSchema,
  }),
};
