import { z } from 'zod';
import { BET_STATUSES } from './constants.ts';
import { endpoints } from './endpoints.ts';
import { gameTypeSchema } from './games.ts';
import { RECORDS_MAX_PAGE_SIZE, RECORDS_MAX_RANGE_DAYS, rangeDays, tzOffsetSchema } from './records.ts';
import { defineRoute } from './route.ts';
import { moneySchema } from './wallet.ts';

/**
 * Betting record (member-centre page personalHistoryCopy) read from the bets the vendor wallet API
 * recorded, and the winners list (top 20 recent wins, SPEC §9). Dates are calendar days in the
 * member's time zone (`tz` as in records.ts).
 */

export const WINNERS_LIMIT = 20;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD');

export const bettingRecordQuerySchema = z
  .object({
    from: isoDate.optional(),
    to: isoDate.optional(),
    tz: tzOffsetSchema,
    vassalage: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_]{1,20}$/, 'vendor code')
      .transform((v) => v.toUpperCase())
      .optional(),
    gameType: gameTypeSchema.optional(),
    status: z.enum(BET_STATUSES).optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(RECORDS_MAX_PAGE_SIZE).default(20),
  })
  .superRefine((q, ctx) => {
    if (!q.from || !q.to) return;
    const days = rangeDays(q.from, q.to);
    if (!Number.isFinite(days) || days < 1)
      ctx.addIssue({ code: 'custom', path: ['from'], message: 'from is after to' });
    else if (days > RECORDS_MAX_RANGE_DAYS) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: `at most ${RECORDS_MAX_RANGE_DAYS} days` });
    }
  });
export type BettingRecordQuery = z.input<typeof bettingRecordQuerySchema>;

export const betRecordSchema = z.object({
  id: z.string(),
  vassalage: z.string(),
  vendorName: z.string(),
  gameType: gameTypeSchema,
  /** The game's name in the request's language (the vendor's game code when unknown). */
  gameName: z.string(),
  roundId: z.string(),
  stake: moneySchema,
  validBet: moneySchema,
  payout: moneySchema,
  /** payout − stake (0 while open and for rolled-back bets). */
  winLoss: moneySchema,
  status: z.enum(BET_STATUSES),
  demo: z.boolean(),
  time: z.string(),
  settledAt: z.string().nullable(),
});
export type BetRecord = z.infer<typeof betRecordSchema>;

export const betTotalsSchema = z.object({
  count: z.number().int(),
  stake: moneySchema,
  validBet: moneySchema,
  payout: moneySchema,
  winLoss: moneySchema,
});

export const bettingRecordValueSchema = z.object({
  list: z.array(betRecordSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  from: z.string(),
  to: z.string(),
  /** Over all matching bets (all pages). */
  totals: betTotalsSchema,
});
export type BettingRecordValue = z.infer<typeof bettingRecordValueSchema>;

export const winnerSchema = z.object({
  id: z.string(),
  /** Masked account, e.g. `ab***9`. */
  account: z.string(),
  vassalage: z.string(),
  gameName: z.string(),
  nodeId: z.string().nullable(),
  payout: moneySchema,
  /** payout divided by stake, one decimal (e.g. 12.5). */
  multiplier: z.number(),
  time: z.string(),
});
export type Winner = z.infer<typeof winnerSchema>;
export const winnersValueSchema = z.object({ list: z.array(winnerSchema), currency: z.string() });
export type WinnersValue = z.infer<typeof winnersValueSchema>;

export const betsRoutes = {
  bettingRecord: defineRoute({
    ...endpoints.bettingRecord,
    id: 'bettingRecord',
    access: 'session',
    summary: 'Betting record: the member’s bets with filters, totals and paging, newest first',
    tags: ['games'],
    query: bettingRecordQuerySchema,
    value: bettingRecordValueSchema,
  }),
  winners: defineRoute({
    ...endpoints.winners,
    id: 'winners',
    summary:
      'Winners list: the 20 most recent real-money wins (masked accounts); live at /api/lgw/games/winners/stream',
    tags: ['games'],
    query: z.object({ language: z.string().max(10).optional() }),
    value: winnersValueSchema,
  }),
};
