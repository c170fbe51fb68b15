import { z } from 'zod';
import { loginValueSchema } from './auth.ts';
import { endpoints } from './endpoints.ts';
import { defineRoute } from './route.ts';

/**
 * Social sign-in through OpenID Connect (SPEC §1, §2): the operator configures providers per brand;
 * the browser goes to `socialStart`, the provider returns to `socialCallback`, which sends the
 * browser back to the web with a one-time `socialCode` (or a `socialError`); the web trades the code
 * for a session with `socialExchange`. The session token never travels in a URL.
 */

/** A provider key: free text chosen by the operator (`google`, `line`), lower case. */
export const socialProviderKeySchema = z
  .string()
  .regex(/^[a-z][a-z0-9_-]{1,31}$/, 'lower-case letters, digits, _ or -');

/**
 * Where the browser returns after signing in: a same-site path. Refused: absolute and
 * protocol-relative URLs (`//evil.example`), back-slashes and control characters (open redirect).
 */
export const socialReturnToSchema = z
  .string()
  .max(500)
  .refine(
    (v) => /^\/(?![/\\])/.test(v) && !/[\\\s]/.test(v) && [...v].every((c) => c.charCodeAt(0) > 0x1f && c !== '\u007f'),
    'a same-site path starting with a single /',
  );

/** Stable codes of `?socialError=` (the web shows `social.error_<code>`). */
export const socialErrorCodes = [
  'cancelled',
  'provider_disabled',
  'provider_unavailable',
  'state_invalid',
  'sign_in_failed',
  'account_disabled',
  'error_not_member',
] as const;
export type SocialErrorCode = (typeof socialErrorCodes)[number];

export const socialProviderSchema = z.object({ key: z.string(), displayName: z.string() });
export type SocialProvider = z.infer<typeof socialProviderSchema>;

const providerParams = z.object({ provider: socialProviderKeySchema });
const redirectValue = z.object({ location: z.string() });

/** What the operator sets; the secret may be left out to keep the stored one. */
export const socialProviderSettingsSchema = z.object({
  displayName: z.string().trim().min(1).max(40),
  issuer: z
    .string()
    .url()
    .max(500)
    .refine(
      (v) => v.startsWith('https://') || /^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?(\/|$)/.test(v),
      'https, or http only on this machine (development)',
    ),
  clientId: z.string().trim().min(1).max(500),
  clientSecret: z.string().min(1).max(2000).optional(),
  enabled: z.boolean(),
  sort: z.number().int().min(0).max(999).default(0),
});

/** The admin view of a provider: never the secret itself, only whether one is stored. */
export const socialProviderAdminSchema = z.object({
  key: z.string(),
  displayName: z.string(),
  issuer: z.string(),
  clientId: z.string(),
  clientSecretSet: z.boolean(),
  enabled: z.boolean(),
  sort: z.number().int(),
  updatedAt: z.string(),
});
export type SocialProviderAdmin = z.infer<typeof socialProviderAdminSchema>;

export const socialRoutes = {
  socialProviders: defineRoute({
    id: 'socialProviders',
    ...endpoints.socialProviders,
    summary: 'Social sign-in providers offered now (empty when SOCIALLOGIN3 is off)',
    tags: ['auth'],
    value: z.array(socialProviderSchema),
  }),
  socialStart: defineRoute({
    id: 'socialStart',
    ...endpoints.socialStart,
    redirect: true,
    summary: 'Browser navigation: 302 to the provider (authorization code flow with PKCE)',
    tags: ['auth'],
    params: providerParams,
    query: z.object({ returnTo: socialReturnToSchema.default('/'), site: z.literal('member').default('member') }),
    value: redirectValue,
  }),
  socialCallback: defineRoute({
    id: 'socialCallback',
    ...endpoints.socialCallback,
    redirect: true,
    summary: 'Browser navigation from the provider: 302 to the web with socialCode or socialError',
    tags: ['auth'],
    params: providerParams,
    query: z
      .object({
        code: z.string().max(4000).optional(),
        state: z.string().max(200).optional(),
        error: z.string().max(200).optional(),
      })
      .passthrough(),
    value: redirectValue,
  }),
  socialExchange: defineRoute({
    id: 'socialExchange',
    ...endpoints.socialExchange,
    summary: 'Trades the one-time socialCode for a session (single use, 2 minutes)',
    tags: ['auth'],
    body: z.object({ code: z.string().trim().min(1).max(100) }),
    value: loginValueSchema,
  }),
  adminListSocialProviders: defineRoute({
    id: 'adminListSocialProviders',
    ...endpoints.adminListSocialProviders,
    access: 'operator',
    summary: 'Social sign-in providers (the client secret is never shown)',
    tags: ['admin'],
    value: z.array(socialProviderAdminSchema),
  }),
  adminSetSocialProvider: defineRoute({
    id: 'adminSetSocialProvider',
    ...endpoints.adminSetSocialProvider,
    access: 'operator',
    summary: 'Creates or changes a social sign-in provider (OpenID Connect issuer, client id and secret)',
    tags: ['admin'],
    params: z.object({ key: socialProviderKeySchema }),
    body: socialProviderSettingsSchema,
    value: socialProviderAdminSchema,
  }),
};
