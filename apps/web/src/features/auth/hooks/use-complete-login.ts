import type { LoginValue } from '@portal/contract';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useModalStore } from '../../../lib/modal-store.ts';
import { useSettings } from '../../../lib/queries.ts';
import { AGENT_LOGIN_TYPES, loadMemberInfo, useSessionStore } from '../../../lib/session-store.ts';

/**
 * What follows a successful login or registration (SPEC §4): keep the session, load member info,
 * close the popup; a password the server says must change (first login with the operator's default
 * password, or expired with PWDEXPFORCECHANGE3 on — never after an SMS login) opens the
 * change-password popup; otherwise the after-login popup shows and agents (types 1, 2) go to the
 * agent centre. The agent entrance signs in with site 'agent' (source=agent).
 */
export function useCompleteLogin() {
  const settings = useSettings();
  const navigate = useNavigate();
  const openModal = useModalStore((s) => s.open);
  const signIn = useSessionStore((s) => s.signIn);
  const setChangePaw = useSessionStore((s) => s.setChangePaw);
  const brand = settings.data?.brand;

  return async (
    value: LoginValue,
    options: { closeModal: () => void; goHome?: boolean; site?: 'member' | 'agent' },
  ) => {
    signIn(value, { site: options.site ?? 'member', merchant: brand?.brandName, merchantCode: brand?.merchantCode });
    await loadMemberInfo();
    options.closeModal();
    if (value.passwordExpired) {
      setChangePaw(true);
      openModal('changePassword');
      return;
    }
    if (AGENT_LOGIN_TYPES.includes(value.customerType)) void navigate(paths.agentHome.href());
    else if (options.goHome) void navigate(paths.root.href());
    openModal('afterLogin');
  };
}
