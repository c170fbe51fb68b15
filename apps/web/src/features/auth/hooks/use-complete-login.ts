import type { LoginValue } from '@portal/contract';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useModalStore } from '../../../lib/modal-store.ts';
import { useModuleEnabled, useSettings } from '../../../lib/queries.ts';
import { AGENT_LOGIN_TYPES, loadMemberInfo, useSessionStore } from '../../../lib/session-store.ts';

/**
 * What follows a successful login or registration (SPEC §4): keep the session, load member info,
 * close the popup; an expired password (with PWDEXPFORCECHANGE3 on) opens the change-password
 * popup; otherwise the after-login popup shows and agents (types 1, 2) go to the agent centre.
 */
export function useCompleteLogin() {
  const settings = useSettings();
  const forceChange = useModuleEnabled('PWDEXPFORCECHANGE3') ?? false;
  const navigate = useNavigate();
  const openModal = useModalStore((s) => s.open);
  const signIn = useSessionStore((s) => s.signIn);
  const setChangePaw = useSessionStore((s) => s.setChangePaw);
  const brand = settings.data?.brand;

  return async (value: LoginValue, options: { closeModal: () => void; goHome?: boolean }) => {
    signIn(value, { site: 'member', merchant: brand?.brandName, merchantCode: brand?.merchantCode });
    await loadMemberInfo();
    options.closeModal();
    if (value.passwordExpired && forceChange) {
      setChangePaw(true);
      openModal('changePassword');
      return;
    }
    if (AGENT_LOGIN_TYPES.includes(value.customerType)) void navigate(paths.agentHome.href());
    else if (options.goHome) void navigate(paths.root.href());
    openModal('afterLogin');
  };
}
