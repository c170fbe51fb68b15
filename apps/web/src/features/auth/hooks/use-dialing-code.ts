import { dialingCodeFor } from '@portal/contract/mobile';
import { useEffect, useRef, useState } from 'react';
import { useSettings } from '../../../lib/queries.ts';

/**
 * The dialing code of a mobile field: the visitor's country (from the settings' location) until the
 * visitor picks another one, or the code remembered from an earlier SMS login.
 */
export function useDialingCode(initial?: string) {
  const settings = useSettings();
  const country = settings.data?.location.countryCode;
  const [code, setCode] = useState(() => initial || dialingCodeFor(country));
  const picked = useRef(!!initial);
  useEffect(() => {
    if (!picked.current && country) setCode(dialingCodeFor(country));
  }, [country]);
  const pick = (next: string) => {
    picked.current = true;
    setCode(next);
  };
  return [code, pick] as const;
}
