import { useCallback, useRef, useState } from 'react';
import { useCaptchaQuery } from '../api/auth-queries.ts';

/** SPEC §5/§9: the captcha picture refreshes at most once per second. */
export const CAPTCHA_REFRESH_MS = 1000;

export interface Captcha {
  captchaId: string | undefined;
  image: string | undefined;
  loading: boolean;
  failed: boolean;
  /** A new picture; refused (false) within a second of the last one unless forced (after a failed submit). */
  refresh: (force?: boolean) => boolean;
}

export function useCaptcha(active: boolean): Captcha {
  const [nonce, setNonce] = useState(0);
  const lastRefresh = useRef(0);
  const query = useCaptchaQuery(nonce, active);
  const refresh = useCallback((force = false) => {
    const now = Date.now();
    if (!force && now - lastRefresh.current < CAPTCHA_REFRESH_MS) return false;
    lastRefresh.current = now;
    setNonce((n) => n + 1);
    return true;
  }, []);
  return {
    captchaId: query.data?.captchaId,
    image: query.data?.image,
    loading: query.isFetching,
    failed: query.isError,
    refresh,
  };
}
