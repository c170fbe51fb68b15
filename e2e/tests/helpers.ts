import type { APIRequestContext, Page } from '@playwright/test';

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
