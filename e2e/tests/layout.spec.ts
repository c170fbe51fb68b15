import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import {
  encrypted,
  fundByDeposit,
  PASSWORD,
  recordTableLayout,
  skipPopups,
  solveBotCheck,
  waitForCatalogue,
} from './helpers.ts';

/** A phone (iPhone 12–15 width) and a desktop. */
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

const uniqueUsername = () => `lay${Date.now().toString(36)}${Math.floor(Math.random() * 36 ** 2).toString(36)}`;

/** A new member registered through the real API (captcha from the dev endpoint); its session token. */
async function registerByApi(request: APIRequestContext, username: string): Promise<string> {
  const { captchaId } = (await (await request.get('/api/wps/captcha')).json()).value;
  const { answer } = (await (await request.get(`/api/dev/captcha?captchaId=${captchaId}`)).json()).value;
  const payload = {
    username,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    captchaId,
    captcha: answer,
    adultConfirmed: true,
    termsAccepted: true,
    altcha: await solveBotCheck(request),
  };
  const res = await request.put('/api/wps/member/register', { data: await encrypted(request, payload) });
  const body = (await res.json()) as { success: boolean; value: { token: string } };
  expect(body.success, JSON.stringify(body)).toBe(true);
  return body.value.token;
}

type Box = { x: number; y: number; width: number; height: number };

async function box(locator: Locator): Promise<Box> {
  const b = await locator.boundingBox();
  if (!b) throw new Error(`no box for ${locator.toString()}`);
  return b;
}

/** The boxes of the side floats (gift and customer service) that are on screen. */
async function floatBoxes(page: Page): Promise<Box[]> {
  const floats = [page.getByTestId('gift-float'), page.getByTestId('cs-float')];
  const boxes: Box[] = [];
  for (const float of floats) if (await float.isVisible()) boxes.push(await box(float));
  expect(boxes.length, 'the floats are shown, so "no overlap" below means something').toBeGreaterThan(0);
  return boxes;
}

/**
 * Every game or vendor card whose visible part (clipped by scrolling lanes) a float covers, by
 * test id.
 */
async function coveredByFloats(page: Page): Promise<string[]> {
  const floats = await floatBoxes(page);
  return page.evaluate((floatRects) => {
    const covered: string[] = [];
    for (const item of Array.from(
      document.querySelectorAll('[data-testid^="game-card-"], [data-testid^="vendor-card-"]'),
    )) {
      const r = item.getBoundingClientRect();
      let [left, top, right, bottom] = [r.left, r.top, r.right, r.bottom];
      for (let a = item.parentElement; a; a = a.parentElement) {
        const style = getComputedStyle(a);
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
        const c = a.getBoundingClientRect();
        [left, top, right, bottom] = [
          Math.max(left, c.left),
          Math.max(top, c.top),
          Math.min(right, c.right),
          Math.min(bottom, c.bottom),
        ];
      }
      if (right <= left || bottom <= top) continue;
      const hit = floatRects.some((f) => left < f.x + f.width && f.x < right && top < f.y + f.height && f.y < bottom);
      if (hit) covered.push(item.getAttribute('data-testid') ?? 'item');
    }
    return covered;
  }, floats);
}

test('the side floats cover no game card or badge, on a phone and on a desktop', async ({ page, request }) => {
  await waitForCatalogue(request);
  await skipPopups(page, request);
  const cards = page.locator('[data-testid^="game-card-"], [data-testid^="vendor-card-"]');

  await page.setViewportSize(DESKTOP);
  await page.goto('/');
  await expect(cards.first()).toBeVisible();
  expect(await coveredByFloats(page)).toEqual([]);

  await page.goto('/rngGames');
  await expect(page.locator('[data-testid^="game-card-"]').first()).toBeVisible();
  expect(await coveredByFloats(page)).toEqual([]);

  // On a phone the floats are docked in a bar at the bottom: the page's end scrolls above it.
  await page.setViewportSize(PHONE);
  await page.evaluate(() => window.scrollTo(0, document.scrollingElement?.scrollHeight ?? 0));
  await expect.poll(async () => coveredByFloats(page)).toEqual([]);
  const dock = await box(page.locator('.frame__floats'));
  expect(dock.x).toBeLessThanOrEqual(0);
  expect(dock.x + dock.width).toBeGreaterThanOrEqual(PHONE.width);
});

test('HOT/NEW/JACKPOT badges and the heart sit below the game picture, never on its drawn title', async ({
  page,
  request,
}) => {
  await waitForCatalogue(request);
  await skipPopups(page, request);
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await page.goto('/rngGames');
    const tagged = page.locator('[data-testid^="game-card-"]').filter({ has: page.getByTestId('game-badges') });
    await expect(tagged.first()).toBeVisible();
    expect(await tagged.count()).toBeGreaterThan(0);
    for (const card of await tagged.all()) {
      const art = await box(card.locator('.game-card__art'));
      for (const part of [card.getByTestId('game-badges'), card.locator('[data-testid^="fav-"]')]) {
        const b = await box(part);
        expect(b.y, `${viewport.width} px: ${part.toString()} starts below the picture`).toBeGreaterThanOrEqual(
          art.y + art.height,
        );
      }
    }
  }
});

test('at 390 px the deposit panel fits the screen: no sideways scroll, the submit button whole', async ({
  page,
  request,
}) => {
  await skipPopups(page, request);
  // Signed up through the API: the sign-up popup is covered by auth.spec.ts, and its in-browser
  // proof of work is slow on a busy machine.
  const token = await registerByApi(request, uniqueUsername());
  await page.addInitScript((value) => window.sessionStorage.setItem('token', value), token);
  await page.setViewportSize(PHONE);
  await page.goto('/?mc=depositv2');
  const depositPage = page.getByTestId('dp-page');
  await expect(depositPage).toBeVisible();
  for (const channel of ['dp-channel-BANK_TRANSFER', 'dp-channel-SANDBOX_ONLINE']) {
    await page.getByTestId(channel).click();
    const width = await page.evaluate(() => ({
      scroll: document.scrollingElement?.scrollWidth ?? 0,
      inner: window.innerWidth,
    }));
    expect(width.scroll, 'the document does not scroll sideways').toBeLessThanOrEqual(width.inner);
    const pageBox = await box(depositPage);
    expect(pageBox.x + pageBox.width).toBeLessThanOrEqual(PHONE.width);
    // The form card and the submit button stay inside the page's column (not cut by the panel).
    for (const part of [page.getByTestId('dp-form'), page.getByTestId('dp-submit')]) {
      const b = await box(part);
      expect(b.x).toBeGreaterThanOrEqual(pageBox.x);
      expect(b.x + b.width, `${channel}: ${part.toString()} ends inside the page`).toBeLessThanOrEqual(
        pageBox.x + pageBox.width + 0.5,
      );
    }
  }
});

test('the account record never scrolls sideways in the member centre: a table where it fits, cards elsewhere', async ({
  page,
  request,
}) => {
  await skipPopups(page, request);
  const token = await registerByApi(request, uniqueUsername());
  await page.addInitScript((value) => window.sessionStorage.setItem('token', value), token);
  await page.goto('/');
  await fundByDeposit(page, request, '1234567');
  // Between about 800 and 1250 px the member centre's column (beside its menu) is narrower than the
  // table although the window is wide: the switch follows the column, not the window.
  for (const [width, cards] of [
    [390, true],
    [800, true],
    [1024, true],
    [1100, true],
    [1440, false],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/?mc=transactionHistory');
    const table = page.getByTestId('rc-table');
    await expect(table.locator('tbody tr').first()).toBeVisible();
    expect(await recordTableLayout(table), `${width} px`).toMatchObject({ overflow: 0, cards });
  }
});
