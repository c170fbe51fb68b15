import { z } from 'zod';
import { CONTRACT_CATEGORIES, CONTRACT_KINDS } from './agent-contracts.ts';
import { AGENT_MAX_PAGE_SIZE } from './constants.ts';
import { endpoints } from './endpoints.ts';
import { agentRangeShape, checkAgentRange } from './agent-reports.ts';
import { defineRoute } from './route.ts';
import { moneySchema } from './wallet.ts';

/**
 * My income (SPEC §2 agent centre; docs/agents.md): the salary and dividend settlement lines an agent
 * received and those of its direct downlines it paid for, and a preview of what the open period of
 * each contract would pay so far. Dates are platform days (brand `timeZone`); amounts minor units.
 */

export const incomeQuerySchema = z
  .object({
    ...agentRangeShape,
    kind: z.enum(CONTRACT_KINDS).optional(),
    /** received: the agent's own lines; paid: the lines of its contracted direct downlines. */
    view: z.enum(['received', 'paid']).default('received'),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(AGENT_MAX_PAGE_SIZE).default(20),
  })
  .superRefine(checkAgentRange);
export type IncomeQuery = z.input<typeof incomeQuerySchema>;

export const incomeLineSchema = z.object({
  /** The agent the line belongs to (the signed-in agent, or a downline in the paid view). */
  username: z.string(),
  kind: z.enum(CONTRACT_KINDS),
  category: z.enum(CONTRACT_CATEGORIES),
  periodStart: z.string(),
  periodEnd: z.string(),
  validBet: moneySchema,
  activeMembers: z.number().int(),
  netLoss: moneySchema.nullable(),
  carryIn: moneySchema.nullable(),
  /** 0-based tier reached; -1 when none was. */
  tier: z.number().int(),
  rateType: z.enum(['P', 'F']),
  rate: z.number().int(),
  gross: moneySchema,
  /** What the agent passed to its contracted direct downlines. */
  passedDown: moneySchema,
  net: moneySchema,
  status: z.enum(['computed', 'posted']),
});
export type IncomeLine = z.infer<typeof incomeLineSchema>;
export const incomeValueSchema = z.object({
  list: z.array(incomeLineSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  from: z.string(),
  to: z.string(),
  totals: z.object({ gross: moneySchema, passedDown: moneySchema, net: moneySchema }),
});
export type IncomeValue = z.infer<typeof incomeValueSchema>;

export const earningsPreviewSchema = z.object({
  contractId: z.string(),
  kind: z.enum(CONTRACT_KINDS),
  category: z.enum(CONTRACT_CATEGORIES),
  /** The open period so far: [periodStart, asOf). */
  periodStart: z.string(),
  periodEnd: z.string(),
  asOf: z.string(),
  validBet: moneySchema,
  activeMembers: z.number().int(),
  tier: z.number().int(),
  rateType: z.enum(['P', 'F']),
  rate: z.number().int(),
  /** What the period would pay if it closed now: gross, the contracted downlines' gross, net. */
  gross: moneySchema,
  passedDown: moneySchema,
  net: moneySchema,
  /** The next tier and what the team still needs to reach it (null at the top tier). */
  next: z
    .object({
      tier: z.number().int(),
      rate: z.number().int(),
      validBetNeeded: moneySchema,
      activeNeeded: z.number().int(),
    })
    .nullable(),
});
export type EarningsPreview = z.infer<typeof earningsPreviewSchema>;
export const earningsPreviewValueSchema = z.object({ list: z.array(earningsPreviewSchema) });
export type EarningsPreviewValue = z.infer<typeof earningsPreviewValueSchema>;

export const devAgentSettleBodySchema = z.object({
  /** The instant the settlement job should believe it is (ISO); windows closed by then settle. */
  at: z.iso.datetime({ offset: true }),
});

const tags = ['agent'];

export const agentIncomeRoutes = {
  agentIncome: defineRoute({
    ...endpoints.agentIncome,
    id: 'agentIncome',
    access: 'session',
    summary: 'My income: settlement lines received, or paid to contracted direct downlines',
    tags,
    query: incomeQuerySchema,
    value: incomeValueSchema,
  }),
  agentEarningsPreview: defineRoute({
    ...endpoints.agentEarningsPreview,
    id: 'agentEarningsPreview',
    access: 'session',
    summary: 'What would I earn: each salary contract’s open period so far, its tier and the next one',
    tags,
    value: earningsPreviewValueSchema,
  }),
  devAgentSettle: defineRoute({
    ...endpoints.devAgentSettle,
    id: 'devAgentSettle',
    access: 'development',
    summary: 'Runs the salary settlement job as if it were `at` (tests move the clock past a day)',
    tags: ['dev'],
    body: devAgentSettleBodySchema,
    value: z.object({ settled: z.number().int() }),
  }),
};
