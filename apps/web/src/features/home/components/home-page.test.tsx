import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../lib/session-store.ts';
import { balanceSockets } from '../../../lib/wallet-balance.ts';
import { fakeApi, ok } from '../../../test/fake-api.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { menu, vendor } from '../../../test/vendors.ts';
import { game, signInMember } from '../../../test/game-fixtures.ts';
import { applyWinnersMessage, WINNERS_SHOWN } from '../api/use-winners.ts';
import HomePage from './home-page.tsx';

/** An EventSource the test drives: `emit()` delivers a server-sent message. */
class FakeEventSource {
  static last: FakeEventSource | null = null;
  listeners = new Map<string, ((e: MessageEvent) => void)[]>();
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.last = this;
  }
  addEventListener(type: string, listener: (e: MessageEvent) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  emit(data: unknown, type = 'message') {
    for (const listener of this.listeners.get(type) ?? [])
      listener(new MessageEvent(type, { data: JSON.stringify(data) }));
  }
}

const winner = (id: string, account = `ab***${id}`) => ({
  id,
  account,
  vassalage: 'NSL',
  gameName: 'Lucky Seven',
  nodeId: '5',
  payout: '125000',
  multiplier: 12.5,
  time: '2026-03-01T10:00:00.000Z',
});

const menus = [
  // Raw server data: esports and cockfight under SPORTS, bingo under RNG (SPEC §4 reshapes them).
  menu('SPORTS', [vendor('NSP', 'SPORTS'), vendor('AV', 'ESPORTS')]),
  menu('RNG', [vendor('YB', 'BINGO')]),
  menu('LIVE', []),
];

beforeEach(() => {
  FakeEventSource.last = null;
  vi.stubGlobal('EventSource', FakeEventSource);
  vi.stubGlobal(
    'WebSocket',
    class {
      send() {}
      close() {}
    },
  );
  useSessionStore.getState().clear();
});
afterEach(() => {
  balanceSockets.reset();
  vi.unstubAllGlobals();
});

describe('home', () => {
  it('home shows a lane for each category with vendors and none for an empty one', async () => {
    fakeApi({
      'GET /lgw/games/game_menus': () => ok(menus),
      'GET /wps/relay/GCSGAME_hotGames': () => ok({ list: [] }),
      'GET /lgw/games/winners': () => ok({ list: [], currency: 'USD' }),
    });
    renderWithApp(<HomePage />);
    expect(await screen.findByTestId('lane-SPORTS')).toBeInTheDocument();
    expect(screen.getByTestId('lane-ESPORTS')).toBeInTheDocument();
    expect(screen.getByTestId('lane-BINGO')).toBeInTheDocument();
    // RNG's only vendor moved to BINGO, cockfight has none: both stay hidden.
    expect(screen.queryByTestId('lane-RNG')).not.toBeInTheDocument();
    expect(screen.queryByTestId('lane-COCKFIGHT')).not.toBeInTheDocument();
    expect(screen.queryByTestId('lane-LIVE')).not.toBeInTheDocument();
  });

  it('shows popular games to everyone and recent and favourite games to a signed-in player', async () => {
    signInMember();
    fakeApi({
      'GET /lgw/games/game_menus': () => ok(menus),
      'GET /wps/relay/GCSGAME_hotGames': () => ok({ list: [game('1', { name: 'Hot One' })] }),
      'GET /wps/game/recent': () => ok({ list: [game('2', { name: 'Played Before' })] }),
      'GET /wps/game/favourites': () => ok({ list: [game('3', { name: 'Loved' })] }),
      'GET /wps/game/favourite/ids': () => ok({ ids: ['3'] }),
      'GET /lgw/games/winners': () => ok({ list: [], currency: 'USD' }),
    });
    renderWithApp(<HomePage />);
    expect(await within(await screen.findByTestId('row-popular')).findByText('Hot One')).toBeInTheDocument();
    expect(await within(await screen.findByTestId('row-recent')).findByText('Played Before')).toBeInTheDocument();
    expect(await within(await screen.findByTestId('row-favourites')).findByText('Loved')).toBeInTheDocument();
  });

  it('hides the personal rows from a guest', async () => {
    const api = fakeApi({
      'GET /lgw/games/game_menus': () => ok(menus),
      'GET /wps/relay/GCSGAME_hotGames': () => ok({ list: [game('1')] }),
      'GET /lgw/games/winners': () => ok({ list: [], currency: 'USD' }),
    });
    renderWithApp(<HomePage />);
    expect(await screen.findByTestId('row-popular')).toBeInTheDocument();
    expect(screen.queryByTestId('row-recent')).not.toBeInTheDocument();
    expect(api.calls('GET', '/wps/game/recent')).toHaveLength(0);
  });

  it('keeps the winners list live from the event stream, newest first, at most 20', async () => {
    fakeApi({
      'GET /lgw/games/game_menus': () => ok(menus),
      'GET /wps/relay/GCSGAME_hotGames': () => ok({ list: [] }),
      'GET /lgw/games/winners': () => ok({ list: [winner('1'), winner('2')], currency: 'USD' }),
    });
    renderWithApp(<HomePage />);
    await waitFor(() => expect(screen.getAllByTestId('winner-row')).toHaveLength(2));
    expect(FakeEventSource.last?.url).toBe('/api/lgw/games/winners/stream');
    act(() => FakeEventSource.last?.emit(winner('9', 'zz***9')));
    await waitFor(() => expect(screen.getAllByTestId('winner-row')).toHaveLength(3));
    expect(screen.getAllByTestId('winner-row')[0]).toHaveTextContent('zz***9');
  });
});

describe('winners stream messages', () => {
  it('puts a new win on top without duplicates and keeps the newest 20', () => {
    const full = { list: Array.from({ length: WINNERS_SHOWN }, (_, i) => winner(String(i))), currency: 'USD' };
    const next = applyWinnersMessage(full, winner('new'));
    expect(next?.list).toHaveLength(WINNERS_SHOWN);
    expect(next?.list[0]?.id).toBe('new');
    expect(next?.list.at(-1)?.id).toBe('18');
    expect(applyWinnersMessage(next, winner('new'))?.list.filter((w) => w.id === 'new')).toHaveLength(1);
  });

  it('replaces the list with a whole list and ignores anything else', () => {
    const current = { list: [winner('1')], currency: 'USD' };
    expect(applyWinnersMessage(current, { list: [winner('2')], currency: 'USD' })?.list.map((w) => w.id)).toEqual([
      '2',
    ]);
    expect(applyWinnersMessage(current, { hello: 1 })).toBe(current);
  });
});
