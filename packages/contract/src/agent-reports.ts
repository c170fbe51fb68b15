import { z } from 'zod';
import { BET_STATUSES } from './constants.ts';
import { betRecordSchema, betTotalsSchema } from './bets.ts';
import { announcementSchema } from './content.ts';
import { endpoints } from './endpoints.ts';
import { gameTypeSchema } from './games.ts';
import { rangeDays } from './records.ts';
import { defineRoute } from './route.ts';
import { moneySchema } from './wallet.ts';
import { AGENT_MAX_PAGE_SIZE, AGENT_REPORT_MAX_DAYS, TEAM_TRANSACTION_KINDS } from './constants.ts';

/**
 * The agent centre's reports (SPEC §2; docs/agents.md). Dates are calendar days in the platform's
 * time zone (brand setting `timeZone`), whatever the server's or the browser's. Every report covers
 * the signed-in agent's team only (staff types 41 and 42: their upline agent's team); a username
 * outside it answers `not_found`. Amounts are minor units; `profitLoss` is the members' view
 * (payout − stake: negative when the team lost).
 */

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD');
const page = z.coerce.number().int().min(1).max(10_000).default(1);
const pageSize = z.coerce.number().int().min(1).max(AGENT_MAX_PAGE_SIZE).default(20);
const username = z.string().trim().min(1).max(64);

/** from and to optional (the server fills in today); when both are given: from ≤ to, at most a year. */
export const agentRangeShape = { from: isoDate.optional(), to: isoDate.optional() };
export const checkAgentRange = (q: { from?: string | undefined; to?: string | undefined }, ctx: z.RefinementCtx) => {
  if (!q.from || !q.to) return;
  const days = rangeDays(q.from, q.to);
  if (!Number.isFinite(days) || days < 1) ctx.addIssue({ code: 'custom', path: ['from'], message: 'from is after to' });
  else if (days > AGENT_REPORT_MAX_DAYS) {
    ctx.addIssue({ code: 'custom', path: ['to'], message: `at most ${AGENT_REPORT_MAX_DAYS} days` });
  }
};

export const teamSummarySchema = z.object({
  /** Members registered in the period (the team, the agent excluded). */
  newMembers: z.number().int(),
  /** Team members with at least one settled bet in the period. */
  activeMembers: z.number().int(),
  deposits: moneySchema,
  withdrawals: moneySchema,
  betCount: z.number().int(),
  stake: moneySchema,
  validBet: moneySchema,
  payout: moneySchema,
  profitLoss: moneySchema,
  bonuses: moneySchema,
  salaries: moneySchema,
  dividends: moneySchema,
});
export type TeamSummary = z.infer<typeof teamSummarySchema>;

export const teamOverviewQuerySchema = z.object(agentRangeShape).superRefine(checkAgentRange);
export const teamOverviewValueSchema = z.object({
  timeZone: z.string(),
  /** The team now: members below the agent at any depth, and its direct downlines. */
  teamSize: z.number().int(),
  directCount: z.number().int(),
  today: teamSummarySchema,
  yesterday: teamSummarySchema,
  /** Monday to today. */
  thisWeek: teamSummarySchema,
  thisMonth: teamSummarySchema,
  /** The requested range (today when none was given). */
  range: teamSummarySchema.extend({ from: z.string(), to: z.string() }),
  /** The last 30 days, oldest first, every day present. */
  days: z.array(teamSummarySchema.extend({ date: z.string() })),
});
export type TeamOverviewValue = z.infer<typeof teamOverviewValueSchema>;

export const teamBetsQuerySchema = z
  .object({
    ...agentRangeShape,
    username: username.optional(),
    gameType: gameTypeSchema.optional(),
    vassalage: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_]{1,20}$/, 'vendor code')
      .transform((v) => v.toUpperCase())
      .optional(),
    gameCode: z.string().trim().min(1).max(100).optional(),
    status: z.enum(BET_STATUSES).optional(),
    page,
    pageSize,
  })
  .superRefine(checkAgentRange);
export type TeamBetsQuery = z.input<typeof teamBetsQuerySchema>;

/** A bet of the betting record, with whose it is and its game code; demo bets never appear here. */
export const teamBetSchema = betRecordSchema
  .omit({ demo: true })
  .extend({ username: z.string(), gameCode: z.string() });
export type TeamBet = z.infer<typeof teamBetSchema>;
export const teamBetsValueSchema = z.object({
  list: z.array(teamBetSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  from: z.string(),
  to: z.string(),
  totals: betTotalsSchema,
});
export type TeamBetsValue = z.infer<typeof teamBetsValueSchema>;

export const userProfitQuerySchema = z
  .object({ ...agentRangeShape, parent: username.optional(), username: username.optional(), page, pageSize })
  .superRefine(checkAgentRange);
export type UserProfitQuery = z.input<typeof userProfitQuerySchema>;
const profitFigures = {
  betCount: z.number().int(),
  stake: moneySchema,
  validBet: moneySchema,
  payout: moneySchema,
  profitLoss: moneySchema,
  bonuses: moneySchema,
  deposits: moneySchema,
  withdrawals: moneySchema,
};
export const userProfitRowSchema = z.object({
  username: z.string(),
  customerType: z.number().int(),
  level: z.number().int(),
  ...profitFigures,
});
export type UserProfitRow = z.infer<typeof userProfitRowSchema>;
export const userProfitValueSchema = z.object({
  /** Members of the team below `parent` (the agent when left out) with any activity in the range, largest stake first. */
  list: z.array(userProfitRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  from: z.string(),
  to: z.string(),
  totals: z.object(profitFigures),
});
export type UserProfitValue = z.infer<typeof userProfitValueSchema>;

export const teamTransactionsQuerySchema = z
  .object({
    ...agentRangeShape,
    username: username.optional(),
    type: z.enum(TEAM_TRANSACTION_KINDS).optional(),
    page,
    pageSize,
  })
  .superRefine(checkAgentRange);
export type TeamTransactionsQuery = z.input<typeof teamTransactionsQuerySchema>;
export const teamTransactionSchema = z.object({
  id: z.string(),
  time: z.string(),
  username: z.string(),
  type: z.enum(TEAM_TRANSACTION_KINDS),
  /** Signed, as seen by the member's main wallet. */
  amount: moneySchema,
  balanceAfter: moneySchema,
});
export type TeamTransaction = z.infer<typeof teamTransactionSchema>;
export const teamTransactionsValueSchema = z.object({
  list: z.array(teamTransactionSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  from: z.string(),
  to: z.string(),
});
export type TeamTransactionsValue = z.infer<typeof teamTransactionsValueSchema>;

const tags = ['agent'];

export const agentReportRoutes = {
  agentTeamOverview: defineRoute({
    ...endpoints.agentTeamOverview,
    id: 'agentTeamOverview',
    access: 'session',
    summary: 'Team overview: today, yesterday, this week, this month, a range and the last 30 days',
    tags,
    query: teamOverviewQuerySchema,
    value: teamOverviewValueSchema,
  }),
  agentTeamBets: defineRoute({
    ...endpoints.agentTeamBets,
    id: 'agentTeamBets',
    access: 'session',
    summary: "Team betting: the team's bets, filtered by member, category, vendor, game and status",
    tags,
    query: teamBetsQuerySchema,
    value: teamBetsValueSchema,
  }),
  agentUserProfit: defineRoute({
    ...endpoints.agentUserProfit,
    id: 'agentUserProfit',
    access: 'session',
    summary: 'User profit and loss: per member of the team, bets, payout, P&L, bonuses and money in and out',
    tags,
    query: userProfitQuerySchema,
    value: userProfitValueSchema,
  }),
  agentTeamTransactions: defineRoute({
    ...endpoints.agentTeamTransactions,
    id: 'agentTeamTransactions',
    access: 'session',
    summary: 'Downline transaction details: deposits, withdrawals, transfers, bonuses, salaries and dividends',
    tags,
    query: teamTransactionsQuerySchema,
    value: teamTransactionsValueSchema,
  }),
  agentAnnouncements: defineRoute({
    ...endpoints.agentAnnouncements,
    id: 'agentAnnouncements',
    access: 'session',
    summary: "Announcements for the signed-in agent's type, in the request language, newest first",
    tags,
    value: z.array(announcementSchema),
  }),
};
