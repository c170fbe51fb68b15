import { z } from 'zod';
import { endpoints } from './endpoints.ts';
import { defineRoute } from './route.ts';
import { moneySchema } from './wallet.ts';

/**
 * Salary and dividend contracts between an agent and its direct upline (SPEC §2–§4, §7; design in
 * docs/agents.md and docs/decisions/0035-agent-contracts.md). A contract is one immutable version:
 * the upline offers, the downline accepts or rejects, either side asks to terminate and the other
 * consents. Rates are parts per million of the basis (1.55 % = 15,500); amounts are minor units.
 */

export const CONTRACT_KINDS = ['daily', 'hourly', 'realtime', 'dividend'] as const;
export type ContractKind = (typeof CONTRACT_KINDS)[number];
/** Product categories a contract covers; CONS is all products and excludes the others of its kind. */
export const CONTRACT_CATEGORIES = ['CONS', 'LIVE', 'RNG', 'SPORTS', 'LOTT', 'FISH', 'ELOTT', 'PVP'] as const;
export type ContractCategory = (typeof CONTRACT_CATEGORIES)[number];
/** Dividend periods: day, week (from Monday), half month (1st–15th, 16th–end), month. */
export const DIVIDEND_PERIODS = ['D', 'W', 'H', 'M'] as const;
export type DividendPeriod = (typeof DIVIDEND_PERIODS)[number];
export const CONTRACT_STATUSES = [
  'pending',
  'active',
  'rejected',
  'termination_requested',
  'superseded',
  'terminated',
  'withdrawn',
] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];
/** How a losing period (the team won) carries into the next dividend period. */
export const CARRY_MODES = ['none', 'month', 'rolling'] as const;

export const MAX_CONTRACT_TIERS = 8;
/** The highest rate any tier may name: 100 % for dividends; salaries are capped far lower by their lines. */
export const MAX_RATE_PPM = 1_000_000;

const wholeMinor = z
  .union([z.string().trim().max(20), z.number().int().safe()])
  .transform((v) => String(v))
  .pipe(z.string().regex(/^\d{1,16}$/, 'a whole number of minor units ≥ 0'));
const ratePpm = z.number().int().min(0).max(MAX_RATE_PPM);
const activeCount = z.number().int().min(0).max(100_000);

/** A salary tier: reached when the team's valid bet and active members both reach it. */
export const salaryTierSchema = z.object({
  minValidBet: wholeMinor,
  minActive: activeCount,
  /** P: `rate` is parts per million of the team's valid bet; F: `rate` is a fixed amount (platform lines only). */
  rateType: z.enum(['P', 'F']).default('P'),
  rate: z.number().int().min(0).max(10_000_000_000),
});
export type SalaryTier = z.infer<typeof salaryTierSchema>;
/** A dividend tier: valid bet, net loss and active members all reached. */
export const dividendTierSchema = z.object({
  minValidBet: wholeMinor,
  minNetLoss: wholeMinor,
  minActive: activeCount,
  rate: ratePpm,
});
export type DividendTier = z.infer<typeof dividendTierSchema>;

const nonDecreasing = (values: number[]) => values.every((v, i) => i === 0 || v >= values[i - 1]!);
/** Tiers are listed from the lowest; every threshold and the rate never decrease from one to the next. */
const checkTiers = (
  tiers: { minValidBet: string; minActive: number; rate: number; minNetLoss?: string }[],
  ctx: z.RefinementCtx,
) => {
  const columns = [
    tiers.map((t) => Number(t.minValidBet)),
    tiers.map((t) => t.minActive),
    tiers.map((t) => t.rate),
    tiers.map((t) => Number(t.minNetLoss ?? 0)),
  ];
  if (!columns.every(nonDecreasing)) {
    ctx.addIssue({ code: 'custom', path: ['tiers'], message: 'thresholds and rates never decrease from tier to tier' });
  }
};

export const contractTermsSchema = z.discriminatedUnion('kind', [
  z
    .object({
      kind: z.enum(['daily', 'hourly', 'realtime']),
      category: z.enum(CONTRACT_CATEGORIES),
      tiers: z.array(salaryTierSchema).min(1).max(MAX_CONTRACT_TIERS),
    })
    .superRefine((t, ctx) => checkTiers(t.tiers, ctx)),
  z
    .object({
      kind: z.literal('dividend'),
      category: z.enum(CONTRACT_CATEGORIES),
      period: z.enum(DIVIDEND_PERIODS).default('H'),
      carryMode: z.enum(CARRY_MODES).default('month'),
      tiers: z.array(dividendTierSchema).min(1).max(MAX_CONTRACT_TIERS),
    })
    .superRefine((t, ctx) => checkTiers(t.tiers, ctx)),
]);
export type ContractTerms = z.input<typeof contractTermsSchema>;
export type ParsedContractTerms = z.output<typeof contractTermsSchema>;

export const contractSchema = z.object({
  id: z.string(),
  kind: z.enum(CONTRACT_KINDS),
  category: z.enum(CONTRACT_CATEGORIES),
  version: z.number().int(),
  /** null: the platform (a top agent's line). */
  payer: z.string().nullable(),
  payee: z.string(),
  status: z.enum(CONTRACT_STATUSES),
  period: z.enum(DIVIDEND_PERIODS).nullable(),
  carryMode: z.enum(CARRY_MODES).nullable(),
  tiers: z.array(
    z.object({
      minValidBet: moneySchema,
      minActive: z.number().int(),
      rateType: z.enum(['P', 'F']),
      rate: z.number().int(),
      minNetLoss: moneySchema.nullable(),
    }),
  ),
  offeredAt: z.string(),
  decidedAt: z.string().nullable(),
  effectiveFrom: z.string().nullable(),
  effectiveTo: z.string().nullable(),
  /** Who asked to end it while it waits for the other side's consent. */
  terminationRequestedBy: z.string().nullable(),
  endReason: z
    .enum(['rejected', 'superseded', 'consent', 'payer_rate_lowered', 'payer_ended', 'operator', 'withdrawn'])
    .nullable(),
});
export type Contract = z.infer<typeof contractSchema>;

export const contractsQuerySchema = z.object({
  kind: z.enum(CONTRACT_KINDS).optional(),
  /** Contracts with a direct downline (as payer); left out: the agent's own (as payee). */
  downline: z.string().trim().min(1).max(64).optional(),
  history: z.enum(['0', '1']).default('0'),
});
export const contractsValueSchema = z.object({ list: z.array(contractSchema) });
export type ContractsValue = z.infer<typeof contractsValueSchema>;

export const contractOfferBodySchema = z.object({
  username: z.string().trim().min(1).max(64),
  terms: contractTermsSchema,
});
export type ContractOfferBody = z.input<typeof contractOfferBodySchema>;

const contractParams = z.object({ id: z.string().regex(/^\d{1,18}$/, 'contract id') });
export const contractDecisionBodySchema = z.object({ action: z.enum(['accept', 'reject']) });
export const contractTerminationBodySchema = z.object({
  action: z.enum(['request', 'consent', 'decline', 'withdraw']),
});

/** What accepting an offer would end: direct downline contracts the new terms no longer cover. */
export const contractImpactValueSchema = z.object({
  /** `downlineHigherRate` of the original portal: 'Y' when accepting ends contracts below. */
  downlineHigherRate: z.enum(['Y', 'N']),
  ending: z.array(
    z.object({
      id: z.string(),
      payee: z.string(),
      kind: z.enum(CONTRACT_KINDS),
      category: z.enum(CONTRACT_CATEGORIES),
      below: z.number().int(),
    }),
  ),
});
export type ContractImpactValue = z.infer<typeof contractImpactValueSchema>;

const pendingByCategory = z.record(z.string(), z.array(contractSchema));
/** SPEC §3/§7 consolidated: the contract flags and the pending requests awaiting this user. */
export const consolidatedValueSchema = z.object({
  /** Info types: the user holds (or pays) an active contract of the kind. */
  dailysalinfotype: z.boolean(),
  contracthoursalinfo: z.boolean(),
  realtimesalinfotype: z.boolean(),
  divtypeinfo: z.boolean(),
  /** Pending offers (or termination requests) awaiting this user, by category. */
  dailysalreqtype: pendingByCategory,
  contracthoursalreq: pendingByCategory,
  realtimesalreqtype: pendingByCategory,
  divtypereq: pendingByCategory,
  /** Flags the agent centre menu reads: enableCt (dividend), salary (daily), hourSalary. */
  enableCt: z.boolean(),
  salary: z.boolean(),
  hourSalary: z.boolean(),
  realtimeSalary: z.boolean(),
  sumBalance: moneySchema,
  unreadCount: z.number().int(),
});
export type ConsolidatedValue = z.infer<typeof consolidatedValueSchema>;

export const adminAgentLineBodySchema = z.object({ terms: contractTermsSchema });
const adminLineParams = z.object({ username: z.string().trim().min(1).max(64) });

const tags = ['agent'];

export const agentContractRoutes = {
  agentContracts: defineRoute({
    ...endpoints.agentContracts,
    id: 'agentContracts',
    access: 'session',
    summary: "The agent's own contracts (as payee), or those with one of its direct downlines",
    tags,
    query: contractsQuerySchema,
    value: contractsValueSchema,
  }),
  agentContractOffer: defineRoute({
    ...endpoints.agentContractOffer,
    id: 'agentContractOffer',
    access: 'session',
    summary: 'Offers a direct downline agent a contract (a new version; replaces a pending one)',
    tags,
    body: contractOfferBodySchema,
    value: contractSchema,
  }),
  agentContractImpact: defineRoute({
    ...endpoints.agentContractImpact,
    id: 'agentContractImpact',
    access: 'session',
    summary: 'The downline contracts that accepting this offer would end',
    tags,
    params: contractParams,
    value: contractImpactValueSchema,
  }),
  agentContractDecide: defineRoute({
    ...endpoints.agentContractDecide,
    id: 'agentContractDecide',
    access: 'session',
    summary: 'Accepts or rejects an offer made to the agent',
    tags,
    params: contractParams,
    body: contractDecisionBodySchema,
    value: contractSchema,
  }),
  agentContractTermination: defineRoute({
    ...endpoints.agentContractTermination,
    id: 'agentContractTermination',
    access: 'session',
    summary: 'Asks to end a contract, or consents to, declines or withdraws such a request',
    tags,
    params: contractParams,
    body: contractTerminationBodySchema,
    value: contractSchema,
  }),
  memberConsolidated: defineRoute({
    ...endpoints.memberConsolidated,
    id: 'memberConsolidated',
    access: 'session',
    summary: 'Contract flags, pending contract requests, total balance and unread messages (SPEC §7)',
    tags: ['member'],
    value: consolidatedValueSchema,
  }),
  adminAgentLine: defineRoute({
    ...endpoints.adminAgentLine,
    id: 'adminAgentLine',
    access: 'operator',
    summary: 'Grants a top agent its platform line: the terms the platform pays it (a new active version)',
    tags: ['admin'],
    params: adminLineParams,
    body: adminAgentLineBodySchema,
    value: contractSchema,
  }),
};
