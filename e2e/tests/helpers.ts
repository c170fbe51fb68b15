import { constants, createCipheriv, createPublicKey, publicEncrypt, randomBytes, randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { adminCall } from './admin.ts';

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

/** The password the e2e members register with. */
export const PASSWORD = 'Secret123';

/** The captcha's answer from the development endpoint (ALLOW_DEV_ENDPOINTS, never in production). */
export async function captchaAnswer(request: APIRequestContext, scope: Locator): Promise<string> {
  const image = scope.getByTestId('captcha-image');
  await expect(image).toHaveAttribute('data-captcha-id', /.+/);
  const captchaId = await image.getAttribute('data-captcha-id');
  const res = await request.get(`/api/dev/captcha?captchaId=${encodeURIComponent(captchaId ?? '')}`);
  const body = (await res.json()) as { success: boolean; value: { answer: string } };
  expect(body.success, 'the dev captcha endpoint answers (ALLOW_DEV_ENDPOINTS=true)').toBe(true);
  return body.value.answer;
}

/** Registers by username through the /register popup, as a person would. */
export async function registerInPopup(page: Page, request: APIRequestContext, username: string): Promise<void> {
  await page.goto('/register');
  const dialog = page.getByRole('dialog', { name: 'Create your account' });
  const form = dialog.getByTestId('register-form');
  await expect(form).toBeVisible();
  await form.getByRole('textbox', { name: /^Username/ }).fill(username);
  await form.getByLabel(/^Password/).fill(PASSWORD);
  await form.getByLabel(/^Confirm password/).fill(PASSWORD);
  await form.getByRole('textbox', { name: /^Captcha/ }).fill(await captchaAnswer(request, form));
  await form.getByLabel('I confirm that I am 18 years of age or older').check();
  await form.getByLabel(/I have read and agree/).check();
  await form.getByRole('button', { name: 'Sign up' }).click();
  await expect(dialog).toBeHidden();
}

/** Funds the signed-in member: a bank deposit of `minor` that the operator approves (the real deposit flow). */
export async function fundByDeposit(page: Page, request: APIRequestContext, minor: string): Promise<void> {
  const token = await page.evaluate(() => window.sessionStorage.getItem('token'));
  const res = await request.post('/api/wps/v2/deposit/orders', {
    headers: { 'x-session-token': token ?? '' },
    data: { channel: 'BANK_TRANSFER', amount: minor, requestId: randomUUID(), reference: 'e2e' },
  });
  const order = (await res.json()) as { success: boolean; value: { orderNo: string } };
  expect(order.success, JSON.stringify(order)).toBe(true);
  await adminCall(request, 'POST', `/deposits/${order.value.orderNo}/approve`, { note: 'e2e' });
}

/** Waits until a fresh server has imported the vendors' catalogues (games of `gameType` are listed). */
export async function waitForCatalogue(request: APIRequestContext, gameType = 'RNG'): Promise<void> {
  await expect
    .poll(
      async () => {
        const res = await request.get(`/api/wps/relay/GCSGAME_gameList?gameType=${gameType}`);
        return ((await res.json()) as { value?: { total?: number } }).value?.total ?? 0;
      },
      { timeout: 60_000 },
    )
    .toBeGreaterThan(0);
}

/** Encrypts a body the way the browser does (AES-256-GCM, key wrapped with RSA-OAEP SHA-256). */
export async function encrypted(request: APIRequestContext, payload: unknown) {
  const { kid, publicKey } = (await (await request.get('/api/wps/session/publicKey')).json()).value;
  const key = createPublicKey({ key: Buffer.from(publicKey, 'base64'), format: 'der', type: 'spki' });
  const aesKey = randomBytes(32);
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', aesKey, iv);
  const data = Buffer.concat([cipher.update(JSON.stringify(payload), 'utf8'), cipher.final(), cipher.getAuthTag()]);
  const wrapped = publicEncrypt({ key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, aesKey);
  return { kid, key: wrapped.toString('base64'), iv: iv.toString('base64'), data: data.toString('base64') };
}

/**
 * How a record-kit table sits in its box (`.rk-scroll`): the box's width, the pixels it would
 * scroll sideways, and whether the rows are drawn as cards.
 */
export async function recordTableLayout(table: Locator) {
  return table.evaluate((el) => {
    const box = el.closest('.rk-scroll');
    const row = el.querySelector('tbody tr');
    if (!box || !row) throw new Error('no record table with rows');
    return {
      width: box.clientWidth,
      overflow: box.scrollWidth - box.clientWidth,
      cards: getComputedStyle(row).display === 'grid',
    };
  });
}
