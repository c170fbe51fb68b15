/**
 * Account security beyond sign-in itself: one-time codes sent by SMS or e-mail, the SMS
 * development outbox, password-reset links, remembered IPs and two-factor challenges, social
 * identities, proof-of-work replay guard and custom avatars.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  customType,
  index,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { members } from './schema-members.ts';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/**
 * One-time codes (SMS or e-mail): only a hash is stored; single use, an expiry and a limited
 * number of tries. `target` is the normalised address (`+84912345678`, `user@mail.example`).
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: text('channel').notNull(),
    /** What the code proves: login, register, reset_password, bind_mobile, bind_email, two_factor. */
    purpose: text('purpose').notNull(),
    target: text('target').notNull(),
    memberId: bigint('member_id', { mode: 'bigint' }).references(() => members.id),
    codeHash: text('code_hash').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    maxAttempts: smallint('max_attempts').notNull().default(5),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    check('verification_codes_channel', sql`${t.channel} in ('sms', 'email')`),
    check('verification_codes_attempts', sql`${t.attempts} >= 0 and ${t.attempts} <= ${t.maxAttempts}`),
    index('verification_codes_lookup').on(t.channel, t.target, t.purpose, t.createdAt),
    index('verification_codes_ip').on(t.ip, t.createdAt),
  ],
);

/** SMS the development gateway "sent": read by the development endpoint, never used in production. */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    to: text('to').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sms_outbox_to').on(t.to, t.createdAt)],
);

/** Password-reset links sent by e-mail: the token's SHA-256, single use, short-lived. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    tokenHash: bytea('token_hash').notNull().unique(),
    memberId: bigint('member_id', { mode: 'bigint' })
      .notNull()
      .references(() => members.id),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('password_resets_member').on(t.memberId, t.createdAt)],
);

/** IPs a member has verified (or registered from): sign-in from them needs no second factor. */
export const trustedIps = pgTable(
  'trusted_ips',
  {
    memberId: bigint('member_id', { mode: 'bigint' })
      .notNull()
      .references(() => members.id),
    ip: text('ip').notNull(),
    method: text('method').notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.ip] })],
);

/**
 * A sign-in that proved the password from an unrecognised IP and now waits for a second factor
 * (SMS, bound e-mail, authenticator app or bank account name). Single use, short-lived.
 */
export const twoFactorChallenges = pgTable(
  'two_factor_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: bigint('member_id', { mode: 'bigint' })
      .notNull()
      .references(() => members.id),
    ip: text('ip').notNull(),
    site: text('site').notNull(),
    loginMethod: text('login_method').notNull(),
    methods: jsonb('methods').$type<string[]>().notNull(),
    attempts: smallint('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('two_factor_challenges_member').on(t.memberId, t.createdAt)],
);

/** OpenID Connect providers a brand offers for social sign-in (secrets come from the operator, never the repo). */
export const socialProviders = pgTable('social_providers', {
  key: text('key').primaryKey(),
  displayName: text('display_name').notNull(),
  issuer: text('issuer').notNull(),
  clientId: text('client_id').notNull(),
  clientSecret: text('client_secret').notNull(),
  enabled: smallint('enabled').notNull().default(0),
  sort: smallint('sort').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A member's identity at a social provider: (provider, subject) is unique. */
export const socialIdentities = pgTable(
  'social_identities',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    memberId: bigint('member_id', { mode: 'bigint' })
      .notNull()
      .references(() => members.id),
    email: text('email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('social_identities_subject').on(t.provider, t.subject),
    index('social_identities_member').on(t.memberId),
  ],
);

/** Authorisation requests in flight (state, nonce, PKCE verifier), and one-time codes that hand the session to the web. */
export const socialStates = pgTable('social_states', {
  state: text('state').primaryKey(),
  provider: text('provider').notNull(),
  nonce: text('nonce').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  /** After the callback: the SHA-256 of the one-time hand-over code and the member it signs in. */
  handoverHash: bytea('handover_hash').unique(),
  memberId: bigint('member_id', { mode: 'bigint' }).references(() => members.id),
  returnTo: text('return_to'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** Proof-of-work (ALTCHA) solutions already accepted: a solution is good once. */
export const altchaSpent = pgTable('altcha_spent', {
  signature: text('signature').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Custom avatars uploaded by members (STATIC avatars are built-in pictures chosen by name). */
export const memberAvatars = pgTable(
  'member_avatars',
  {
    memberId: bigint('member_id', { mode: 'bigint' })
      .primaryKey()
      .references(() => members.id),
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('member_avatars_type', sql`${t.contentType} in ('image/png', 'image/jpeg', 'image/webp')`),
    check('member_avatars_size', sql`octet_length(${t.bytes}) <= 1048576`),
  ],
);
