import type { GameItem } from '@portal/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ModalHost } from '../../app/modal-host.tsx';
import { useModalStore } from '../../lib/modal-store.ts';
import { useSessionStore } from '../../lib/session-store.ts';
import { balanceSockets } from '../../lib/wallet-balance.ts';
import { fail, fakeApi, ok, type FakeRequest } from '../../test/fake-api.ts';
import { menu, vendor } from '../../test/vendors.ts';
import { game, gamePage, settings, signInMember } from '../../test/game-fixtures.ts';
import { GameView } from './components/game-view.tsx';
import { useStartGame, type StartTarget } from './hooks/use-start-game.ts';
import { useLaunchStore } from './launch-store.ts';

function Probe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

function Starter({ targets }: { targets: Record<string, StartTarget> }) {
  const { start } = useStartGame();
  return (
    <>
      {Object.entries(targets).map(([label, target]) => (
        <button key={label} type="button" onClick={() => void start(target)}>
          {label}
        </button>
      ))}
    </>
  );
}

function renderStart(targets: Record<string, StartTarget>, path = '/fish') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/game" element={<GameView />} />
          <Route path="*" element={<Starter targets={targets} />} />
        </Routes>
        <ModalHost deepLinked={false} />
        <Probe />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const location = () => screen.getByTestId('location').textContent;
const launchAnswer = (g: GameItem, url: string) =>
  ok({
    game_url: url,
    nodeId: g.nodeId,
    gameName: g.name,
    vassalage: g.vassalage,
    walletMode: 'transfer',
    demo: false,
  });

function api(extra: Record<string, (r: FakeRequest) => ReturnType<typeof ok>> = {}) {
  return fakeApi({
    'GET /wps/system/settings': () => ok(settings([], ['https://play.example/'])),
    'GET /lgw/games/game_menus': () => ok([menu('FISH', [vendor('OCK', 'FISH', { isGame: 'VASSALAGE' })])]),
    'GET /wps/v2/wallets/balance': () =>
      ok({ currency: 'USD', currencySymbol: '$', currencyExponent: 2, sumBalance: '123450', demo: false, wallets: [] }),
    'POST /wps/game/close': () => ok({ returned: '0', status: 'done' }),
    ...extra,
  });
}

interface HappyWindow {
  happyDOM?: { settings: { fetch: { interceptor: unknown } } };
  Response: typeof Response;
}

beforeEach(() => {
  // The vendor pages in the iframes are answered locally instead of over the network.
  const happy = (window as unknown as HappyWindow).happyDOM;
  if (happy) {
    happy.settings.fetch.interceptor = {
      beforeAsyncRequest: async ({ window: frame }: { window: HappyWindow }) =>
        new frame.Response('<!doctype html><title>vendor</title>', { headers: { 'content-type': 'text/html' } }),
    };
  }
  vi.stubGlobal(
    'WebSocket',
    class {
      send() {}
      close() {}
    },
  );
  useSessionStore.getState().clear();
  useModalStore.getState().close();
  useLaunchStore.setState({ session: null, pending: null });
});
afterEach(() => {
  const happy = (window as unknown as HappyWindow).happyDOM;
  if (happy) happy.settings.fetch.interceptor = null;
  balanceSockets.reset();
  vi.unstubAllGlobals();
});

const slot = game('5', { vassalage: 'NSL', name: 'Lucky Seven' });

describe('starting a game (SPEC §2)', () => {
  it('opens the login popup for a guest and launches nothing', async () => {
    const calls = api();
    const user = userEvent.setup();
    renderStart({ slot: { game: slot } });
    await user.click(screen.getByRole('button', { name: 'slot' }));
    expect(useModalStore.getState().modal).toBe('login');
    expect(calls.calls('POST', '/wps/game/launchGame')).toHaveLength(0);
    expect(location()).toBe('/fish');
  });

  it('opens the game popup of a VASSALAGE vendor; a game chosen there launches into /game', async () => {
    signInMember();
    const fishGame = game('31', { vassalage: 'OCK', vendorName: 'Ocean King', gameType: 'FISH', name: 'Deep Sea' });
    const calls = api({
      'GET /wps/relay/GCSGAME_gameGroups': () =>
        ok({ vendor: vendor('OCK', 'FISH', { isGame: 'VASSALAGE', displayName: 'Ocean King' }), groups: [] }),
      'GET /wps/relay/GCSGAME_gameList': () => ok(gamePage([fishGame])),
      'POST /wps/game/launchGame': () => launchAnswer(fishGame, '/ock/play?t=1'),
    });
    const user = userEvent.setup();
    renderStart({ ocean: { vendor: vendor('OCK', 'FISH', { isGame: 'VASSALAGE' }) } });
    await user.click(screen.getByRole('button', { name: 'ocean' }));
    const popup = await screen.findByTestId('game-popup');
    expect(await within(popup).findByRole('heading', { name: 'Ocean King games' })).toBeInTheDocument();
    expect(calls.calls('GET', '/wps/relay/GCSGAME_gameList')[0]?.query.get('vassalage')).toBe('OCK');
    expect(calls.calls('POST', '/wps/game/launchGame')).toHaveLength(0);

    await user.click(await within(popup).findByRole('button', { name: 'Play Deep Sea' }));
    await waitFor(() => expect(location()).toBe('/game?vendor=OCK&game=31'));
    expect(screen.queryByTestId('game-popup')).not.toBeInTheDocument();
    expect(screen.getByTestId('game-iframe')).toHaveAttribute('src', 'https://play.example/ock/play?t=1');
  });

  it('sends RNG and bingo vendors to their game hall', async () => {
    signInMember();
    const calls = api();
    const user = userEvent.setup();
    renderStart({
      jade: { vendor: vendor('JDR', 'RNG', { isGame: 'GAME' }) },
      bingo: { vendor: vendor('YB', 'BINGO') },
    });
    await user.click(screen.getByRole('button', { name: 'jade' }));
    expect(location()).toBe('/rngGames?page=JDR');
    await user.click(screen.getByRole('button', { name: 'bingo' }));
    expect(location()).toBe('/rngGames?page=YB');
    expect(calls.calls('POST', '/wps/game/launchGame')).toHaveLength(0);
  });

  it('routes the lottery vendors: VNLOTT to /vnlottery, the others to /lottery', async () => {
    signInMember();
    const calls = api();
    const user = userEvent.setup();
    renderStart({ vn: { vendor: vendor('VNLOTT', 'LOTT') }, elotto: { vendor: vendor('ELT', 'ELOTT') } });
    await user.click(screen.getByRole('button', { name: 'vn' }));
    expect(location()).toBe('/vnlottery');
    await user.click(screen.getByRole('button', { name: 'elotto' }));
    expect(location()).toBe('/lottery');
    expect(calls.calls('POST', '/wps/game/launchGame')).toHaveLength(0);
  });

  it('launches a game into the /game iframe; closing sweeps the wallet and returns to the page it came from', async () => {
    signInMember();
    const calls = api({ 'POST /wps/game/launchGame': () => launchAnswer(slot, 'launch/abc') });
    const user = userEvent.setup();
    renderStart({ slot: { game: slot } });
    await user.click(screen.getByRole('button', { name: 'slot' }));
    await waitFor(() => expect(location()).toBe('/game?vendor=NSL&game=5'));
    expect(calls.calls('POST', '/wps/game/launchGame')[0]?.body).toEqual({
      vassalage: 'NSL',
      gameId: 'g-5',
      nodeId: '5',
      language: 'en',
    });
    // A relative answer goes below the launch CDN.
    expect(screen.getByTestId('game-iframe')).toHaveAttribute('src', 'https://play.example/launch/abc');
    expect(screen.getByRole('heading', { name: 'Lucky Seven' })).toBeInTheDocument();
    // The balance is shown by the site header and the game, not a third time in the game bar.
    expect(screen.queryByTestId('game-balance')).not.toBeInTheDocument();

    await user.click(screen.getByTestId('game-close'));
    await waitFor(() => expect(location()).toBe('/fish'));
    await waitFor(() => expect(calls.calls('POST', '/wps/game/close')).toHaveLength(1));
    expect(calls.calls('POST', '/wps/game/close')[0]?.body).toEqual({ vassalage: 'NSL' });
  });

  it('closes when the vendor page posts vendor:exit (and ignores other windows)', async () => {
    signInMember();
    const calls = api({ 'POST /wps/game/launchGame': () => launchAnswer(slot, 'https://vendor.example/nsl/5') });
    const user = userEvent.setup();
    renderStart({ slot: { game: slot } }, '/rng');
    await user.click(screen.getByRole('button', { name: 'slot' }));
    const frame = (await screen.findByTestId('game-iframe')) as HTMLIFrameElement;
    // An absolute vendor address is kept as it is.
    expect(frame).toHaveAttribute('src', 'https://vendor.example/nsl/5');

    act(() => window.dispatchEvent(new MessageEvent('message', { data: { type: 'vendor:exit' }, source: window })));
    expect(location()).toBe('/game?vendor=NSL&game=5');

    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', { data: { type: 'vendor:exit' }, source: frame.contentWindow as Window }),
      );
    });
    await waitFor(() => expect(location()).toBe('/rng'));
    await waitFor(() => expect(calls.calls('POST', '/wps/game/close')).toHaveLength(1));
  });

  it('launches a lobby vendor with its lobby game', async () => {
    signInMember();
    const lobby = game('77', { vassalage: 'LVC', gameType: 'LIVE', name: 'Lotus lobby', gameId: 'lobby' });
    const calls = api({
      'GET /wps/relay/GCSGAME_gameList': () => ok(gamePage([lobby])),
      'POST /wps/game/launchGame': () => launchAnswer(lobby, '/lvc/lobby'),
    });
    const user = userEvent.setup();
    renderStart({ live: { vendor: vendor('LVC', 'LIVE', { isGame: 'LOBBY' }) } });
    await user.click(screen.getByRole('button', { name: 'live' }));
    await waitFor(() => expect(location()).toBe('/game?vendor=LVC&game=77'));
    expect(calls.calls('GET', '/wps/relay/GCSGAME_gameList')[0]?.query.get('vassalage')).toBe('LVC');
    expect(calls.calls('POST', '/wps/game/launchGame')[0]?.body).toMatchObject({ vassalage: 'LVC', gameId: 'lobby' });
  });

  it('shows the translated launch error and stays on the page', async () => {
    signInMember();
    api({ 'POST /wps/game/launchGame': () => fail('vendor_maintenance', 409) });
    const user = userEvent.setup();
    renderStart({ slot: { game: slot } });
    await user.click(screen.getByRole('button', { name: 'slot' }));
    const dialog = await screen.findByTestId('launch-error');
    expect(dialog).toHaveTextContent('This game is under maintenance. Please try again later.');
    expect(location()).toBe('/fish');
  });
});
