import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { gamePopupIn, withGamePopup } from '../game-popup-link.ts';
import { useModalStore } from '../../../lib/modal-store.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { GamePopupLinkHost } from './game-popup-link-host.tsx';

beforeEach(() => useSessionStore.setState({ status: 'signedIn' }));
afterEach(() => {
  useModalStore.getState().close();
  useSessionStore.setState({ status: 'guest' });
});

const location = () => screen.getByTestId('location').textContent;

describe('the game popup link (?gp=)', () => {
  it('reads and writes the parameter, keeping the others', () => {
    expect(gamePopupIn('?gp=ock&mc=withdraw')).toBe('OCK');
    expect(gamePopupIn('?gp=../x')).toBeNull();
    expect(gamePopupIn('')).toBeNull();
    expect(withGamePopup('?lang=vi', 'KPV')).toBe('?lang=vi&gp=KPV');
    expect(withGamePopup('?lang=vi&gp=KPV', null)).toBe('?lang=vi');
  });

  it('opens the popup a link asks for, and drops the parameter when it closes', () => {
    renderWithApp(<GamePopupLinkHost />, '/fishGames?gp=OCK');
    expect(useModalStore.getState()).toMatchObject({ modal: 'gamePopup', payload: 'OCK' });
    expect(location()).toBe('/fishGames?gp=OCK');
    act(() => useModalStore.getState().close());
    expect(location()).toBe('/fishGames');
    expect(useModalStore.getState().modal).toBeNull();
  });

  it('writes the URL when a card opens the popup, so it can be shared and reloaded', () => {
    renderWithApp(<GamePopupLinkHost />, '/pvpGames');
    expect(useModalStore.getState().modal).toBeNull();
    act(() => useModalStore.getState().open('gamePopup', 'KPV'));
    expect(location()).toBe('/pvpGames?gp=KPV');
    act(() => useModalStore.getState().open('login'));
    expect(location()).toBe('/pvpGames');
  });

  it('gives a guest the login popup instead, as starting a game does', () => {
    useSessionStore.setState({ status: 'guest' });
    renderWithApp(<GamePopupLinkHost />, '/fish?gp=OCK');
    expect(useModalStore.getState().modal).toBe('login');
    expect(location()).toBe('/fish');
  });
});
