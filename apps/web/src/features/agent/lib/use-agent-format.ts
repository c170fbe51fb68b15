import { DEFAULT_PLATFORM_TIME_ZONE } from '@portal/contract/constants';
import { useCallback } from 'react';
import { dateInZone } from '../../../lib/date-range.ts';
import { useMoney } from '../../../lib/money.ts';
import { useSettings } from '../../../lib/queries.ts';

/**
 * Money in the brand currency and dates in the platform's time zone (brand setting `timeZone`):
 * the agent reports count calendar days there, whatever the browser's zone.
 */
export function useAgentFormat() {
  const brand = useSettings().data?.brand;
  const money = useMoney(brand);
  const timeZone = brand?.timeZone ?? DEFAULT_PLATFORM_TIME_ZONE;
  const today = useCallback(() => dateInZone(timeZone), [timeZone]);
  return { ...money, timeZone, today };
}
