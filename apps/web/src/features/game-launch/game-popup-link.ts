import { withSearchParam } from '../../lib/search-param.ts';

/** The query parameter of an open game popup (deep link `?gp=OCK`: that vendor's game list). */
export const GAME_POPUP_PARAM = 'gp';

const VENDOR_CODE = /^[A-Za-z0-9_]{1,16}$/;

/** The vendor whose game popup a search string asks for, or null (none, or not a vendor code). */
export function gamePopupIn(search: string): string | null {
  const value = new URLSearchParams(search).get(GAME_POPUP_PARAM);
  return value && VENDOR_CODE.test(value) ? value.toUpperCase() : null;
}

/** The search string with the game popup of `vendor`, or without it (null). */
export const withGamePopup = (search: string, vendor: string | null): string =>
  withSearchParam(search, GAME_POPUP_PARAM, vendor);
