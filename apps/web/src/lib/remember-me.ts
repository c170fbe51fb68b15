/**
 * Remember me (SPEC §3/§9): the last username in a cookie that lives 24 hours. The password is
 * never stored, in a cookie or anywhere else.
 */
const COOKIE = 'lastUsername';
export const REMEMBER_ME_SECONDS = 24 * 60 * 60;

export function rememberedUsername(): string {
  try {
    const entry = document.cookie.split('; ').find((part) => part.startsWith(`${COOKIE}=`));
    return entry ? decodeURIComponent(entry.slice(COOKIE.length + 1)) : '';
  } catch {
    return '';
  }
}

function writeCookie(value: string, maxAge: number): void {
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
  try {
    document.cookie = `${COOKIE}=${encodeURIComponent(value)}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure}`;
  } catch {
    // Cookies can be blocked; remember me then simply does nothing.
  }
}

export const rememberUsername = (username: string): void => writeCookie(username, REMEMBER_ME_SECONDS);
export const forgetUsername = (): void => writeCookie('', 0);
