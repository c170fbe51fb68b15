/**
 * The game catalogue: game groups and games imported from each vendor's catalogue, the
 * games' pictures (downloaded once per import, served by the portal), favourites and recent games
 * per member, and the bets of transfer-wallet vendors imported from their bet history.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { members } from './schema-members.ts';
import { gameVendors } from './schema.ts';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/** Texts per language code (`en` always present). */
export type LanguageTexts = Record<string, string>;

/** A tab of a vendor's hall (SPEC §3 game group). */
export const gameGroups = pgTable(
  'game_groups',
  {
    vendorCode: text('vendor_code')
      .notNull()
      .references(() => gameVendors.code),
    code: text('code').notNull(),
    labels: jsonb('labels').$type<LanguageTexts>().notNull(),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.vendorCode, t.code] })],
);

/** A game; `node_id` is the portal's stable id (favourites and recents keep it). */
export const games = pgTable(
  'games',
  {
    nodeId: bigserial('node_id', { mode: 'bigint' }).primaryKey(),
    vendorCode: text('vendor_code')
      .notNull()
      .references(() => gameVendors.code),
    /** The vendor's own code of the game. */
    gameId: text('game_id').notNull(),
    names: jsonb('names').$type<LanguageTexts>().notNull(),
    groupCode: text('group_code').notNull(),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    rtp: doublePrecision('rtp'),
    sort: integer('sort').notNull().default(0),
    /** The vendor's picture address and the hash of the bytes kept in game_pictures. */
    imageUrl: text('image_url'),
    pictureHash: text('picture_hash'),
    /** Off when the vendor's catalogue no longer lists the game (kept: favourites still point at it). */
    enabled: boolean('enabled').notNull().default(true),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('games_vendor_game').on(t.vendorCode, t.gameId),
    check('games_names_en', sql`${t.names} ? 'en'`),
    check('games_rtp', sql`${t.rtp} is null or (${t.rtp} >= 0 and ${t.rtp} <= 100)`),
  ],
);

/** The bytes of a game's picture (SVG, PNG or JPEG), served at /api/lgw/games/art/:nodeId/:hash. */
export const gamePictures = pgTable(
  'game_pictures',
  {
    nodeId: bigint('node_id', { mode: 'bigint' })
      .primaryKey()
      .references(() => games.nodeId),
    hash: text('hash').notNull(),
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('game_pictures_type', sql`${t.contentType} in ('image/svg+xml','image/png','image/jpeg')`)],
);

export const gameFavourites = pgTable(
  'game_favourites',
  {
    memberId: bigint('member_id', { mode: 'bigint' })
      .notNull()
      .references(() => members.id),
    nodeId: bigint('node_id', { mode: 'bigint' })
      .notNull()
      .references(() => games.nodeId),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.nodeId] }), index('game_favourites_member').on(t.memberId, t.createdAt)],
);

/** Games a member launched; the service keeps the last 20 per member. */
export const gameRecents = pgTable(
  'game_recents',
  {
    memberId: bigint('member_id', { mode: 'bigint' })
      .notNull()
      .references(() => members.id),
    nodeId: bigint('node_id', { mode: 'bigint' })
      .notNull()
      .references(() => games.nodeId),
    launchedAt: timestamp('launched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.nodeId] }), index('game_recents_member').on(t.memberId, t.launchedAt)],
);

/** Bets placed at a transfer-wallet vendor (its own wallet), imported from its bet history. */
export const vendorBets = pgTable(
  'vendor_bets',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    vendorCode: text('vendor_code')
      .notNull()
      .references(() => gameVendors.code),
    betId: text('bet_id').notNull(),
    memberId: bigint('member_id', { mode: 'bigint' })
      .notNull()
      .references(() => members.id),
    gameCode: text('game_code').notNull(),
    roundId: text('round_id').notNull(),
    stake: bigint('stake', { mode: 'bigint' }).notNull(),
    validBet: bigint('valid_bet', { mode: 'bigint' }).notNull(),
    payout: bigint('payout', { mode: 'bigint' }).notNull(),
    status: text('status').notNull(),
    demo: boolean('demo').notNull().default(false),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('vendor_bets_vendor_bet').on(t.vendorCode, t.betId),
    index('vendor_bets_member').on(t.memberId, t.placedAt),
    // The agent reports: a team's bets by the time placed, and settled bets by the time settled.
    index('vendor_bets_placed').on(t.placedAt),
    index('vendor_bets_settled').on(t.settledAt),
    check('vendor_bets_status', sql`${t.status} in ('open','settled','rolled_back')`),
    check('vendor_bets_amounts', sql`${t.stake} >= 0 and ${t.validBet} >= 0 and ${t.payout} >= 0`),
  ],
);

/** How far each transfer-wallet vendor's bet history has been imported. */
export const vendorBetSync = pgTable('vendor_bet_sync', {
  vendorCode: text('vendor_code')
    .primaryKey()
    .references(() => gameVendors.code),
  syncedUntil: timestamp('synced_until', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
