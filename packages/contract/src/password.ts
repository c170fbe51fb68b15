import { z } from 'zod';
import { encryptedBodySchema, loginValueSchema } from './auth.ts';
import { endpoints } from './endpoints.ts';
import { defineRoute } from './route.ts';

/**
 * Passwords (SPEC §3/§4/§5): forgot by e-mail (a reset link), reset by that link, change while
 * signed in; free play (trial accounts); the operator's member creation with a forced change.
 */

/** Forgot by e-mail: a form post (SPEC §7), also accepted as JSON. */
export const forgotByEmailBodySchema = z.object({
  username: z.string().trim().min(1).max(64),
  email: z.string().trim().min(3).max(200).pipe(z.email()),
});
export type ForgotByEmailBody = z.input<typeof forgotByEmailBodySchema>;

/** Reset by link, inside the encrypted body: the token from the e-mailed link. */
export const resetByLinkPayloadSchema = z.object({
  token: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{43}$/),
  newPassword: z.string().trim().max(128),
  confirmNewPassword: z.string().trim().max(128),
});
export type ResetByLinkPayload = z.input<typeof resetByLinkPayloadSchema>;

/**
 * Change password (SPEC §3), inside the encrypted body. oldPassword is required, except in the
 * forced change right after signing in with a default or expired password.
 */
export const changePasswordPayloadSchema = z.object({
  oldPassword: z.string().trim().max(128).optional(),
  newPassword: z.string().trim().max(128),
  confirmNewPassword: z.string().trim().max(128),
});
export type ChangePasswordPayload = z.input<typeof changePasswordPayloadSchema>;

/**
 * Free play (SPEC §3): os, platform 'W', the reversed random string `key` (it travels inside the
 * encrypted body) and gateway version 3.
 */
export const freePlayPayloadSchema = z.object({
  os: z.string().trim().max(40).default(''),
  platform: z.literal('W'),
  key: z
    .string()
    .min(16)
    .max(64)
    .regex(/^[A-Za-z0-9]+$/),
  gateway: z.literal(3),
});
export type FreePlayPayload = z.input<typeof freePlayPayloadSchema>;

/** Customer types an operator may create from the admin API: member, or agent (1, 2). */
export const adminCreateMemberBodySchema = z.object({
  username: z.string().trim().min(1).max(64),
  customerType: z.union([z.literal(1), z.literal(2), z.literal(3)]).default(3),
  /** Left out: a random password is generated and answered once. Either way the member must change it. */
  password: z.string().trim().min(1).max(128).optional(),
});

export const passwordRoutes = {
  memberPasswordEmail: defineRoute({
    id: 'memberPasswordEmail',
    ...endpoints.memberPasswordEmail,
    summary:
      'Forgot password by e-mail (form or JSON): mails a single-use reset link when username and e-mail match; same answer otherwise',
    tags: ['auth'],
    body: forgotByEmailBodySchema,
    value: z.object({ sent: z.literal(true), expiredMinutes: z.number().int() }),
  }),
  memberPasswordReset: defineRoute({
    id: 'memberPasswordReset',
    ...endpoints.memberPasswordReset,
    summary: 'Sets a new password with the token of a reset link (encrypted body); signs out every session',
    tags: ['auth'],
    body: encryptedBodySchema,
    payload: resetByLinkPayloadSchema,
    value: z.object({ reset: z.literal(true), username: z.string() }),
  }),
  memberPasswordChange: defineRoute({
    id: 'memberPasswordChange',
    ...endpoints.memberPasswordChange,
    access: 'session',
    summary: 'Changes the password of the signed-in member (encrypted body); the other sessions are signed out',
    tags: ['auth'],
    body: encryptedBodySchema,
    payload: changePasswordPayloadSchema,
    value: z.object({ changed: z.literal(true) }),
  }),
  sessionLoginFreePlay: defineRoute({
    id: 'sessionLoginFreePlay',
    ...endpoints.sessionLoginFreePlay,
    summary: 'Free play (FREEPLAY3): creates a trial account (customer type 4) and signs it in (encrypted body)',
    tags: ['auth'],
    body: encryptedBodySchema,
    payload: freePlayPayloadSchema,
    value: loginValueSchema,
  }),
  adminCreateMember: defineRoute({
    id: 'adminCreateMember',
    ...endpoints.adminCreateMember,
    access: 'operator',
    summary: 'Creates a member or agent with a default password that must be changed at the first login',
    tags: ['admin'],
    body: adminCreateMemberBodySchema,
    value: z.object({
      id: z.string(),
      username: z.string(),
      customerType: z.number().int(),
      mustChangePassword: z.literal(true),
      /** Only when the server generated it: shown once, never stored in clear. */
      generatedPassword: z.string().nullable(),
    }),
  }),
};
