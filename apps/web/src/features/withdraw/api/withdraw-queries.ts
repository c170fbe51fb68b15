import type { BodyOf, Routes } from '@portal/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { refreshOnMoney, walletBalanceKey } from '../../../lib/wallet-balance.ts';

export const withdrawKeys = {
  all: ['withdraw'] as const,
  info: ['withdraw', 'info'] as const,
  list: ['withdraw', 'list'] as const,
};

export function useWithdrawInfo() {
  return useQuery({
    queryKey: withdrawKeys.info,
    queryFn: ({ signal }) => apiCall('withdrawInfo', { signal }),
    // Balance and limits change elsewhere (deposits, transfers, the operator): look again on every visit.
    staleTime: 0,
  });
}

export function useWithdrawList() {
  return useQuery({
    queryKey: withdrawKeys.list,
    queryFn: ({ signal }) => apiCall('withdrawList', { query: { size: 20 }, signal }),
    meta: refreshOnMoney,
    // The operator's decisions and the auto confirmation happen elsewhere: look again on every
    // visit (the app's default keeps data fresh for a minute) and now and then while open.
    staleTime: 0,
    refetchInterval: 30_000,
  });
}

/** A mutation that refreshes the withdraw page and the header balance once it succeeds. */
function useWithdrawMutation<A, R>(fn: (args: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: withdrawKeys.all }),
        client.invalidateQueries({ queryKey: walletBalanceKey }),
      ]);
    },
  });
}

export const useBindCard = () =>
  useWithdrawMutation((body: BodyOf<Routes['bankCardBind']>) => apiCall('bankCardBind', { body }));
export const useRequestWithdraw = () =>
  useWithdrawMutation((body: BodyOf<Routes['withdrawRequest']>) => apiCall('withdrawRequest', { body }));
export const useCancelWithdraw = () =>
  useWithdrawMutation((orderNo: string) => apiCall('withdrawCancel', { body: { orderNo } }));
export const useConfirmWithdraw = () =>
  useWithdrawMutation((body: BodyOf<Routes['withdrawConfirm']>) => apiCall('withdrawConfirm', { body }));
