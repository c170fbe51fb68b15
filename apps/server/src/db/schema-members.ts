/** Members, sessions and the records sign-in needs (throttling, history, keys, captchas). */
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  index,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

export const members = pgTable(
  'members',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    username: text('username').notNull(),
    /** Lower-case username: unique, what sign-in looks up. */
    usernameKey: text('username_key').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    /** 1 and 2 agents, 3 member, 4 trial, 41 and 42 agent-centre staff (SPEC §6). */
    customerType: smallint('customer_type').notNull().default(3),
    status: text('status').notNull().default('active'),
    nickname: text('nickname'),
    email: text('email'),
    mobileNum: text('mobile_num'),
    countryDialingCode: text('country_dialing_code'),
    /** Normalised `+<dialing code><number>`: unique, what SMS sign-in and phone reset look up. */
    mobileKey: text('mobile_key').unique(),
    mobileVerifiedAt: timestamp('mobile_verified_at', { withTimezone: true }),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    payeeName: text('payee_name'),
    /** Optional contact handles of SPEC §3 (qqNum, line, whatsapp, facebook, wechat). */
    contacts: jsonb('contacts').$type<Record<string, string>>().notNull().default({}),
    idNumber: text('id_number'),
    paymentPasswordHash: text('payment_password_hash'),
    paymentPasswordFailures: smallint('payment_password_failures').notNull().default(0),
    paymentPasswordLockedUntil: timestamp('payment_password_locked_until', { withTimezone: true }),
    /** Authenticator app (TOTP, base32 secret): enrolled when enabled_at is set; last accepted step stops replays. */
    totpSecret: text('totp_secret'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    totpLastStep: bigint('totp_last_step', { mode: 'bigint' }),
    /** The member's language (hisLang), kept once signed in. */
    language: text('language'),
    uplineId: bigint('upline_id', { mode: 'bigint' }).references((): AnyPgColumn => members.id),
    /** An agent's own invitation code (SPEC §3 affiliateCode). */
    affiliateCode: text('affiliate_code').unique(),
    referralCode: text('referral_code'),
    avatar: text('avatar'),
    avatarType: text('avatar_type').notNull().default('STATIC'),
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    /** Adds no volume and no active count to any agent's salary or dividend (set by responsible gaming). */
    excludedFromAgentPayouts: boolean('excluded_from_agent_payouts').notNull().default(false),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
    firstLoginAt: timestamp('first_login_at', { withTimezone: true }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    registerIp: text('register_ip'),
    registerDomain: text('register_domain'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('members_customer_type', sql`${t.customerType} in (1, 2, 3, 4, 41, 42)`),
    check('members_status', sql`${t.status} in ('active', 'locked', 'disabled')`),
    check('members_avatar_type', sql`${t.avatarType} in ('CUSTOM', 'STATIC')`),
    check('members_username_key', sql`${t.usernameKey} = lower(${t.username})`),
    index('members_upline').on(t.uplineId),
  ],
);

/** Sessions: only the SHA-256 of the token is stored; idle and absolute time-outs. */
export const sessions = pgTable(
  'sessions',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    tokenHash: bytea('token_hash').notNull().unique(),
    memberId: bigint('member_id', { mode: 'bigint' })
      .notNull()
      .references(() => members.id),
    site: text('site').notNull().default('member'),
    /** How the session was opened: password, sms, register, freeplay, social, reset. */
    loginMethod: text('login_method').notNull().default('password'),
    /** Opened by signing in with a default or expired password: the forced change then needs no old one. */
    passwordKnown: boolean('password_known').notNull().default(false),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_member').on(t.memberId), check('sessions_site', sql`${t.site} in ('member', 'agent')`)],
);

/** Failed sign-ins, per account key and per IP, for the captcha and lock thresholds (all nodes see them). */
export const authFailures = pgTable(
  'auth_failures',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    accountKey: text('account_key').notNull(),
    ip: text('ip').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('auth_failures_account').on(t.accountKey, t.at), index('auth_failures_ip').on(t.ip, t.at)],
);

export const loginHistory = pgTable(
  'login_history',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'bigint' })
      .notNull()
      .references(() => members.id),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    ip: text('ip').notNull(),
    countryCode: text('country_code'),
    userAgent: text('user_agent'),
    method: text('method').notNull(),
    success: boolean('success').notNull(),
  },
  (t) => [index('login_history_member').on(t.memberId, t.at)],
);

/** RSA key pairs for encrypted bodies; retired keys stay accepted for a grace period. */
export const encryptionKeys = pgTable('encryption_keys', {
  kid: text('kid').primaryKey(),
  publicKey: text('public_key').notNull(),
  privateKey: text('private_key').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Captcha challenges: the answer's hash, single use, short-lived. */
export const captchas = pgTable('captchas', {
  id: uuid('id').primaryKey().defaultRandom(),
  answerHash: text('answer_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});
