/**
 * The database schema (Drizzle). drizzle-kit turns changes here into SQL migrations under
 * apps/server/drizzle/ (`npm run db:generate`); the server applies them at start-up.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, pgTable, serial, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Brand-wide settings as validated JSON documents, one row per key (brand, maintenance, …). */
export const systemSettings = pgTable('system_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const moduleFlags = pgTable('module_flags', {
  moduleId: text('module_id').primaryKey(),
  enabled: boolean('enabled').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const registerFieldRules = pgTable(
  'register_field_rules',
  {
    field: text('field').primaryKey(),
    enabled: boolean('enabled').notNull(),
    required: boolean('required').notNull(),
    acceptedPattern: text('accepted_pattern').notNull(),
    patternId: smallint('pattern_id').notNull(),
    minLength: integer('min_length').notNull(),
    maxLength: integer('max_length').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    check('register_field_rules_pattern_id', sql`${t.patternId} between 0 and 19`),
    check('register_field_rules_lengths', sql`${t.minLength} >= 0 and ${t.maxLength} >= ${t.minLength}`),
  ],
);

export const customerServiceChannels = pgTable(
  'customer_service_channels',
  {
    id: serial('id').primaryKey(),
    resourceType: text('resource_type').notNull(),
    labelNameEn: text('label_name_en').notNull(),
    url: text('url').notNull(),
    qrCodeUrl: text('qr_code_url'),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [
    check(
      'customer_service_channels_type',
      sql`${t.resourceType} in ('WHATSAPP','TELEGRAM','TELEGRAM2','EMAIL','FACEBOOK','VIBER')`,
    ),
  ],
);

export const resources = pgTable(
  'resources',
  {
    id: serial('id').primaryKey(),
    labelNameEn: text('label_name_en').notNull(),
    url: text('url').notNull(),
    group: text('group').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [check('resources_group', sql`${t.group} in ('footer','legal','app')`)],
);

export const domains = pgTable(
  'domains',
  {
    domain: text('domain').primaryKey(),
    speed: integer('speed').notNull(),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [check('domains_speed', sql`${t.speed} >= 1`)],
);

export const gameCategories = pgTable('game_categories', {
  code: text('code').primaryKey(),
  sort: integer('sort').notNull(),
});

export const gameVendors = pgTable(
  'game_vendors',
  {
    code: text('code').primaryKey(),
    accountTypeId: integer('account_type_id').notNull().unique(),
    displayName: text('display_name').notNull(),
    gameType: text('game_type').notNull(),
    /** The menu category the vendor is filed under on the server (esports live under SPORTS, SPEC §4). */
    menuCategory: text('menu_category')
      .notNull()
      .references(() => gameCategories.code),
    isHot: boolean('is_hot').notNull().default(false),
    isGame: text('is_game').notNull().default('GAME'),
    walletMode: text('wallet_mode').notNull().default('seamless'),
    iconUrl: text('icon_url').notNull(),
    maintenance: boolean('maintenance').notNull().default(false),
    enabled: boolean('enabled').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    /**
     * False once the configured GLS endpoint's catalogue call said it does not serve this code (asked
     * again at each import): every node then treats the code as having no game vendor.
     */
    endpointServes: boolean('endpoint_serves').notNull().default(true),
  },
  (t) => [
    check(
      'game_vendors_game_type',
      sql`${t.gameType} in ('LOTT','ELOTT','LIVE','RNG','SPORTS','ESPORTS','COCKFIGHT','BINGO','FISH','PVP')`,
    ),
    check('game_vendors_is_game', sql`${t.isGame} in ('VASSALAGE','GAME','LOBBY')`),
    check('game_vendors_wallet_mode', sql`${t.walletMode} in ('seamless','transfer')`),
  ],
);

/** Texts per language: `{ "en": { "title": …, "content": … }, "zh-CN": … }`; English is required. */
export const announcements = pgTable(
  'announcements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type').notNull(),
    texts: jsonb('texts').notNull(),
    imageUrl: text('image_url'),
    linkUrl: text('link_url'),
    platform: text('platform').notNull().default('W'),
    /** B: shown before login (and after), A: only after login. */
    execution: text('execution').notNull().default('B'),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    sort: integer('sort').notNull().default(0),
    /**
     * Who it is for: null is everyone (the site's announcements); a list of customer types addresses
     * only those (the agent centre's announcements: types 1 and 2). Members' lists never show these.
     */
    customerTypes: smallint('customer_types').array(),
  },
  (t) => [
    check('announcements_type', sql`${t.type} in ('B','PL','PU','PR','H')`),
    check('announcements_execution', sql`${t.execution} in ('B','A')`),
    check('announcements_texts_en', sql`${t.texts} ? 'en'`),
  ],
);
/**
 * The API rate limit's counters, one row per client key: the end of its window and the requests
 * counted in it, shared by every server node. UNLOGGED (set in the migration; drizzle cannot say it):
 * counters need no crash safety and skip the write-ahead log.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
});

export * from './schema-members.ts';
export * from './schema-accounts.ts';
export * from './schema-wallet.ts';
export * from './schema-transfers.ts';
export * from './schema-messages.ts';
export * from './schema-deposits.ts';
export * from './schema-withdrawals.ts';
export * from './schema-vendor-wallet.ts';
export * from './schema-games.ts';
export * from './schema-agents.ts';

/**
 * The database code (functions and triggers of `src/db/sql/`) a database runs: the checksum of the files
 * and of the migrations they were applied after, so a start-up applies them again only when either changed.
 */
export const schemaDefinitions = pgTable('schema_definitions', {
  id: smallint('id').primaryKey(),
  checksum: text('checksum').notNull(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});
