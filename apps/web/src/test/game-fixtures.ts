import type { GameItem, GameListValue, SettingsValue } from '@portal/contract';
import { useSessionStore } from '../lib/session-store.ts';
import { loginValue } from './fake-api.ts';

/** A game in the server's list shape, for tests. */
export function game(nodeId: string, extra: Partial<GameItem> = {}): GameItem {
  return {
    nodeId,
    gameId: `g-${nodeId}`,
    vassalage: 'NSL',
    vendorName: 'Nova Slots',
    gameType: 'RNG',
    name: `Game ${nodeId}`,
    picture: `/vendor-art/NSL/${nodeId}.svg`,
    groupCode: 'slots',
    tags: [],
    rtp: null,
    maintenance: false,
    ...extra,
  };
}

export const gamePage = (list: GameItem[], total = list.length, page = 1, pageSize = 30): GameListValue => ({
  list,
  total,
  page,
  pageSize,
});

/** System settings with the given image and launch CDNs. */
export function settings(imageCdns: string[], launchCdns: string[]): SettingsValue {
  return {
    brand: {
      brandName: 'Nova',
      logoUrl: '/assets/brand/logo.svg',
      merchantCode: 'NOVA',
      prizeMode: 'Lott',
      currency: 'USD',
      currencySymbol: '$',
      currencyExponent: 2,
      defaultLanguage: 'en',
      loginedToHomePage: false,
      supportEmail: 'help@example.com',
      licenceText: '',
      licenceTexts: {},
      timeZone: 'Asia/Ho_Chi_Minh',
    },
    imageCdns,
    launchCdns,
    location: { ip: '127.0.0.1', countryCode: null },
  };
}

/** Signs a member in (token in session storage, member info in the store). */
export function signInMember(): void {
  useSessionStore.getState().signIn(loginValue(), { site: 'member', merchant: 'Nova', merchantCode: 'NOVA' });
}
