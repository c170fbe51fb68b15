import type { ConsolidatedValue, Contract } from '@portal/contract';

/** A contract version in the server's shape (an active daily salary of all products unless told). */
export function contract(extra: Partial<Contract> = {}): Contract {
  return {
    id: '9',
    kind: 'daily',
    category: 'CONS',
    version: 1,
    payer: 'topboss',
    payee: 'midagent',
    status: 'active',
    period: null,
    carryMode: null,
    tiers: [
      { minValidBet: '100000', minActive: 0, rateType: 'P', rate: 10_000, minNetLoss: null },
      { minValidBet: '500000', minActive: 3, rateType: 'P', rate: 15_000, minNetLoss: null },
    ],
    offeredAt: '2026-11-20T01:00:00.000Z',
    decidedAt: '2026-11-20T02:00:00.000Z',
    effectiveFrom: '2026-11-19T17:00:00.000Z',
    effectiveTo: null,
    terminationRequestedBy: null,
    endReason: null,
    ...extra,
  };
}

/** The consolidated answer: the menu flags given, and daily-salary requests awaiting the agent. */
export function consolidated(
  on: Partial<Pick<ConsolidatedValue, 'enableCt' | 'salary' | 'hourSalary' | 'realtimeSalary'>> = {},
  dailyRequests: Contract[] = [],
): ConsolidatedValue {
  return {
    dailysalinfotype: on.salary ?? false,
    contracthoursalinfo: on.hourSalary ?? false,
    realtimesalinfotype: on.realtimeSalary ?? false,
    divtypeinfo: on.enableCt ?? false,
    dailysalreqtype: Object.fromEntries(dailyRequests.map((c) => [c.category, [c]])),
    contracthoursalreq: {},
    realtimesalreqtype: {},
    divtypereq: {},
    enableCt: false,
    salary: false,
    hourSalary: false,
    realtimeSalary: false,
    ...on,
    sumBalance: '0',
    unreadCount: 0,
  };
}
