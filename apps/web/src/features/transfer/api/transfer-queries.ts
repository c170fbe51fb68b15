import type { TransferUplinePayload, WalletTransferBody } from '@portal/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { callEncrypted } from '../../../lib/send-encrypted.ts';
import { walletBalanceKey } from '../../../lib/wallet-balance.ts';

export const uplineKey = ['transfer', 'upline'] as const;

/** Every money movement ends by refreshing the balance (header, wallet cards), even when it failed. */
function useSettled() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: walletBalanceKey });
}

/** Main ↔ game wallet. */
export function useWalletTransfer() {
  const onSettled = useSettled();
  return useMutation({
    mutationFn: (body: WalletTransferBody) => apiCall('walletTransfer', { body }),
    onSettled,
  });
}

/** Every game wallet back to main. */
export function useRecycle() {
  const onSettled = useSettled();
  return useMutation({ mutationFn: () => apiCall('walletRecycle'), onSettled });
}

export function useUpline() {
  return useQuery({ queryKey: uplineKey, queryFn: ({ signal }) => apiCall('memberUpline', { signal }) });
}

export function useTransferUpline() {
  const onSettled = useSettled();
  return useMutation({
    mutationFn: (payload: TransferUplinePayload) => callEncrypted('memberTransferUpline', payload),
    onSettled,
  });
}
