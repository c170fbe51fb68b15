import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetPublicKey } from '../../../lib/encrypt-body.ts';
import { useModalStore } from '../../../lib/modal-store.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { fail, fakeApi, loginValue, memberInfo, ok } from '../../../test/fake-api.ts';
import { renderWithApp } from '../../../test/render.tsx';
import AuthModals from './auth-modals.tsx';

function renderLogin() {
  const onClose = vi.fn();
  renderWithApp(<AuthModals modal="login" onClose={onClose} />);
  return { onClose };
}

describe('login popup', () => {
  beforeEach(() => {
    resetPublicKey();
    useSessionStore.getState().clear();
    useModalStore.getState().close();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('welcomes a first-time visitor and invites them to sign up; greets a returning one back', async () => {
    fakeApi({});
    renderLogin();
    expect(screen.getByText('Welcome! Log in to start playing.')).toBeInTheDocument();
    expect(screen.getByText(/New here\?/)).toBeInTheDocument();
    cleanup();

    window.localStorage.setItem('signedInBefore', '1');
    renderLogin();
    expect(screen.getByText('Welcome back! Log in to continue playing.')).toBeInTheDocument();
    expect(screen.queryByText(/New here\?/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create an account' })).toBeInTheDocument();
  });

  it('remembers on this device that someone signed in', async () => {
    fakeApi({ 'POST /wps/session/login': () => ok(loginValue()), 'GET /wps/member/info': () => ok(memberInfo()) });
    renderLogin();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Username/), 'player01');
    await user.type(screen.getByLabelText(/^Password/), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(window.localStorage.getItem('signedInBefore')).toBe('1'));
  });

  it('shows the captcha only after captcha_required, then sends captcha and captchaId with trimmed values', async () => {
    let attempts = 0;
    let captchas = 0;
    const api = fakeApi({
      'POST /wps/session/login': () => {
        attempts += 1;
        return attempts === 1 ? fail('captcha_required') : ok(loginValue());
      },
      'GET /wps/captcha': () => {
        captchas += 1;
        return ok({ captchaId: `cap-${captchas}`, image: 'data:image/png;base64,AAAA' });
      },
      'GET /wps/member/info': () => ok(memberInfo()),
    });
    const { onClose } = renderLogin();
    const user = userEvent.setup();
    expect(screen.queryByTestId('captcha-box')).not.toBeInTheDocument();

    await user.type(screen.getByLabelText(/^Username/), '  player01  ');
    await user.type(screen.getByLabelText(/^Password/), ' secret1 ');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByTestId('captcha-box')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Captcha picture' })).toBeInTheDocument();
    expect(api.calls('POST', '/wps/session/login')[0]?.body).toEqual({
      type: 'username',
      username: 'player01',
      password: 'secret1',
      site: 'member',
    });

    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Please enter the captcha.', { selector: '.field__error' })).toBeInTheDocument();

    await user.type(screen.getByLabelText(/^Captcha/), ' ab12 ');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.calls('POST', '/wps/session/login')[1]?.body).toEqual({
      type: 'username',
      username: 'player01',
      password: 'secret1',
      captcha: 'ab12',
      captchaId: 'cap-1',
      site: 'member',
    });
    expect(window.sessionStorage.getItem('token')).toBe('token-abc');
    expect(useSessionStore.getState().isLogin).toBe(true);
    expect(api.calls('GET', '/wps/member/info')).toHaveLength(1);
    expect(useModalStore.getState().modal).toBe('afterLogin');
  });

  it('shows the error text of the code and refreshes the captcha after captcha_invalid', async () => {
    let attempts = 0;
    const api = fakeApi({
      'POST /wps/session/login': () => {
        attempts += 1;
        return attempts === 1 ? fail('captcha_required') : fail('captcha_invalid');
      },
      'GET /wps/captcha': () => ok({ captchaId: `cap-${attempts}`, image: 'data:image/png;base64,AAAA' }),
    });
    renderLogin();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Username/), 'player01');
    await user.type(screen.getByLabelText(/^Password/), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await user.type(await screen.findByLabelText(/^Captcha/), 'zzzz');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByTestId('login-error')).toHaveTextContent('The captcha is incorrect or has expired');
    await waitFor(() => expect(api.calls('GET', '/wps/captcha')).toHaveLength(2));
    expect(screen.getByLabelText(/^Captcha/)).toHaveValue('');
  });

  it('shows the captcha box when a failed login carries the captcha flag in its value', async () => {
    fakeApi({
      'POST /wps/session/login': () => fail('login_failed', 401, { captcha: true }),
      'GET /wps/captcha': () => ok({ captchaId: 'c1', image: 'data:image/png;base64,AAAA' }),
    });
    renderLogin();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Username/), 'player01');
    await user.type(screen.getByLabelText(/^Password/), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByTestId('login-error')).toHaveTextContent('The username or password is incorrect.');
    expect(await screen.findByRole('img', { name: 'Captcha picture' })).toBeInTheDocument();
  });

  it('refreshes the captcha picture at most once per second', async () => {
    const api = fakeApi({
      'POST /wps/session/login': () => fail('captcha_required'),
      'GET /wps/captcha': () => ok({ captchaId: 'c', image: 'data:image/png;base64,AAAA' }),
    });
    renderLogin();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Username/), 'player01');
    await user.type(screen.getByLabelText(/^Password/), 'pw');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await screen.findByTestId('captcha-box');
    await waitFor(() => expect(api.calls('GET', '/wps/captcha')).toHaveLength(1));
    const [first] = screen.getAllByRole('button', { name: 'Show a new picture' });
    await new Promise((resolve) => setTimeout(resolve, 1050));
    fireEvent.click(first as HTMLElement);
    fireEvent.click(first as HTMLElement);
    fireEvent.click(first as HTMLElement);
    await waitFor(() => expect(api.calls('GET', '/wps/captcha')).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.calls('GET', '/wps/captcha')).toHaveLength(2);
  });

  it('requires both values before sending and shows login_failed text', async () => {
    const api = fakeApi({ 'POST /wps/session/login': () => fail('login_failed', 401) });
    renderLogin();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Username/), '   ');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getAllByText('This field cannot be empty.')).toHaveLength(2);
    expect(api.calls('POST', '/wps/session/login')).toHaveLength(0);
    await user.type(screen.getByLabelText(/^Username/), 'player01');
    await user.type(screen.getByLabelText(/^Password/), 'nope');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByTestId('login-error')).toHaveTextContent('The username or password is incorrect.');
  });

  it('remembers only the username when remember me is ticked', async () => {
    fakeApi({ 'POST /wps/session/login': () => ok(loginValue()), 'GET /wps/member/info': () => ok(memberInfo()) });
    const { onClose } = renderLogin();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Username/), 'player01');
    await user.type(screen.getByLabelText(/^Password/), 'secret1');
    await user.click(screen.getByLabelText('Remember me'));
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(document.cookie).toContain('lastUsername=player01');
    expect(document.cookie).not.toContain('secret1');
    document.cookie = 'lastUsername=; Max-Age=0; Path=/';
  });
});
