import type { BodyOf, Routes } from '@portal/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { refreshOnMoney } from '../../../lib/wallet-balance.ts';

export const channelsKey = ['deposit', 'channels'] as const;
export const ordersKey = ['deposit', 'orders'] as const;

export function useDepositChannels() {
  return useQuery({ queryKey: channelsKey, queryFn: ({ signal }) => apiCall('depositChannels', { signal }) });
}

export function useDepositOrders(page: number, size = 10) {
  return useQuery({
    queryKey: [...ordersKey, page, size],
    queryFn: ({ signal }) => apiCall('depositOrders', { query: { page, size }, signal }),
    meta: refreshOnMoney,
    placeholderData: (previous) => previous,
    // The operator reviews orders elsewhere: look again on every visit (the app's default keeps data a minute).
    staleTime: 0,
  });
}

export interface CreateDepositInput {
  body: BodyOf<Routes['depositCreate']>;
  /** A data URL of the receipt picture, uploaded once the order exists. */
  receipt: string | null;
}

/** Creates the order, then attaches the receipt; the order list refreshes either way. */
export function useCreateDeposit() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ body, receipt }: CreateDepositInput) => {
      const order = await apiCall('depositCreate', { body });
      if (!receipt) return { order, receiptError: null };
      try {
        return {
          order: await apiCall('depositReceiptUpload', { body: { orderNo: order.orderNo, image: receipt } }),
          receiptError: null,
        };
      } catch (error) {
        return { order, receiptError: error };
      }
    },
    onSettled: () => client.invalidateQueries({ queryKey: ordersKey }),
  });
}
