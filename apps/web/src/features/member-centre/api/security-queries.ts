import type { BindEmailPayload, BindMobilePayload, PaymentPasswordPayload } from '@portal/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { callEncrypted } from '../../../lib/send-encrypted.ts';
import { loadMemberInfo } from '../../../lib/session-store.ts';

export const securityKeys = {
  all: ['security'] as const,
  overview: ['security', 'overview'] as const,
  history: (page: number) => ['security', 'history', page] as const,
  trustedIps: ['security', 'trustedIps'] as const,
  avatars: ['security', 'avatars'] as const,
};

export function useSecurityOverview() {
  return useQuery({ queryKey: securityKeys.overview, queryFn: ({ signal }) => apiCall('memberSecurity', { signal }) });
}

export const HISTORY_PAGE_SIZE = 8;

export function useLoginHistory(page: number) {
  return useQuery({
    queryKey: securityKeys.history(page),
    queryFn: ({ signal }) => apiCall('memberLoginHistory', { query: { page, size: HISTORY_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useTrustedIps() {
  return useQuery({ queryKey: securityKeys.trustedIps, queryFn: ({ signal }) => apiCall('trustedIps', { signal }) });
}

export function useAvatarCatalogue(enabled: boolean) {
  return useQuery({
    queryKey: securityKeys.avatars,
    queryFn: ({ signal }) => apiCall('playerAvatars', { signal }),
    enabled,
    staleTime: Infinity,
  });
}

/** A mutation that refreshes the security data (and member info) once it succeeds. */
function useSecurityMutation<A, R>(fn: (args: A) => Promise<R>, opts: { memberInfo?: boolean } = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async (value) => {
      if (value && typeof value === 'object' && 'totpEnabled' in value)
        client.setQueryData(securityKeys.overview, value);
      await client.invalidateQueries({ queryKey: securityKeys.all });
      if (opts.memberInfo) await loadMemberInfo();
    },
  });
}

export const useNicknameUpdate = () =>
  useSecurityMutation((nickname: string) => apiCall('memberProfileUpdate', { body: { nickname } }), {
    memberInfo: true,
  });

export const useAvatarChoose = () =>
  useSecurityMutation((avatarId: string) => apiCall('memberIconChoose', { body: { avatarId } }), { memberInfo: true });

export const useAvatarUpload = () =>
  useSecurityMutation((image: string) => apiCall('memberIconUpload', { body: { image } }), { memberInfo: true });

export const useSendMobileCode = () =>
  useMutation({
    mutationFn: (body: { mobileNum: string; countryDialingCode: string }) => apiCall('memberMobileCode', { body }),
  });

export const useSendEmailCode = () =>
  useMutation({ mutationFn: (email: string) => apiCall('memberEmailCode', { body: { email } }) });

export const useBindMobile = () =>
  useSecurityMutation((payload: BindMobilePayload) => callEncrypted('memberMobileBind', payload), { memberInfo: true });

export const useBindEmail = () =>
  useSecurityMutation((payload: BindEmailPayload) => callEncrypted('memberEmailBind', payload), { memberInfo: true });

export const usePaymentPassword = () =>
  useSecurityMutation((payload: PaymentPasswordPayload) => callEncrypted('memberPaymentPassword', payload));

export const useTotpEnrol = () => useMutation({ mutationFn: () => apiCall('totpEnrol') });

export const useTotpConfirm = () => useSecurityMutation((code: string) => apiCall('totpConfirm', { body: { code } }));

export const useTotpDisable = () => useSecurityMutation((code: string) => apiCall('totpDisable', { body: { code } }));

export const useTrustedIpRemove = () =>
  useSecurityMutation((ip: string) => apiCall('trustedIpRemove', { query: { ip } }));
