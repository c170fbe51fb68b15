// The member centre's public entry: its pages, the `?mc=` link, who may open it and the hook that
// opens it. Other features import only this file; the panel, its host and its pages stay private.
import { useCallback, type ComponentType, type LazyExoticComponent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useModalStore } from '../../lib/modal-store.ts';
import { useModuleEnabled } from '../../lib/queries.ts';
import { withSearchParam } from '../../lib/search-param.ts';
import { TRIAL_TYPE, customerTypeOf, useSessionStore } from '../../lib/session-store.ts';
import { getToken } from '../../lib/storage.ts';

/** Member-centre pages of SPEC §2, in menu order; securityCenter is the default. */
export const memberCentrePages = [
  'securityCenter',
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'personalHistoryCopy',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
  'rewardCenter',
  'referral',
  'missionLeaderboard',
  'messageV2',
] as const;
export type MemberCentrePage = (typeof memberCentrePages)[number];
/** The component of each page the panel can show; most belong to other features, so the app passes them in. */
export type MemberCentrePageComponents = Partial<Record<MemberCentrePage, LazyExoticComponent<ComponentType>>>;

export const DEFAULT_MEMBER_CENTRE_PAGE: MemberCentrePage = 'securityCenter';

/** The query parameter that opens the panel (deep link `?mc=withdraw`). */
export const MEMBER_CENTRE_PARAM = 'mc';

export const isMemberCentrePage = (value: string | null): value is MemberCentrePage =>
  !!value && (memberCentrePages as readonly string[]).includes(value);

/** The page a search string asks for: null when the panel is closed, the default for an unknown value. */
export function memberCentrePageIn(search: string): MemberCentrePage | null {
  const value = new URLSearchParams(search).get(MEMBER_CENTRE_PARAM);
  if (value === null) return null;
  return isMemberCentrePage(value) ? value : DEFAULT_MEMBER_CENTRE_PAGE;
}

/** The search string with the panel at `page`, or without it (null). */
export const withMemberCentrePage = (search: string, page: MemberCentrePage | null): string =>
  withSearchParam(search, MEMBER_CENTRE_PARAM, page);

export type MemberCentreAccess = 'ok' | 'pending' | 'login' | 'trial' | 'disabled';

/**
 * SPEC §6: the member centre needs a token, an account other than a trial one (type 4) and the
 * MEMBERCENTER3 module flag.
 */
export function memberCentreAccess(ctx: {
  hasToken: boolean;
  restoring: boolean;
  customerType: number | null;
  flag: boolean | undefined;
}): MemberCentreAccess {
  if (!ctx.hasToken) return 'login';
  if (ctx.restoring || ctx.flag === undefined) return 'pending';
  if (ctx.customerType === TRIAL_TYPE) return 'trial';
  if (!ctx.flag) return 'disabled';
  return 'ok';
}

export function useMemberCentreAccess(): MemberCentreAccess {
  const flag = useModuleEnabled('MEMBERCENTER3');
  const restoring = useSessionStore((s) => s.status === 'restoring');
  const customerType = useSessionStore(customerTypeOf);
  return memberCentreAccess({ hasToken: !!getToken(), restoring, customerType, flag });
}

/** Opens the member-centre panel at a page, or the login popup / trial notice when it is not allowed. */
export function useOpenMemberCentre(): (page?: MemberCentrePage) => void {
  const access = useMemberCentreAccess();
  const navigate = useNavigate();
  const location = useLocation();
  const openModal = useModalStore((s) => s.open);
  return useCallback(
    (page = DEFAULT_MEMBER_CENTRE_PAGE) => {
      if (access === 'login') openModal('login');
      else if (access === 'trial') openModal('needRealAccount');
      else if (access === 'ok') {
        void navigate({ pathname: location.pathname, search: withMemberCentrePage(location.search, page) });
      }
    },
    [access, navigate, location.pathname, location.search, openModal],
  );
}
