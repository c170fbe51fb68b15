import type {
  AffiliateLinkCreateBody,
  AffiliateLinkUpdateBody,
  CreateDownlinePayload,
  DownlineRemarkBody,
  DownlinesQuery,
  TeamBetsQuery,
  TeamTransactionsQuery,
  TransferDownlinePayload,
  UserProfitQuery,
} from '@portal/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/queries.ts';
import { callEncrypted } from '../../../lib/send-encrypted.ts';
import { refreshOnMoney, walletBalanceKey } from '../../../lib/wallet-balance.ts';

/** Rows a report page shows; the CSV export asks for AGENT_MAX_PAGE_SIZE at a time. */
export const AGENT_PAGE_SIZE = 20;

export const agentKeys = {
  all: ['agent'] as const,
  overview: (p: object) => ['agent', 'overview', p] as const,
  downlines: (p: object) => ['agent', 'downlines', p] as const,
  links: ['agent', 'links'] as const,
  bets: (p: object) => ['agent', 'bets', p] as const,
  profit: (p: object) => ['agent', 'profit', p] as const,
  transactions: (p: object) => ['agent', 'transactions', p] as const,
  announcements: (lang: string) => ['agent', 'announcements', lang] as const,
};

const report = { placeholderData: keepPreviousData, staleTime: 15_000, meta: refreshOnMoney } as const;

export function useTeamOverview(range: { from: string; to: string } | null) {
  const query = range ?? {};
  return useQuery({
    queryKey: agentKeys.overview(query),
    queryFn: ({ signal }) => apiCall('agentTeamOverview', { query, signal }),
    ...report,
  });
}

export function useDownlines(query: DownlinesQuery) {
  return useQuery({
    queryKey: agentKeys.downlines(query),
    queryFn: ({ signal }) => apiCall('agentDownlines', { query, signal }),
    ...report,
  });
}

export function useTeamBets(query: TeamBetsQuery, enabled = true) {
  return useQuery({
    queryKey: agentKeys.bets(query),
    queryFn: ({ signal }) => apiCall('agentTeamBets', { query, signal }),
    enabled,
    ...report,
  });
}

export function useUserProfit(query: UserProfitQuery, enabled = true) {
  return useQuery({
    queryKey: agentKeys.profit(query),
    queryFn: ({ signal }) => apiCall('agentUserProfit', { query, signal }),
    enabled,
    ...report,
  });
}

export function useTeamTransactions(query: TeamTransactionsQuery, enabled = true) {
  return useQuery({
    queryKey: agentKeys.transactions(query),
    queryFn: ({ signal }) => apiCall('agentTeamTransactions', { query, signal }),
    enabled,
    ...report,
  });
}

export function useAgentAnnouncements() {
  const lang = useLanguage();
  return useQuery({
    queryKey: agentKeys.announcements(lang),
    queryFn: ({ signal }) => apiCall('agentAnnouncements', { signal }),
    staleTime: 60_000,
  });
}

export function useAffiliateLinks() {
  return useQuery({
    queryKey: agentKeys.links,
    queryFn: ({ signal }) => apiCall('agentAffiliateLinks', { signal }),
  });
}

/** Every change of the team refreshes the team's lists and the overview. */
function useTeamChanged() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: agentKeys.all });
}

export function useCreateDownline() {
  const onSuccess = useTeamChanged();
  return useMutation({
    mutationFn: (payload: CreateDownlinePayload) => callEncrypted('agentCreateDownline', payload),
    onSuccess,
  });
}

export function useDownlineRemark() {
  const onSuccess = useTeamChanged();
  return useMutation({ mutationFn: (body: DownlineRemarkBody) => apiCall('agentDownlineRemark', { body }), onSuccess });
}

export function useCreateAffiliateLink() {
  const onSuccess = useTeamChanged();
  return useMutation({
    mutationFn: (body: AffiliateLinkCreateBody) => apiCall('agentAffiliateLinkCreate', { body }),
    onSuccess,
  });
}

export function useUpdateAffiliateLink() {
  const onSuccess = useTeamChanged();
  return useMutation({
    mutationFn: ({ id, ...body }: AffiliateLinkUpdateBody & { id: string }) =>
      apiCall('agentAffiliateLinkUpdate', { params: { id }, body }),
    onSuccess,
  });
}

/** A transfer to a downline; the balance and the team's lists are refreshed whatever the outcome. */
export function useTransferDownline() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (payload: TransferDownlinePayload) => callEncrypted('agentTransferDownline', payload),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: walletBalanceKey }),
        client.invalidateQueries({ queryKey: agentKeys.all }),
      ]),
  });
}
