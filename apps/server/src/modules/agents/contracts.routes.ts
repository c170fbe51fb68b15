import type { Contract, ConsolidatedValue } from '@portal/contract';
import type { Handlers } from '../../http/contract-routes.ts';
import { AppError } from '../../http/errors.ts';
import { requireSession } from '../../http/session.ts';
import type { ContractRow, ContractsRepo } from './contracts.repo.ts';
import type { ContractsService } from './contracts.service.ts';
import { AGENT_TYPES, type TeamScopeService } from './team-scope.ts';

type ContractHandlers = Pick<
  Handlers,
  | 'agentContracts'
  | 'agentContractOffer'
  | 'agentContractImpact'
  | 'agentContractDecide'
  | 'agentContractTermination'
  | 'memberConsolidated'
  | 'adminAgentLine'
>;

export const toContract = (c: ContractRow): Contract => ({
  id: String(c.id),
  kind: c.kind as Contract['kind'],
  category: c.category as Contract['category'],
  version: c.version,
  payer: c.payer,
  payee: c.payee,
  status: c.status as Contract['status'],
  period: c.period as Contract['period'],
  carryMode: c.carryMode as Contract['carryMode'],
  tiers: c.tiers.map((t) => ({ ...t, minNetLoss: t.minNetLoss })),
  offeredAt: c.offeredAt.toISOString(),
  decidedAt: c.decidedAt?.toISOString() ?? null,
  effectiveFrom: c.effectiveFrom?.toISOString() ?? null,
  effectiveTo: c.effectiveTo?.toISOString() ?? null,
  terminationRequestedBy: c.terminationRequestedBy,
  endReason: c.endReason as Contract['endReason'],
});

/** What the consolidated call reads of other modules. */
export interface ConsolidatedSources {
  sumBalance: (memberId: bigint, customerType: number) => Promise<string>;
  unreadCount: (memberId: bigint) => Promise<number>;
  /** A top agent (an agent without an agent upline) by username, or not_found. */
  topAgent: (username: string) => Promise<bigint>;
}

const INFO_FLAG = {
  daily: 'dailysalinfotype',
  hourly: 'contracthoursalinfo',
  realtime: 'realtimesalinfotype',
  dividend: 'divtypeinfo',
} as const;
const REQUEST_FLAG = {
  daily: 'dailysalreqtype',
  hourly: 'contracthoursalreq',
  realtime: 'realtimesalreqtype',
  dividend: 'divtypereq',
} as const;

export function contractHandlers(
  scope: TeamScopeService,
  contracts: ContractsService,
  repo: ContractsRepo,
  sources: ConsolidatedSources,
): ContractHandlers {
  return {
    agentContracts: async ({ session, query }) => {
      const team = await scope.of(requireSession(session));
      const payee = query.downline ? await scope.downline(team, query.downline) : { id: team.rootId };
      return { list: (await repo.ofPayee(payee.id, query.kind, query.history === '1')).map(toContract) };
    },
    agentContractOffer: async ({ session, body }) => {
      const team = await scope.of(requireSession(session));
      return toContract(await contracts.offer(team, body.username, body.terms));
    },
    agentContractImpact: async ({ session, params }) => {
      const team = await scope.of(requireSession(session));
      const ending = await contracts.impact(team, BigInt(params.id));
      return {
        downlineHigherRate: ending.length > 0 ? 'Y' : 'N',
        ending: ending.map(({ contract, below }) => ({
          id: String(contract.id),
          payee: contract.payee,
          kind: contract.kind as Contract['kind'],
          category: contract.category as Contract['category'],
          below,
        })),
      };
    },
    agentContractDecide: async ({ session, params, body }) => {
      const team = await scope.of(requireSession(session));
      return toContract(await contracts.decide(team, BigInt(params.id), body.action));
    },
    agentContractTermination: async ({ session, params, body }) => {
      const team = await scope.of(requireSession(session));
      return toContract(await contracts.termination(team, BigInt(params.id), body.action));
    },
    memberConsolidated: async ({ session }) => {
      const { memberId, customerType } = requireSession(session);
      const isAgent = AGENT_TYPES.includes(customerType);
      const [kinds, awaiting, sumBalance, unreadCount] = await Promise.all([
        isAgent ? repo.kindsInForce(memberId) : Promise.resolve([]),
        isAgent ? repo.awaiting(memberId) : Promise.resolve([]),
        sources.sumBalance(memberId, customerType),
        sources.unreadCount(memberId),
      ]);
      const value = {
        dailysalinfotype: false,
        contracthoursalinfo: false,
        realtimesalinfotype: false,
        divtypeinfo: false,
        dailysalreqtype: {},
        contracthoursalreq: {},
        realtimesalreqtype: {},
        divtypereq: {},
        sumBalance,
        unreadCount,
      } as Omit<ConsolidatedValue, 'enableCt' | 'salary' | 'hourSalary' | 'realtimeSalary'>;
      for (const kind of kinds) value[INFO_FLAG[kind as keyof typeof INFO_FLAG]] = true;
      for (const c of awaiting) {
        const byCategory = value[REQUEST_FLAG[c.kind as keyof typeof REQUEST_FLAG]];
        (byCategory[c.category] ??= []).push(toContract(c));
      }
      return {
        ...value,
        enableCt: value.divtypeinfo || Object.keys(value.divtypereq).length > 0,
        salary: value.dailysalinfotype || Object.keys(value.dailysalreqtype).length > 0,
        hourSalary: value.contracthoursalinfo || Object.keys(value.contracthoursalreq).length > 0,
        realtimeSalary: value.realtimesalinfotype || Object.keys(value.realtimesalreqtype).length > 0,
      };
    },
    adminAgentLine: async ({ params, body }) => {
      const row = await contracts.grantLine(params.username, body.terms, sources.topAgent);
      if (!row) throw new AppError('not_found', 'No such agent');
      return toContract(row);
    },
  };
}
