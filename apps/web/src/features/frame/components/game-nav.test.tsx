import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLaunchStore } from '../../game-launch/index.ts';
import { useModalStore } from '../../../lib/modal-store.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { fakeApi, ok, type FakeRequest } from '../../../test/fake-api.ts';
import { game, gamePage, settings, signInMember } from '../../../test/game-fixtures.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { menu, vendor } from '../../../test/vendors.ts';
import { GameNav } from './game-nav.tsx';

// Raw server menus: bingo (YB) under RNG, cockfight (DS88) under SPORTS (SPEC §4 reshapes them).
const menus = [
  menu('LOTT', [vendor('VNLOTT', 'LOTT', { displayName: 'VN Lottery' }), vendor('KLT', 'LOTT')]),
  menu('LIVE', [vendor('LVC', 'LIVE', { displayName: 'Lotus Live' })]),
  menu('RNG', [vendor('JDR', 'RNG', { displayName: 'Jade Reels' }), vendor('YB', 'RNG', { displayName: 'Bingo' })]),
  menu('FISH', [vendor('OCK', 'FISH', { isGame: 'VASSALAGE', displayName: 'Ocean King' })]),
  menu('SPORTS', [vendor('NSP', 'SPORTS'), vendor('DS88', 'SPORTS', { displayName: 'Cockfight' })]),
];

const lobby = game('77', { vassalage: 'LVC', gameType: 'LIVE', name: 'Lotus lobby', gameId: 'lobby' });

function api(extra: Record<string, (r: FakeRequest) => ReturnType<typeof ok>> = {}) {
  return fakeApi({
    'GET /wps/system/settings': () => ok(settings([], [])),
    'GET /lgw/games/game_menus': () => ok(menus),
    'GET /wps/relay/GCSGAME_gameList': () => ok(gamePage([lobby])),
    'POST /wps/game/launchGame': () =>
      ok({
        game_url: 'https://vendor.example/lvc/lobby',
        nodeId: lobby.nodeId,
        gameName: lobby.name,
        vassalage: 'LVC',
        walletMode: 'seamless',
        demo: false,
      }),
    ...extra,
  });
}

const location = () => screen.getByTestId('location').textContent;

/** Hovers a game type and chooses one of its vendors in the dropdown. */
async function choose(user: ReturnType<typeof userEvent.setup>, type: string, vendorCode: string) {
  await user.hover(await screen.findByTestId(`game-nav-${type}`));
  const dropdown = screen.getByTestId(`game-nav-dropdown-${type}`);
  await user.click(within(dropdown).getByTestId(`game-nav-vendor-${vendorCode}`));
}

beforeEach(() => {
  vi.stubGlobal('WebSocket', class {});
  useSessionStore.getState().clear();
  useModalStore.getState().close();
  useLaunchStore.setState({ session: null, pending: null });
});
afterEach(() => vi.unstubAllGlobals());

describe('bottom game navigation (SPEC §2)', () => {
  it('lists the game types with cockfight right after RNG, and a vendor dropdown on hover', async () => {
    api();
    const user = userEvent.setup();
    renderWithApp(<GameNav />, '/');
    await screen.findByTestId('game-nav-RNG');
    const types = screen
      .getAllByTestId(/^game-nav-[A-Z]+$/)
      .map((item) => item.getAttribute('data-testid')?.replace('game-nav-', ''));
    expect(types.indexOf('COCKFIGHT')).toBe(types.indexOf('RNG') + 1);

    await user.hover(screen.getByTestId('game-nav-LIVE'));
    const dropdown = screen.getByTestId('game-nav-dropdown-LIVE');
    expect(within(dropdown).getByText('Lotus Live')).toBeInTheDocument();
  });

  it('sends a guest choosing a vendor that starts a game to the login popup, launching nothing', async () => {
    const calls = api();
    const user = userEvent.setup();
    renderWithApp(<GameNav />, '/');
    await choose(user, 'LIVE', 'LVC');
    expect(useModalStore.getState().modal).toBe('login');
    expect(calls.calls('POST', '/wps/game/launchGame')).toHaveLength(0);
    expect(location()).toBe('/');
    await waitFor(() => expect(screen.queryByTestId('game-nav-dropdown-LIVE')).not.toBeInTheDocument());
  });

  it('opens the game hall of an RNG or bingo vendor (a link, also for a guest)', async () => {
    const calls = api();
    const user = userEvent.setup();
    renderWithApp(<GameNav />, '/');
    await choose(user, 'RNG', 'JDR');
    expect(location()).toBe('/rngGames?page=JDR');
    await choose(user, 'BINGO', 'YB');
    expect(location()).toBe('/rngGames?page=YB');
    expect(useModalStore.getState().modal).toBeNull();
    expect(calls.calls('POST', '/wps/game/launchGame')).toHaveLength(0);
  });

  it('starts a lottery vendor on its lottery page: VNLOTT on /vnlottery, the others on /lottery', async () => {
    signInMember();
    const calls = api();
    const user = userEvent.setup();
    renderWithApp(<GameNav />, '/');
    await choose(user, 'LOTT', 'VNLOTT');
    expect(location()).toBe('/vnlottery');
    await choose(user, 'LOTT', 'KLT');
    expect(location()).toBe('/lottery');
    expect(calls.calls('POST', '/wps/game/launchGame')).toHaveLength(0);
  });

  it('opens the game popup of a VASSALAGE vendor', async () => {
    signInMember();
    const calls = api();
    const user = userEvent.setup();
    renderWithApp(<GameNav />, '/live');
    await choose(user, 'FISH', 'OCK');
    expect(useModalStore.getState()).toMatchObject({ modal: 'gamePopup', payload: 'OCK' });
    expect(location()).toBe('/live');
    expect(calls.calls('POST', '/wps/game/launchGame')).toHaveLength(0);
  });

  it('launches any other vendor (its lobby game) into /game', async () => {
    signInMember();
    const calls = api();
    const user = userEvent.setup();
    renderWithApp(<GameNav />, '/fish');
    await choose(user, 'LIVE', 'LVC');
    await waitFor(() => expect(location()).toBe('/game?vendor=LVC&game=77'));
    expect(calls.calls('GET', '/wps/relay/GCSGAME_gameList')[0]?.query.get('vassalage')).toBe('LVC');
    expect(calls.calls('POST', '/wps/game/launchGame')[0]?.body).toMatchObject({ vassalage: 'LVC', gameId: 'lobby' });
    expect(useLaunchStore.getState().session).toMatchObject({
      url: 'https://vendor.example/lvc/lobby',
      vendor: 'LVC',
      returnTo: '/fish',
    });
    expect(useLaunchStore.getState().pending).toBeNull();
  });
});
