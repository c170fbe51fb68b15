import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ModalHost } from '../../app/modal-host.tsx';
import { useModalStore } from '../../lib/modal-store.ts';
import { useSessionStore } from '../../lib/session-store.ts';
import { balanceSockets } from '../../lib/wallet-balance.ts';
import { fakeApi, loginValue, ok, type FakeRequest } from '../../test/fake-api.ts';
import { game, settings, signInMember } from '../../test/game-fixtures.ts';
import { menu, vendor } from '../../test/vendors.ts';
import { useStartGame, type StartTarget } from './hooks/use-start-game.ts';
import { useLaunchStore } from './launch-store.ts';
import { readChoice, useTransferChoiceStore } from './transfer-choice.ts';

function Probe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

function Starter({ target }: { target: StartTarget }) {
  const { start } = useStartGame();
  return (
    <button type="button" onClick={() => void start(target)}>
      start
    </button>
  );
}

const royal = game('7', { vassalage: 'RYL', name: 'Royal Baccarat' });
const slot = game('5', { vassalage: 'NSL', name: 'Lucky Seven' });

function renderStart(target: StartTarget) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/live']}>
        <Starter target={target} />
        <Probe />
        <ModalHost deepLinked={false} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The portal as the test sees it: RYL keeps its own wallet (5.00), the main wallet holds 1,234.50. */
function api() {
  return fakeApi({
    'GET /wps/system/settings': () => ok(settings([], [])),
    'GET /lgw/games/game_menus': () =>
      ok([
        menu('LIVE', [vendor('RYL', 'LIVE', { walletMode: 'transfer', displayName: 'Royal' })]),
        menu('RNG', [vendor('NSL', 'RNG')]),
      ]),
    'GET /wps/v2/wallets/balance': () =>
      ok({
        currency: 'USD',
        currencySymbol: '$',
        currencyExponent: 2,
        sumBalance: '123950',
        demo: false,
        wallets: [
          { code: 'MAIN', name: 'Main wallet', balance: '123450' },
          { code: 'RYL', name: 'Royal', balance: '500' },
        ],
      }),
    'POST /wps/game/launchGame': (r: FakeRequest) => {
      const body = r.body as { vassalage: string; nodeId: string; transferAmount?: string };
      const g = body.vassalage === 'RYL' ? royal : slot;
      return ok({
        game_url: `https://vendor.example/${g.nodeId}`,
        nodeId: g.nodeId,
        gameName: g.name,
        vassalage: g.vassalage,
        walletMode: body.vassalage === 'RYL' ? 'transfer' : 'seamless',
        demo: false,
        transferred: body.vassalage !== 'RYL' ? '0' : (body.transferAmount ?? '123450'),
      });
    },
  });
}

const memberId = () => useSessionStore.getState().memberInfo?.id ?? '';
const location = () => screen.getByTestId('location').textContent;

beforeEach(() => {
  vi.stubGlobal(
    'WebSocket',
    class {
      send() {}
      close() {}
    },
  );
  window.localStorage.clear();
  useSessionStore.getState().clear();
  useModalStore.getState().close();
  useLaunchStore.setState({ session: null, pending: null });
  useTransferChoiceStore.setState({ request: null, notice: null });
  signInMember();
});
afterEach(() => {
  balanceSockets.reset();
  vi.unstubAllGlobals();
});

describe('the transfer-wallet question before a game opens', () => {
  it('shows both balances and moves the amount typed, refusing more than the main balance', async () => {
    const calls = api();
    const user = userEvent.setup();
    renderStart({ game: royal });
    await user.click(screen.getByRole('button', { name: 'start' }));
    const dialog = await screen.findByTestId('transfer-choice');
    await waitFor(() => expect(within(dialog).getByTestId('transfer-main')).toHaveTextContent('$1,234.50'));
    expect(within(dialog).getByTestId('transfer-game')).toHaveTextContent('$5.00');
    expect(within(dialog).getByText('Royal wallet')).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: 'Move all of my main balance' })).toBeChecked();
    expect(calls.calls('POST', '/wps/game/launchGame')).toHaveLength(0);

    await user.click(within(dialog).getByRole('radio', { name: 'Move an amount' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Amount to move' }), '1234.51');
    await user.click(within(dialog).getByRole('button', { name: 'Play' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Enter an amount above zero and up to $1,234.50.');
    expect(calls.calls('POST', '/wps/game/launchGame')).toHaveLength(0);

    const amount = within(dialog).getByRole('textbox', { name: 'Amount to move' });
    await user.clear(amount);
    await user.type(amount, '100.25');
    await user.click(within(dialog).getByRole('button', { name: 'Play' }));
    await waitFor(() => expect(location()).toBe('/game?vendor=RYL&game=7'));
    expect(calls.calls('POST', '/wps/game/launchGame')[0]?.body).toMatchObject({
      vassalage: 'RYL',
      transferAmount: '10025',
    });
    expect(screen.queryByTestId('transfer-choice')).not.toBeInTheDocument();
    expect(screen.queryByTestId('transfer-notice')).not.toBeInTheDocument();
    expect(readChoice(memberId())).toEqual({ choice: { kind: 'fixed', amount: '10025' }, remember: false });
  });

  it('moves everything by default and launches nothing when the player closes the question', async () => {
    const calls = api();
    const user = userEvent.setup();
    renderStart({ game: royal });
    await user.click(screen.getByRole('button', { name: 'start' }));
    let dialog = await screen.findByTestId('transfer-choice');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByTestId('transfer-choice')).not.toBeInTheDocument();
    expect(calls.calls('POST', '/wps/game/launchGame')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'start' }));
    dialog = await screen.findByTestId('transfer-choice');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Play' })).toBeEnabled());
    await user.click(within(dialog).getByRole('button', { name: 'Play' }));
    await waitFor(() => expect(calls.calls('POST', '/wps/game/launchGame')).toHaveLength(1));
    // No amount: the server moves the main balance as it stands when the game opens.
    expect(calls.calls('POST', '/wps/game/launchGame')[0]?.body).not.toHaveProperty('transferAmount');
  });

  it('remembers "don\'t move money": the next launch goes straight in with a toast, until "ask me next time"', async () => {
    const calls = api();
    const user = userEvent.setup();
    renderStart({ game: royal });
    await user.click(screen.getByRole('button', { name: 'start' }));
    let dialog = await screen.findByTestId('transfer-choice');
    await user.click(within(dialog).getByRole('radio', { name: /Don't move money/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Remember my choice' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Play' })).toBeEnabled());
    await user.click(within(dialog).getByRole('button', { name: 'Play' }));
    await waitFor(() => expect(calls.calls('POST', '/wps/game/launchGame')).toHaveLength(1));
    expect(calls.calls('POST', '/wps/game/launchGame')[0]?.body).toMatchObject({ transferAmount: '0' });

    await user.click(screen.getByRole('button', { name: 'start' }));
    await waitFor(() => expect(calls.calls('POST', '/wps/game/launchGame')).toHaveLength(2));
    expect(screen.queryByTestId('transfer-choice')).not.toBeInTheDocument();
    expect(calls.calls('POST', '/wps/game/launchGame')[1]?.body).toMatchObject({ transferAmount: '0' });
    const notice = await screen.findByTestId('transfer-notice');
    expect(notice).toHaveTextContent("No money moved: you play with the game wallet's balance.");

    await user.click(within(notice).getByRole('button', { name: 'Ask me next time' }));
    expect(readChoice(memberId())).toEqual({ choice: { kind: 'none' }, remember: false });
    await user.click(screen.getByRole('button', { name: 'start' }));
    dialog = await screen.findByTestId('transfer-choice');
    expect(within(dialog).getByRole('radio', { name: /Don't move money/ })).toBeChecked();
  });

  it('remembers a fixed amount and caps it at what the main wallet holds', async () => {
    window.localStorage.setItem(
      `transferChoice:${memberId()}`,
      JSON.stringify({ choice: { kind: 'fixed', amount: '500000' }, remember: true }),
    );
    const calls = api();
    const user = userEvent.setup();
    renderStart({ game: royal });
    await user.click(screen.getByRole('button', { name: 'start' }));
    await waitFor(() => expect(calls.calls('POST', '/wps/game/launchGame')).toHaveLength(1));
    expect(calls.calls('POST', '/wps/game/launchGame')[0]?.body).toMatchObject({ transferAmount: '123450' });
    expect(await screen.findByTestId('transfer-notice')).toHaveTextContent('$1,234.50 moved to the game wallet.');
  });

  it("keeps each member's choice: another member on the same device is asked, not handed it", async () => {
    const calls = api();
    const user = userEvent.setup();
    renderStart({ game: royal });
    await user.click(screen.getByRole('button', { name: 'start' }));
    const dialog = await screen.findByTestId('transfer-choice');
    await user.click(within(dialog).getByRole('radio', { name: /Don't move money/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Remember my choice' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Play' })).toBeEnabled());
    await user.click(within(dialog).getByRole('button', { name: 'Play' }));
    await waitFor(() => expect(calls.calls('POST', '/wps/game/launchGame')).toHaveLength(1));

    // Someone else signs in on this browser: the first member's "remember" does not launch for them.
    useSessionStore.getState().clear();
    useSessionStore.getState().signIn(loginValue({ token: 'token-other' }, { id: 'm-2', account: 'player02' }), {
      site: 'member',
      merchant: 'Nova',
      merchantCode: 'NOVA',
    });
    await user.click(screen.getByRole('button', { name: 'start' }));
    const asked = await screen.findByTestId('transfer-choice');
    expect(within(asked).getByRole('radio', { name: /Don't move money/ })).not.toBeChecked();
    expect(calls.calls('POST', '/wps/game/launchGame')).toHaveLength(1);
    expect(readChoice('m-2')).toBeNull();
    expect(readChoice('m-1')).toEqual({ choice: { kind: 'none' }, remember: true });
  });

  it('asks nothing before a seamless game', async () => {
    const calls = api();
    const user = userEvent.setup();
    renderStart({ game: slot });
    await user.click(screen.getByRole('button', { name: 'start' }));
    await waitFor(() => expect(calls.calls('POST', '/wps/game/launchGame')).toHaveLength(1));
    expect(screen.queryByTestId('transfer-choice')).not.toBeInTheDocument();
    expect(calls.calls('POST', '/wps/game/launchGame')[0]?.body).not.toHaveProperty('transferAmount');
  });
});
