import { REMEMBER_ME_SECONDS } from '../../../lib/remember-me.ts';

/**
 * Remembered SMS login (SPEC §3 storage): the dialing code and number of the last SMS login, in a
 * cookie that lives as long as remember me (24 hours). The login popup then opens on the SMS tab.
 */
const COOKIE = 'lastSmsLogin';

export interface RememberedSmsLogin {
  dialingCode: string;
  mobileNum: string;
}

export function rememberedSmsLogin(): RememberedSmsLogin | null {
  try {
    const entry = document.cookie.split('; ').find((part) => part.startsWith(`${COOKIE}=`));
    if (!entry) return null;
    const [dialingCode = '', mobileNum = ''] = decodeURIComponent(entry.slice(COOKIE.length + 1)).split('|');
    return /^\d{1,4}$/.test(dialingCode) && mobileNum ? { dialingCode, mobileNum } : null;
  } catch {
    return null;
  }
}

function write(value: string, maxAge: number): void {
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
  try {
    document.cookie = `${COOKIE}=${encodeURIComponent(value)}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure}`;
  } catch {
    // Cookies can be blocked; remembering then simply does nothing.
  }
}

export const rememberSmsLogin = (login: RememberedSmsLogin): void =>
  write(`${login.dialingCode}|${login.mobileNum}`, REMEMBER_ME_SECONDS);
export const forgetSmsLogin = (): void => write('', 0);
