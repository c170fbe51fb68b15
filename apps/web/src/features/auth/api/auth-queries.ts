import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/errors.ts';
import { useLanguage } from '../../../lib/queries.ts';

export const authKeys = {
  registerRules: ['auth', 'registerRules'] as const,
  affiliate: (code: string) => ['auth', 'affiliate', code] as const,
  captcha: (nonce: number) => ['auth', 'captcha', nonce] as const,
  afterLogin: (lang: string, token: string) => ['auth', 'afterLogin', lang, token] as const,
};

/** Registration field rules (GET /wps/system/setting/register). */
export function useRegisterRules() {
  return useQuery({
    queryKey: authKeys.registerRules,
    queryFn: ({ signal }) => apiCall('systemRegisterSettings', { signal }),
    staleTime: 5 * 60_000,
  });
}

export type AffiliateCheck = 'none' | 'checking' | 'valid' | 'invalid';

/** Checks the affiliate code a link carried; invitation_code_error means it is not valid. */
export function useAffiliateCheck(code: string | null): AffiliateCheck {
  const query = useQuery({
    queryKey: authKeys.affiliate(code ?? ''),
    queryFn: async ({ signal }) => {
      try {
        await apiCall('agentAffiliate', { query: { code: code ?? '', domain: window.location.host }, signal });
        return true;
      } catch (error) {
        if (error instanceof ApiError && error.code !== 'network_error' && error.status < 500) return false;
        throw error;
      }
    },
    enabled: !!code,
    staleTime: Infinity,
  });
  if (!code) return 'none';
  if (query.data === true) return 'valid';
  // A check that cannot be made (network) counts as failed: the field is shown so the visitor can type it.
  if (query.data === false || query.isError) return 'invalid';
  return 'checking';
}

/** A captcha image; a new `nonce` asks for a new one while the old picture stays on screen. */
export function useCaptchaQuery(nonce: number, enabled: boolean) {
  return useQuery({
    queryKey: authKeys.captcha(nonce),
    queryFn: ({ signal }) => apiCall('captcha', { signal }),
    enabled,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    placeholderData: keepPreviousData,
  });
}

/** Popup announcements for signed-in players (types PU, execution A), asked once per login. */
export function useAfterLoginAnnouncements(token: string) {
  const lang = useLanguage();
  return useQuery({
    queryKey: authKeys.afterLogin(lang, token),
    queryFn: ({ signal }) =>
      apiCall('announcements', { query: { types: 'PU', platform: 'W', execution: 'A' }, signal }),
    staleTime: Infinity,
  });
}
