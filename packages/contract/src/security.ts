import { z } from 'zod';
import { encryptedBodySchema, loginValueSchema } from './auth.ts';
import { endpoints } from './endpoints.ts';
import { defineRoute } from './route.ts';
import { twoFactorMethodSchema } from './two-factor-challenge.ts';

/**
 * The security centre (my account): profile, login history, mobile and e-mail binding, payment
 * password, avatar, authenticator app (TOTP), trusted IPs; and the second factor of a sign-in from
 * an unrecognised IP (SPEC §2 "two-factor login on an unregistered IP", §6).
 */

/** A nickname: trimmed, 2–20 characters, no control characters. */
export const NICKNAME_MIN = 2;
export const NICKNAME_MAX = 20;
export const nicknameSchema = z
  .string()
  .trim()
  .min(NICKNAME_MIN)
  .max(NICKNAME_MAX)
  // eslint-disable-next-line no-control-regex
  .regex(/^[^\u0000-\u001f\u007f-\u009f]+$/, 'no control characters');

/** Payment (transaction) password: exactly 6 digits. */
export const PAYMENT_PASSWORD_PATTERN = /^\d{6}$/;

const code = z.string().trim().min(1).max(12);
const uuid = z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'uuid');

/** The security centre's overview: what is bound and enabled (contact details masked). */
export const securityOverviewSchema = z.object({
  mobile: z.string().nullable(),
  mobileVerified: z.boolean(),
  email: z.string().nullable(),
  emailVerified: z.boolean(),
  paymentPasswordSet: z.boolean(),
  /** ISO time until which the payment password is locked after too many failures. */
  paymentPasswordLockedUntil: z.string().nullable(),
  totpEnabled: z.boolean(),
  bankNameSet: z.boolean(),
});
export type SecurityOverview = z.infer<typeof securityOverviewSchema>;

export const loginHistoryEntrySchema = z.object({
  at: z.string(),
  ip: z.string(),
  countryCode: z.string().nullable(),
  device: z.string(),
  method: z.string(),
  success: z.boolean(),
});
export type LoginHistoryEntry = z.infer<typeof loginHistoryEntrySchema>;

export const trustedIpSchema = z.object({
  ip: z.string(),
  method: z.string(),
  verifiedAt: z.string(),
  lastUsedAt: z.string(),
  /** The IP of the request asking. */
  current: z.boolean(),
});
export type TrustedIp = z.infer<typeof trustedIpSchema>;

export const memberIconSchema = z.object({ avatar: z.string().nullable(), avatarType: z.enum(['CUSTOM', 'STATIC']) });
export type MemberIcon = z.infer<typeof memberIconSchema>;

/** Changing a contact that is already verified needs the login password (inside the encrypted body). */
export const bindMobilePayloadSchema = z.object({
  mobileNum: z.string().trim().min(1).max(30),
  countryDialingCode: z.string().trim().max(6).optional(),
  code,
  password: z.string().trim().max(128).optional(),
});
export const bindEmailPayloadSchema = z.object({
  email: z.string().trim().min(3).max(200).pipe(z.email()),
  code,
  password: z.string().trim().max(128).optional(),
});
export const paymentPasswordPayloadSchema = z.object({
  oldPaymentPassword: z.string().trim().max(32).optional(),
  newPaymentPassword: z.string().trim().max(32),
  confirmPaymentPassword: z.string().trim().max(32),
});
export type PaymentPasswordPayload = z.input<typeof paymentPasswordPayloadSchema>;
export type BindMobilePayload = z.input<typeof bindMobilePayloadSchema>;
export type BindEmailPayload = z.input<typeof bindEmailPayloadSchema>;

const sentCode = z.object({ expiredMinutes: z.number().int(), sentTo: z.string() });
const tags = ['security'];

export const securityRoutes = {
  memberSecurity: defineRoute({
    id: 'memberSecurity',
    ...endpoints.memberSecurity,
    access: 'session',
    summary: 'What the member has bound and enabled (security centre)',
    tags,
    value: securityOverviewSchema,
  }),
  memberProfileUpdate: defineRoute({
    id: 'memberProfileUpdate',
    ...endpoints.memberProfileUpdate,
    access: 'session',
    summary: 'Changes the nickname (2–20 characters, no control characters)',
    tags,
    body: z.object({ nickname: nicknameSchema }),
    value: z.object({ nickname: z.string() }),
  }),
  memberLoginHistory: defineRoute({
    id: 'memberLoginHistory',
    ...endpoints.memberLoginHistory,
    access: 'session',
    summary: 'The member’s sign-ins, newest first (paginated)',
    tags,
    query: z.object({
      page: z.coerce.number().int().min(1).max(10_000).default(1),
      size: z.coerce.number().int().min(1).max(50).default(10),
    }),
    value: z.object({
      list: z.array(loginHistoryEntrySchema),
      total: z.number().int(),
      page: z.number().int(),
      size: z.number().int(),
    }),
  }),
  memberMobileCode: defineRoute({
    id: 'memberMobileCode',
    ...endpoints.memberMobileCode,
    access: 'session',
    summary: 'Sends a code to a new mobile number to bind it',
    tags,
    body: z.object({ mobileNum: z.string().trim().min(1).max(30), countryDialingCode: z.string().trim().max(6) }),
    value: sentCode,
  }),
  memberMobileBind: defineRoute({
    id: 'memberMobileBind',
    ...endpoints.memberMobileBind,
    access: 'session',
    summary: 'Binds the mobile number with its code (encrypted; the password when one is already verified)',
    tags,
    body: encryptedBodySchema,
    payload: bindMobilePayloadSchema,
    value: securityOverviewSchema,
  }),
  memberEmailCode: defineRoute({
    id: 'memberEmailCode',
    ...endpoints.memberEmailCode,
    access: 'session',
    summary: 'E-mails a code to a new address to bind it',
    tags,
    body: z.object({ email: z.string().trim().min(3).max(200).pipe(z.email()) }),
    value: sentCode,
  }),
  memberEmailBind: defineRoute({
    id: 'memberEmailBind',
    ...endpoints.memberEmailBind,
    access: 'session',
    summary: 'Binds the e-mail address with its code (encrypted; the password when one is already verified)',
    tags,
    body: encryptedBodySchema,
    payload: bindEmailPayloadSchema,
    value: securityOverviewSchema,
  }),
  memberPaymentPassword: defineRoute({
    id: 'memberPaymentPassword',
    ...endpoints.memberPaymentPassword,
    access: 'session',
    summary: 'Sets the 6-digit payment password, or changes it with the old one (encrypted)',
    tags,
    body: encryptedBodySchema,
    payload: paymentPasswordPayloadSchema,
    value: securityOverviewSchema,
  }),
  memberIcon: defineRoute({
    id: 'memberIcon',
    ...endpoints.memberIcon,
    access: 'session',
    summary: 'The member’s avatar: CUSTOM (uploaded) or STATIC (from the catalogue), and its URL',
    tags,
    value: memberIconSchema,
  }),
  playerAvatars: defineRoute({
    id: 'playerAvatars',
    ...endpoints.playerAvatars,
    summary: 'The catalogue of STATIC avatars to choose from',
    tags,
    value: z.object({ list: z.array(z.object({ id: z.string(), url: z.string() })) }),
  }),
  memberIconChoose: defineRoute({
    id: 'memberIconChoose',
    ...endpoints.memberIconChoose,
    access: 'session',
    summary: 'Chooses a STATIC avatar from the catalogue',
    tags,
    body: z.object({ avatarId: z.string().trim().min(1).max(40) }),
    value: memberIconSchema,
  }),
  memberIconUpload: defineRoute({
    id: 'memberIconUpload',
    ...endpoints.memberIconUpload,
    access: 'session',
    summary: 'Uploads a CUSTOM avatar: PNG, JPEG or WebP, at most 1 MB, as base64',
    tags,
    body: z.object({ image: z.string().min(8).max(1_400_000) }),
    bodyLimit: 1_500_000,
    value: memberIconSchema,
  }),
  memberAvatarImage: defineRoute({
    id: 'memberAvatarImage',
    ...endpoints.memberAvatarImage,
    summary: 'The picture of an uploaded avatar (its URL carries a hash of the picture; cached for a year)',
    tags,
    params: z.object({ memberId: z.string().regex(/^\d{1,19}$/), hash: z.string().regex(/^[0-9a-f]{16}$/) }),
    value: z.null(),
  }),
  totpEnrol: defineRoute({
    id: 'totpEnrol',
    ...endpoints.totpEnrol,
    access: 'session',
    summary: 'Starts authenticator-app enrolment: a new secret (pending until confirmed), its otpauth URI and QR code',
    tags,
    value: z.object({ secret: z.string(), uri: z.string(), qrSvg: z.string() }),
  }),
  totpConfirm: defineRoute({
    id: 'totpConfirm',
    ...endpoints.totpConfirm,
    access: 'session',
    summary: 'Confirms enrolment with a first code from the app',
    tags,
    body: z.object({ code }),
    value: securityOverviewSchema,
  }),
  totpDisable: defineRoute({
    id: 'totpDisable',
    ...endpoints.totpDisable,
    access: 'session',
    summary: 'Turns the authenticator app off with a current code',
    tags,
    body: z.object({ code }),
    value: securityOverviewSchema,
  }),
  trustedIps: defineRoute({
    id: 'trustedIps',
    ...endpoints.trustedIps,
    access: 'session',
    summary: 'IPs from which sign-in needs no second factor',
    tags,
    value: z.object({ list: z.array(trustedIpSchema) }),
  }),
  trustedIpRemove: defineRoute({
    id: 'trustedIpRemove',
    ...endpoints.trustedIpRemove,
    access: 'session',
    summary: 'Forgets one of the member’s trusted IPs',
    tags,
    query: z.object({ ip: z.string().trim().min(2).max(64) }),
    value: z.object({ removed: z.boolean() }),
  }),
  twoFactorSendCode: defineRoute({
    id: 'twoFactorSendCode',
    ...endpoints.twoFactorSendCode,
    summary: 'Sends the code of a two-factor sign-in by SMS or e-mail',
    tags: ['auth'],
    body: z.object({ challengeId: uuid, method: z.enum(['sms', 'email']) }),
    value: sentCode,
  }),
  twoFactorVerify: defineRoute({
    id: 'twoFactorVerify',
    ...endpoints.twoFactorVerify,
    summary: 'Completes a sign-in from an unrecognised IP with the second factor; the IP becomes trusted',
    tags: ['auth'],
    body: z.object({ challengeId: uuid, method: twoFactorMethodSchema, code: z.string().trim().min(1).max(100) }),
    value: loginValueSchema,
  }),
};
