import { expect, type APIRequestContext, type Page } from '@playwright/test';

interface Envelope<T> {
  success: boolean;
  value: T;
}

/** Reads a public API answer the way the web does (envelope → value). */
export async function apiValue<T>(
  request: APIRequestContext,
  path: string,
  headers: Record<string, string> = {},
): Promise<T> {
  const res = await request.get(`/api${path}`, { headers });
  const body = (await res.json()) as Envelope<T>;
  if (!body.success) throw new Error(`GET ${path} failed: ${JSON.stringify(body)}`);
  return body.value;
}

export interface VendorLite {
  vassalage: string;
  displayName: string;
  gameType: string;
}

export const gameMenus = (request: APIRequestContext) =>
  apiValue<{ gameCategory: string; vendors: VendorLite[] }[]>(request, '/lgw/games/game_menus');

export const announcements = (request: APIRequestContext, language = 'en') =>
  apiValue<{ id: string; type: string; title: string }[]>(
    request,
    '/wps/announcement?types=B,PL,PU,PR,H&platform=W&execution=B',
    {
      language,
    },
  );

/** Marks today's popup announcements as seen for the session, so they do not cover the page. */
export async function skipPopups(page: Page, request: APIRequestContext): Promise<void> {
  const ids = (await announcements(request)).filter((a) => a.type === 'PU').map((a) => a.id);
  await page.addInitScript((seen) => window.sessionStorage.setItem('popupAnnouncementSeen', seen), ids.join(','));
}

/** Solves the proof-of-work bot check (BOTCHECK3) like the browser does: the value of `altcha`. */
export async function solveBotCheck(request: APIRequestContext): Promise<string> {
  const { solveChallenge } = await import('altcha-lib');
  const { deriveKey } = await import('altcha-lib/algorithms/sha');
  const challenge = await apiValue<Parameters<typeof solveChallenge>[0]['challenge']>(
    request,
    '/wps/botcheck/challenge',
  );
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('bot check: no solution');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** The after-login popup opens just after sign-in when there are announcements for players. */
export async function dismissAfterLogin(page: Page): Promise<void> {
  const popup = page.getByTestId('after-login-popup');
  await popup.waitFor({ state: 'visible', timeout: 10_000 }).catch(() => {});
  if (await popup.isVisible()) await popup.getByRole('button').last().click();
  await expect(popup).toBeHidden();
}
