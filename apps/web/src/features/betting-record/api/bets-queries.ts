import type { GameType } from '@portal/contract';
import { BET_STATUSES } from '@portal/contract/constants';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { refreshOnMoney } from '../../../lib/wallet-balance.ts';
import { useLanguage } from '../../../lib/queries.ts';
import { isValidRange, tzOffset, type DateRange } from '../../../lib/date-range.ts';

export const BETS_PAGE_SIZE = 20;
export { BET_STATUSES };
export type BetStatus = (typeof BET_STATUSES)[number];

export interface BetFilters {
  range: DateRange;
  vendor: string;
  gameType: GameType | '';
  status: BetStatus | '';
}

/** The query string of one page of the betting record (empty filters are left out). */
export function betsQuery(filters: BetFilters, page: number, now = new Date()) {
  return {
    from: filters.range.from,
    to: filters.range.to,
    tz: tzOffset(now),
    vassalage: filters.vendor || undefined,
    gameType: filters.gameType || undefined,
    status: filters.status || undefined,
    page,
    pageSize: BETS_PAGE_SIZE,
  };
}

/** personalHistoryCopy: one page of the member's bets with the totals over every matching bet. */
export function useBettingRecord(filters: BetFilters, page: number) {
  const lang = useLanguage();
  const query = betsQuery(filters, page);
  return useQuery({
    queryKey: ['bets', 'record', query, lang],
    queryFn: ({ signal }) => apiCall('bettingRecord', { query, signal }),
    meta: refreshOnMoney,
    enabled: isValidRange(filters.range),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
}
