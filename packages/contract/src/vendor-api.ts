import { z } from 'zod';

/**
 * The vendor game interface (docs/vendor-integration.md): what the portal calls on a game vendor,
 * server to server. A vendor that speaks it natively (our demo vendor, apps/vendor) is plugged in by
 * configuration; any other vendor gets an adapter that maps these calls onto its own API.
 *
 * Every call is `POST <baseUrl>/gls/<call>` with a JSON body, signed like the seamless wallet API in
 * the other direction: headers `x-vendor-code` (which of the vendor's brands the call is for),
 * `x-timestamp` (unix seconds, ±300 s) and `x-signature` = hex HMAC-SHA256(secret,
 * "<x-timestamp>.<raw body>"). Answers: HTTP 200 with the value below, or a 4xx/5xx with
 * `{ code, message }`. Amounts are whole minor units as strings of digits.
 */

export const VENDOR_API_PREFIX = '/gls';
export const vendorApiPaths = {
  catalogue: '/gls/catalogue',
  launch: '/gls/launch',
  transferIn: '/gls/transfer/in',
  transferOut: '/gls/transfer/out',
  transferStatus: '/gls/transfer/status',
  transferBalance: '/gls/transfer/balance',
  bets: '/gls/bets',
  reconciliation: '/gls/reconciliation',
} as const;

const minor = z.string().regex(/^\d{1,16}$/, 'minor units');
const id = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[\x21-\x7e]+$/, 'printable ASCII without spaces');
/** Texts per language code (`en` required): names of games and groups. */
const texts = z
  .record(z.string(), z.string().min(1).max(120))
  .refine((t) => typeof t.en === 'string', 'en is required');

export const vendorCatalogueGameSchema = z.object({
  gameId: id,
  names: texts,
  groupCode: id,
  tags: z.array(z.enum(['new', 'hot', 'jackpot'])),
  /** Absolute URL of the game's picture (SVG or PNG) that the vendor serves. */
  imageUrl: z.string().url(),
  /** Published RTP in per cent (e.g. 96.12), for games that have one. */
  rtp: z.number().min(0).max(100).nullable(),
  sort: z.number().int(),
});
export type VendorCatalogueGame = z.infer<typeof vendorCatalogueGameSchema>;

export const vendorCatalogueSchema = z.object({
  code: id,
  displayName: z.string().min(1).max(60),
  gameType: z.enum(['LOTT', 'ELOTT', 'LIVE', 'RNG', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'BINGO', 'FISH', 'PVP']),
  walletMode: z.enum(['seamless', 'transfer']),
  groups: z.array(z.object({ code: id, labels: texts, sort: z.number().int() })),
  games: z.array(vendorCatalogueGameSchema),
});
export type VendorCatalogue = z.infer<typeof vendorCatalogueSchema>;

export const vendorLaunchBodySchema = z.object({
  /** The portal's id of the player at this vendor (opaque to the vendor). */
  playerId: id,
  /** The portal's vendor session token: a seamless vendor sends it with balance and debit calls. */
  token: z.string().min(20).max(200),
  nickname: z.string().max(64),
  currency: z.string().regex(/^[A-Z]{3}$/),
  language: z.string().min(2).max(10),
  demo: z.boolean(),
  gameId: id,
  /** Where the game's own "exit" button may send the player (the portal closes the iframe itself too). */
  returnUrl: z.string().url().optional(),
});
export type VendorLaunchBody = z.infer<typeof vendorLaunchBodySchema>;
export const vendorLaunchValueSchema = z.object({ url: z.string().url() });

export const vendorTransferBodySchema = z.object({ playerId: id, ref: id, amount: minor });
export const vendorTransferValueSchema = z.object({ status: z.enum(['ok', 'failed']), balance: minor });
export const vendorTransferStatusBodySchema = z.object({ ref: id });
export const vendorTransferStatusValueSchema = z.object({ status: z.enum(['ok', 'failed', 'unknown']) });
export const vendorTransferBalanceBodySchema = z.object({ playerId: id });
export const vendorTransferBalanceValueSchema = z.object({ balance: minor });

export const vendorBetsBodySchema = z.object({
  /** ISO times, [from, to). */
  from: z.string().datetime(),
  to: z.string().datetime(),
  cursor: z.string().max(100).optional(),
  limit: z.number().int().min(1).max(1000).default(500),
});
export const vendorBetSchema = z.object({
  betId: id,
  roundId: id,
  playerId: id,
  gameId: id,
  stake: minor,
  payout: minor,
  validBet: minor,
  status: z.enum(['open', 'settled', 'rolled_back']),
  demo: z.boolean(),
  placedAt: z.string(),
  settledAt: z.string().nullable(),
});
export type VendorBet = z.infer<typeof vendorBetSchema>;
export const vendorBetsValueSchema = z.object({ bets: z.array(vendorBetSchema), nextCursor: z.string().nullable() });

const countTotal = z.object({ count: z.number().int(), total: minor });
export const vendorReconciliationBodySchema = z.object({ date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) });
/** For the UTC day: what the vendor got `ok` for from the seamless wallet (first answers only). */
export const vendorReconciliationValueSchema = z.object({
  date: z.string(),
  debits: countTotal,
  credits: countTotal,
  rollbacks: countTotal,
  /** debits − credits − rollbacks, may be negative: a string of an optional minus and digits. */
  net: z.string().regex(/^-?\d+$/),
});
export type VendorReconciliationTotals = z.infer<typeof vendorReconciliationValueSchema>;
