import type { ContractKind, ContractOfferBody, IncomeQuery } from '@portal/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { apiCall } from '../../../lib/api-client.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { refreshOnMoney } from '../../../lib/wallet-balance.ts';
import type { AgentFlag } from '../lib/agent-pages.ts';

/**
 * Contracts (offers, decisions, termination), the consolidated flags and my income. Every key sits
 * under ['agent', …] so a change of the team (agent-queries.ts) refreshes these too.
 */
export const contractKeys = {
  all: ['agent', 'contracts'] as const,
  consolidated: ['agent', 'contracts', 'consolidated'] as const,
  list: (p: { kind: ContractKind; downline?: string; history: boolean }) => ['agent', 'contracts', 'list', p] as const,
  impact: (id: string) => ['agent', 'contracts', 'impact', id] as const,
  income: (p: object) => ['agent', 'income', p] as const,
  preview: ['agent', 'income', 'preview'] as const,
};

/** SPEC §3/§7 consolidated: the contract flags of the menu and the requests awaiting this agent. */
export function useConsolidated() {
  const signedIn = useSessionStore((s) => s.status === 'signedIn');
  return useQuery({
    queryKey: contractKeys.consolidated,
    queryFn: ({ signal }) => apiCall('memberConsolidated', { signal }),
    enabled: signedIn,
    staleTime: 30_000,
  });
}

/** The agent's own contracts of a kind, or those with direct downline `downline`; `history` adds ended versions. */
export function useContracts(p: { kind: ContractKind; downline?: string; history: boolean }, enabled = true) {
  return useQuery({
    queryKey: contractKeys.list(p),
    queryFn: ({ signal }) =>
      apiCall('agentContracts', {
        query: { kind: p.kind, downline: p.downline, history: p.history ? '1' : '0' },
        signal,
      }),
    enabled,
    staleTime: 15_000,
  });
}

/** What accepting offer `id` would end (the `downlineHigherRate` warning). */
export function useContractImpact(id: string, enabled = true) {
  return useQuery({
    queryKey: contractKeys.impact(id),
    queryFn: ({ signal }) => apiCall('agentContractImpact', { params: { id }, signal }),
    enabled,
    staleTime: 0,
  });
}

/** Every contract change refreshes the contracts, the flags and the income preview. */
function useContractsChanged() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: contractKeys.all }),
      client.invalidateQueries({ queryKey: contractKeys.preview }),
    ]);
}

export function useOfferContract() {
  const onSuccess = useContractsChanged();
  return useMutation({
    mutationFn: (body: ContractOfferBody) => apiCall('agentContractOffer', { body }),
    onSuccess,
  });
}

export function useDecideContract() {
  const onSuccess = useContractsChanged();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: 'accept' | 'reject' }) =>
      apiCall('agentContractDecide', { params: { id }, body: { action } }),
    onSuccess,
  });
}

export type TerminationAction = 'request' | 'consent' | 'decline' | 'withdraw';
export function useContractTermination() {
  const onSuccess = useContractsChanged();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: TerminationAction }) =>
      apiCall('agentContractTermination', { params: { id }, body: { action } }),
    onSuccess,
  });
}

export function useIncome(query: IncomeQuery, enabled = true) {
  return useQuery({
    queryKey: contractKeys.income(query),
    queryFn: ({ signal }) => apiCall('agentIncome', { query, signal }),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 15_000,
    meta: refreshOnMoney,
  });
}

export function useEarningsPreview() {
  return useQuery({
    queryKey: contractKeys.preview,
    queryFn: ({ signal }) => apiCall('agentEarningsPreview', { signal }),
    staleTime: 60_000,
    meta: refreshOnMoney,
  });
}

const NO_FLAGS = {};
/**
 * The menu's contract flags (SPEC §3 consolidated), none until the call answers; `known` once it
 * has answered or failed (a deep link to a contract page waits for it instead of the default page).
 */
export function useContractFlags(): { flags: Partial<Record<AgentFlag, boolean>>; known: boolean } {
  const query = useConsolidated();
  const data = query.data;
  const flags = useMemo(
    () =>
      data
        ? {
            enableCt: data.enableCt,
            salary: data.salary,
            hourSalary: data.hourSalary,
            realtimeSalary: data.realtimeSalary,
          }
        : NO_FLAGS,
    [data],
  );
  return { flags, known: !query.isPending };
}
