import type { RecordKind } from '@portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { refreshOnMoney } from '../../../lib/wallet-balance.ts';
import { isValidRange, tzOffset, type DateRange } from '../../../lib/date-range.ts';

export const RECORDS_PAGE_SIZE = 20;

export const recordsKeys = {
  all: ['records'] as const,
  transactions: (p: object) => ['records', 'transactions', p] as const,
  profit: (p: object) => ['records', 'profit', p] as const,
};

/** transactionHistory: one page of the account record for a range and (optionally) one kind. */
export function useTransactions(range: DateRange, type: RecordKind | '', page: number) {
  const params = { from: range.from, to: range.to, tz: tzOffset(), type, page, pageSize: RECORDS_PAGE_SIZE };
  return useQuery({
    queryKey: recordsKeys.transactions(params),
    queryFn: ({ signal }) =>
      apiCall('walletTransactions', { query: { ...params, type: params.type || undefined }, signal }),
    meta: refreshOnMoney,
    enabled: isValidRange(range),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
}

/** personalProfit: profit and loss by day and vendor for a range. */
export function useProfit(range: DateRange) {
  const params = { from: range.from, to: range.to, tz: tzOffset() };
  return useQuery({
    queryKey: recordsKeys.profit(params),
    queryFn: ({ signal }) => apiCall('walletProfit', { query: params, signal }),
    meta: refreshOnMoney,
    enabled: isValidRange(range),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
}
