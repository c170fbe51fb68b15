import { z } from 'zod';
import { botCheckField } from './bot-check.ts';
import { endpoints } from './endpoints.ts';
import { defineRoute } from './route.ts';

/**
 * Bodies SPEC marks encrypted travel as hybrid encryption (DESIGN.md): a fresh AES-256-GCM key
 * encrypts the JSON, the key is wrapped with the server's RSA-OAEP (SHA-256) public key `kid`.
 * All parts are base64. The server decrypts, then validates the inner body with the route's schema.
 */
export const encryptedBodySchema = z.object({
  kid: z.string().min(1).max(64),
  key: z.string().min(1).max(1024),
  iv: z.string().min(1).max(64),
  data: z.string().min(1).max(65_536),
});
export type EncryptedBody = z.infer<typeof encryptedBodySchema>;

export const ENCRYPTION_ALGORITHM = 'RSA-OAEP-256+A256GCM';

const text = (max: number) => z.string().trim().max(max);

/** Member info (SPEC §3): what the header, the member centre and the agent centre read. */
export const memberInfoSchema = z.object({
  id: z.string(),
  account: z.string(),
  nickname: z.string().nullable(),
  /** 1 and 2 agents, 3 member, 4 trial account, 41 and 42 agent-centre staff (SPEC §6). */
  type: z.number().int(),
  toUpline: z.boolean(),
  clubLabel: z.object({ labelName: z.string() }).nullable(),
  memberLabel: z.array(z.object({ labelName: z.string() })),
  avatar: z.string().nullable(),
  avatarType: z.enum(['CUSTOM', 'STATIC']),
  currency: z.string(),
  mobileNum: z.string().nullable(),
  email: z.string().nullable(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type MemberInfo = z.infer<typeof memberInfoSchema>;

export const loginValueSchema = z.object({
  token: z.string(),
  firstTimeLogin: z.boolean(),
  passwordExpired: z.boolean(),
  customerType: z.number().int(),
  user: memberInfoSchema,
});
export type LoginValue = z.infer<typeof loginValueSchema>;

/** Login payload (SPEC §3), inside the encrypted body. */
export const loginPayloadSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('username'),
    username: text(64).min(1),
    password: z.string().min(1).max(128),
    captcha: text(16).optional(),
    captchaId: text(64).optional(),
    altcha: botCheckField,
    /** The agent entrance (SPEC §4): refuses customer types other than 1 and 2. */
    site: z.enum(['member', 'agent']).default('member'),
  }),
  z.object({
    type: z.literal('sms'),
    mobileNum: text(20).min(1),
    countryDialingCode: text(6).optional(),
    password: text(12).min(1),
    altcha: botCheckField,
    site: z.enum(['member', 'agent']).default('member'),
  }),
]);
export type LoginPayload = z.input<typeof loginPayloadSchema>;

/** Registration payload (SPEC §3), inside the encrypted body; optional fields follow the server rules. */
export const registerPayloadSchema = z.object({
  username: text(64).default(''),
  password: z.string().max(128).default(''),
  confirmPassword: z.string().max(128).default(''),
  payeeName: text(100).optional(),
  email: text(200).optional(),
  qqNum: text(30).optional(),
  mobileNum: text(30).optional(),
  countryDialingCode: text(6).optional(),
  recommenderId: text(64).optional(),
  captcha: text(16).optional(),
  captchaId: text(64).optional(),
  altcha: botCheckField,
  verificationCode: text(255).optional(),
  affiliateCode: text(64).optional(),
  referralCode: text(64).optional(),
  paymentPassword: z.string().max(64).optional(),
  line: text(100).optional(),
  whatsapp: text(30).optional(),
  facebook: text(200).optional(),
  wechat: text(100).optional(),
  idNumber: text(64).optional(),
  domain: text(255).optional(),
  registerUrl: text(2000).optional(),
  registerMethod: z.literal('WEB').default('WEB'),
  login: z.boolean().default(true),
  /** SPEC §5: 18 or older, and agreement to the terms and the privacy policy. */
  adultConfirmed: z.literal(true),
  termsAccepted: z.literal(true),
});
export type RegisterPayload = z.input<typeof registerPayloadSchema>;

export const authRoutes = {
  sessionPublicKey: defineRoute({
    id: 'sessionPublicKey',
    ...endpoints.sessionPublicKey,
    summary: 'The RSA public key (SPKI, base64) for encrypting login, registration and password bodies',
    tags: ['auth'],
    value: z.object({ kid: z.string(), publicKey: z.string(), algorithm: z.literal(ENCRYPTION_ALGORITHM) }),
  }),
  sessionLogin: defineRoute({
    id: 'sessionLogin',
    ...endpoints.sessionLogin,
    summary: 'Login by username and password or by mobile number and SMS code (encrypted body)',
    tags: ['auth'],
    body: encryptedBodySchema,
    payload: loginPayloadSchema,
    value: loginValueSchema,
  }),
  captcha: defineRoute({
    id: 'captcha',
    ...endpoints.captcha,
    summary: 'A new captcha image (base64 PNG); answer it with captchaId and captcha',
    tags: ['auth'],
    value: z.object({ captchaId: z.string(), image: z.string() }),
  }),
  memberRegister: defineRoute({
    id: 'memberRegister',
    ...endpoints.memberRegister,
    summary: 'Registration by username (encrypted body); logs the new member in',
    tags: ['auth'],
    body: encryptedBodySchema,
    payload: registerPayloadSchema,
    value: loginValueSchema,
  }),
  sessionLogout: defineRoute({
    id: 'sessionLogout',
    ...endpoints.sessionLogout,
    access: 'session',
    summary: 'Signs out: the session token is revoked on the server',
    tags: ['auth'],
    value: z.object({ signedOut: z.literal(true) }),
  }),
  memberInfo: defineRoute({
    id: 'memberInfo',
    ...endpoints.memberInfo,
    access: 'session',
    summary: 'The signed-in member',
    tags: ['members'],
    value: memberInfoSchema,
  }),
  devCaptchaAnswer: defineRoute({
    id: 'devCaptchaAnswer',
    ...endpoints.devCaptchaAnswer,
    access: 'development',
    summary: 'Development only: the answer of a captcha, for automated tests',
    tags: ['development'],
    query: z.object({ captchaId: text(64).min(1) }),
    value: z.object({ answer: z.string() }),
  }),
  agentAffiliate: defineRoute({
    id: 'agentAffiliate',
    ...endpoints.agentAffiliate,
    summary: 'Checks an affiliate (invitation) code; fails with invitation_code_error',
    tags: ['auth'],
    query: z.object({ code: text(64).min(1), domain: text(255).optional() }),
    value: z.object({ affiliateCode: z.string(), domain: z.string().nullable() }),
  }),
};
