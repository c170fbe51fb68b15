import type { LoginValue, MemberInfo } from '@portal/contract';
import { create } from 'zustand';
import { apiCall, setSessionRejectedHandler, setTrialRefusedHandler } from './api-client.ts';
import { ApiError } from './errors.ts';
import { useModalStore } from './modal-store.ts';
import { getToken, local, session, storageKeys } from './storage.ts';

/** Customer types (SPEC §3/§6): 1 and 2 agents, 4 trial account, 41 and 42 agent-centre staff. */
export const AGENT_LOGIN_TYPES: readonly number[] = [1, 2];
export const AGENT_CENTRE_TYPES: readonly number[] = [1, 2, 41, 42];
export const TRIAL_TYPE = 4;

/** What the login answer says about the account, kept beside member info (never the password). */
export interface UserInfo {
  customerType: number;
  firstTimeLogin: boolean;
  passwordExpired: boolean;
}

/** guest: no token; restoring: a token from an earlier visit whose member info is on its way. */
export type SessionStatus = 'guest' | 'restoring' | 'signedIn';

interface SessionState {
  status: SessionStatus;
  userInfo: UserInfo | null;
  memberInfo: MemberInfo | null;
  isLogin: boolean;
  /** Agent status derives from the member type: 1, 2, 41 and 42 may open the agent centre. */
  isAgent: boolean;
  /** The change-password popup must be answered first (expired password, SPEC §4). */
  isChangePaw: boolean;
  /** SPEC §3 vipService: the first member label name. */
  vipService: string | null;
  signIn: (value: LoginValue, options: SignInOptions) => void;
  setMemberInfo: (info: MemberInfo) => void;
  setChangePaw: (value: boolean) => void;
  clear: () => void;
}

export interface SignInOptions {
  site: 'member' | 'agent';
  merchant?: string;
  merchantCode?: string;
}

const guest = {
  userInfo: null,
  memberInfo: null,
  isLogin: false,
  isAgent: false,
  isChangePaw: false,
  vipService: null,
} as const;

function memberState(info: MemberInfo) {
  return {
    memberInfo: info,
    isLogin: true,
    isAgent: AGENT_CENTRE_TYPES.includes(info.type),
    vipService: info.memberLabel[0]?.labelName ?? null,
  };
}

function storeMember(info: MemberInfo): void {
  session.set(storageKeys.account, info.account);
  session.set(storageKeys.customerId, info.id);
  session.set(storageKeys.memberLabel, JSON.stringify(info.memberLabel.map((label) => label.labelName)));
}

export const useSessionStore = create<SessionState>((set) => ({
  ...guest,
  status: getToken() ? 'restoring' : 'guest',
  isChangePaw: !!getToken() && session.get(storageKeys.changePaw) === '1',
  signIn: (value, { site, merchant, merchantCode }) => {
    session.set(storageKeys.token, value.token);
    if (merchant) session.set(storageKeys.merchant, merchant);
    if (merchantCode) session.set(storageKeys.merchantCode, merchantCode);
    local.set(storageKeys.signedInBefore, '1');
    if (site === 'agent') local.set(storageKeys.source, 'agent');
    else local.remove(storageKeys.source);
    storeMember(value.user);
    session.remove(storageKeys.changePaw);
    set({
      status: 'signedIn',
      userInfo: {
        customerType: value.customerType,
        firstTimeLogin: value.firstTimeLogin,
        passwordExpired: value.passwordExpired,
      },
      isChangePaw: false,
      ...memberState(value.user),
    });
  },
  setMemberInfo: (info) => {
    storeMember(info);
    set((state) => ({
      status: 'signedIn',
      userInfo: state.userInfo ?? { customerType: info.type, firstTimeLogin: false, passwordExpired: false },
      ...memberState(info),
    }));
  },
  setChangePaw: (isChangePaw) => {
    // Kept for the tab's life: a reload must not skip a forced password change.
    if (isChangePaw) session.set(storageKeys.changePaw, '1');
    else session.remove(storageKeys.changePaw);
    set({ isChangePaw });
  },
  /** Signs out locally: the session keys go, the merchant and merchantCode stay (SPEC §4). */
  clear: () => {
    for (const key of [
      storageKeys.token,
      storageKeys.account,
      storageKeys.memberLabel,
      storageKeys.customerId,
      storageKeys.changePaw,
    ]) {
      session.remove(key);
    }
    set({ ...guest, status: 'guest' });
  },
}));

/** The customer type of the signed-in account (login answer first, member info otherwise). */
export const customerTypeOf = (state: Pick<SessionState, 'userInfo' | 'memberInfo'>): number | null =>
  state.userInfo?.customerType ?? state.memberInfo?.type ?? null;

/** GET member info and keep it; a refused token clears the session. */
export async function loadMemberInfo(): Promise<MemberInfo | null> {
  try {
    const info = await apiCall('memberInfo');
    useSessionStore.getState().setMemberInfo(info);
    return info;
  } catch (error) {
    if (error instanceof ApiError && (error.code === 'unauthorized' || error.code === 'session_expired')) {
      useSessionStore.getState().clear();
      return null;
    }
    // A network failure keeps the token; the header stays in its restoring state until a retry.
    if (useSessionStore.getState().status === 'restoring') useSessionStore.setState({ status: 'guest' });
    return null;
  }
}

let restoring: Promise<unknown> | undefined;

/** SPEC §7: member info is requested at start when a token exists (once per page load). */
export function restoreSession(): Promise<unknown> {
  if (!getToken()) return Promise.resolve(null);
  restoring ??= loadMemberInfo();
  return restoring;
}

/**
 * A request that carried the token was refused for it: the session is cleared, and when a
 * guarded action (anything but the start-up member info or sign-out) caused it, the login popup opens.
 */
/** SPEC §6/§8: an action the server refuses to a trial account shows 'in_need_true_account' with a confirm button. */
setTrialRefusedHandler(() => useModalStore.getState().open('needRealAccount'));

setSessionRejectedHandler((key) => {
  useSessionStore.getState().clear();
  if (key !== 'memberInfo' && key !== 'sessionLogout') useModalStore.getState().open('login');
});

/** Sign-out (SPEC §4): POST logout, then clear the session (keeping the merchant code) and the flags. */
export async function signOut(): Promise<void> {
  try {
    await apiCall('sessionLogout');
  } catch {
    // The token is dropped locally either way; a session the server already ended is gone.
  }
  useSessionStore.getState().clear();
  session.remove(storageKeys.giftClosed);
  session.remove(storageKeys.popupSeen);
}
