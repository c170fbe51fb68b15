import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SocialReturnHost } from '../../../app/social-return-host.tsx';
import { useModalStore } from '../../../lib/modal-store.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { fail, fakeApi, loginValue, memberInfo, ok } from '../../../test/fake-api.ts';
import { renderWithApp } from '../../../test/render.tsx';
import AuthModals from './auth-modals.tsx';

describe('social sign-in buttons', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('are absent when the brand offers no provider', async () => {
    const api = fakeApi({ 'GET /wps/session/social/providers': () => ok([]) });
    renderWithApp(<AuthModals modal="login" onClose={() => {}} />);
    await waitFor(() => expect(api.calls('GET', '/wps/session/social/providers')).toHaveLength(1));
    expect(screen.queryByTestId('social-sign-in')).not.toBeInTheDocument();
  });

  it('link each enabled provider to its start URL, returning to the current page', async () => {
    fakeApi({
      'GET /wps/session/social/providers': () =>
        ok([
          { key: 'google', displayName: 'Google' },
          { key: 'line', displayName: 'LINE' },
        ]),
    });
    renderWithApp(<AuthModals modal="login" onClose={() => {}} />, '/promotions?tab=all');
    const line = await screen.findByRole('link', { name: 'Continue with LINE' });
    expect(line).toHaveAttribute('href', '/api/wps/session/social/line/start?returnTo=%2Fpromotions%3Ftab%3Dall');
    expect(screen.getByRole('link', { name: 'Continue with Google' })).toBeInTheDocument();
  });

  it('send a sign-in from the /register deep link back to home (not into the popup again)', async () => {
    fakeApi({
      'GET /wps/system/whitelabel': () => ok([{ moduleId: 'USERNAMEREG3', enabled: '1' }]),
      'GET /wps/system/setting/register': () => ok([]),
      'GET /wps/session/social/providers': () => ok([{ key: 'line', displayName: 'LINE' }]),
    });
    renderWithApp(<AuthModals modal="register" onClose={() => {}} />, '/register');
    const link = await screen.findByRole('link', { name: 'Continue with LINE' });
    expect(link).toHaveAttribute('href', '/api/wps/session/social/line/start?returnTo=%2F');
  });
});

describe('coming back from a provider', () => {
  beforeEach(() => {
    useSessionStore.getState().clear();
    useModalStore.getState().close();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('trades socialCode for a session, drops it from the address and opens the after-login popup', async () => {
    const api = fakeApi({
      'POST /wps/session/social/exchange': () => ok(loginValue({ token: 'social-token' })),
      'GET /wps/member/info': () => ok(memberInfo()),
    });
    renderWithApp(<SocialReturnHost />, '/vip?tab=1&socialCode=one-time-code');
    await waitFor(() => expect(useSessionStore.getState().isLogin).toBe(true));
    expect(api.calls('POST', '/wps/session/social/exchange')[0]?.body).toEqual({ code: 'one-time-code' });
    expect(screen.getByTestId('location')).toHaveTextContent('/vip?tab=1');
    expect(useModalStore.getState().modal).toBe('afterLogin');
  });

  it('explains a used or expired code', async () => {
    fakeApi({ 'POST /wps/session/social/exchange': () => fail('social_code_invalid') });
    renderWithApp(<SocialReturnHost />, '/?socialCode=used');
    expect(await screen.findByText(/This sign-in has expired or was already used/)).toBeInTheDocument();
    expect(useSessionStore.getState().isLogin).toBe(false);
  });

  it('translates socialError and removes it from the address', async () => {
    fakeApi({});
    renderWithApp(<SocialReturnHost />, '/?socialError=cancelled');
    expect(await screen.findByText('The sign-in was cancelled. You can try again at any time.')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });
});
