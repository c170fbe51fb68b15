import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../lib/session-store.ts';
import { fakeApi, loginValue, ok } from '../../../test/fake-api.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { AccountMenu } from './account-menu.tsx';

function signIn(type = 3) {
  useSessionStore
    .getState()
    .signIn(loginValue({ customerType: type }, { type }), { site: 'member', merchant: 'Nova', merchantCode: 'NOVA' });
}

describe('logged-in header menu', () => {
  beforeEach(() => useSessionStore.getState().clear());
  afterEach(() => vi.unstubAllGlobals());

  it('lists the member entries, and the agent centre only for agents', async () => {
    const api = fakeApi({ 'GET /wps/system/whitelabel': () => ok([{ moduleId: 'MEMBERCENTER3', enabled: '1' }]) });
    signIn(3);
    const user = userEvent.setup();
    renderWithApp(<AccountMenu />, '/live');
    await waitFor(() => expect(api.fetchMock).toHaveResolved());
    await user.click(screen.getByRole('button', { name: 'Account menu of player01' }));
    const menu = screen.getByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Member centre', 'Withdraw', 'Account record', 'Betting record', 'Sign out']);
    expect(screen.queryByText(/\d+\.\d{2}/)).not.toBeInTheDocument();
    await user.click(within(menu).getByRole('menuitem', { name: 'Withdraw' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/live?mc=withdraw'));
  });

  it('shows the chosen avatar picture instead of the initial, and follows a new choice', async () => {
    fakeApi({});
    signIn(3);
    renderWithApp(<AccountMenu />, '/live');
    const trigger = screen.getByRole('button', { name: 'Account menu of player01' });
    expect(trigger.querySelector('img')).toBeNull();
    expect(trigger).toHaveTextContent('P');
    const info = useSessionStore.getState().memberInfo!;
    act(() => useSessionStore.getState().setMemberInfo({ ...info, avatar: '/assets/avatars/fox.svg' }));
    await waitFor(() => expect(trigger.querySelector('img')?.getAttribute('src')).toBe('/assets/avatars/fox.svg'));
  });

  it('offers the agent centre to agent types', async () => {
    fakeApi({});
    signIn(42);
    const user = userEvent.setup();
    renderWithApp(<AccountMenu />);
    await user.click(screen.getByTestId('account-name'));
    await user.click(screen.getByRole('menuitem', { name: 'Agent centre' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/agentHome'));
  });

  it('signs out after confirmation: logout call, session cleared, merchant code kept, back home', async () => {
    const api = fakeApi({ 'POST /wps/session/logout': () => ok({ signedOut: true }) });
    signIn(3);
    const user = userEvent.setup();
    renderWithApp(<AccountMenu />, '/sports');
    await user.click(screen.getByTestId('account-name'));
    await user.click(screen.getByRole('menuitem', { name: 'Sign out' }));
    const dialog = screen.getByTestId('sign-out-dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.calls('POST', '/wps/session/logout')).toHaveLength(0);
    expect(window.sessionStorage.getItem('token')).toBe('token-abc');

    await user.click(screen.getByTestId('account-name'));
    await user.click(screen.getByRole('menuitem', { name: 'Sign out' }));
    await user.click(within(screen.getByTestId('sign-out-dialog')).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(api.calls('POST', '/wps/session/logout')).toHaveLength(1);
    expect(window.sessionStorage.getItem('token')).toBeNull();
    expect(window.sessionStorage.getItem('merchantCode')).toBe('NOVA');
    expect(useSessionStore.getState().isLogin).toBe(false);
  });
});
