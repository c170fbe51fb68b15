import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetPublicKey } from '../../../lib/encrypt-body.ts';
import { useModalStore } from '../../../lib/modal-store.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { fail, fakeApi, loginValue, memberInfo, ok } from '../../../test/fake-api.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { forgetSmsLogin } from '../lib/sms-remember.ts';
import AuthModals from './auth-modals.tsx';

const smsOn = () => ok([{ moduleId: 'MOBILEVERCODELOGIN3', enabled: '1' }]);

function renderLogin() {
  const onClose = vi.fn();
  renderWithApp(<AuthModals modal="login" onClose={onClose} />);
  return { onClose };
}

async function openSmsTab(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('tab', { name: 'SMS code' }));
  return screen.findByTestId('sms-login-form');
}

describe('login popup, SMS tab', () => {
  beforeEach(() => {
    resetPublicKey();
    forgetSmsLogin();
    useSessionStore.getState().clear();
    useModalStore.getState().close();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('is not offered when MOBILEVERCODELOGIN3 is off', async () => {
    fakeApi({ 'GET /wps/system/whitelabel': () => ok([{ moduleId: 'MOBILEVERCODELOGIN3', enabled: '0' }]) });
    renderLogin();
    expect(await screen.findByTestId('login-form')).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'SMS code' })).not.toBeInTheDocument();
  });

  it('checks the number before sending, counts down after sending, and logs in with the code', async () => {
    const api = fakeApi({
      'GET /wps/system/whitelabel': smsOn,
      'POST /wps/verification/sms/noLogin': () => ok({ expiredMinutes: 5, message: 'sent' }),
      'POST /wps/session/login': () => ok(loginValue()),
      'GET /wps/member/info': () => ok(memberInfo()),
    });
    const { onClose } = renderLogin();
    const user = userEvent.setup();
    const form = await openSmsTab(user);
    const send = within(form).getByTestId('sms-send');

    await user.type(within(form).getByLabelText(/^Mobile number/), '12ab');
    await user.click(send);
    expect(await within(form).findByText('Please enter a valid mobile number.')).toBeInTheDocument();
    expect(api.calls('POST', '/wps/verification/sms/noLogin')).toHaveLength(0);

    await user.clear(within(form).getByLabelText(/^Mobile number/));
    await user.type(within(form).getByLabelText(/^Mobile number/), ' 0912 345 678 ');
    // The 1-second click throttle: wait it out before the second click.
    await new Promise((resolve) => setTimeout(resolve, 1050));
    await user.click(send);
    await waitFor(() => expect(send).toBeDisabled());
    expect(send).toHaveTextContent('Again in 300 s');
    expect(within(form).getByText('We sent you a code. It is valid for 5 minutes.')).toBeInTheDocument();
    expect(api.calls('POST', '/wps/verification/sms/noLogin')[0]?.body).toEqual({
      mobileNum: '0912 345 678',
      countryDialingCode: '84',
      purpose: 'login',
    });

    await user.type(within(form).getByLabelText(/^SMS code/), ' 123456 ');
    await user.click(within(form).getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.calls('POST', '/wps/session/login')[0]?.body).toEqual({
      type: 'sms',
      mobileNum: '0912 345 678',
      countryDialingCode: '84',
      password: '123456',
      site: 'member',
    });
    expect(useSessionStore.getState().isLogin).toBe(true);
  });

  it('shows a failed code request in a warning dialog with a confirm button', async () => {
    fakeApi({
      'GET /wps/system/whitelabel': smsOn,
      'POST /wps/verification/sms/noLogin': () => fail('code_send_too_frequent', 429, { retryAfterSeconds: 42 }),
    });
    renderLogin();
    const user = userEvent.setup();
    const form = await openSmsTab(user);
    await user.type(within(form).getByLabelText(/^Mobile number/), '912345678');
    await user.click(within(form).getByTestId('sms-send'));
    const dialog = await screen.findByTestId('sms-send-failed');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('A code was sent a moment ago');
    // The countdown starts from retryAfterSeconds; on a busy machine a second may pass before this look.
    await waitFor(() => expect(within(form).getByTestId('sms-send')).toHaveTextContent(/Again in 4[12] s/));
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByTestId('sms-send-failed')).not.toBeInTheDocument());
  });

  it('asks for the code before logging in', async () => {
    const api = fakeApi({ 'GET /wps/system/whitelabel': smsOn });
    renderLogin();
    const user = userEvent.setup();
    const form = await openSmsTab(user);
    await user.type(within(form).getByLabelText(/^Mobile number/), '912345678');
    await user.click(within(form).getByRole('button', { name: 'Log in' }));
    expect(await within(form).findByText('Please enter the verification code.')).toBeInTheDocument();
    expect(api.calls('POST', '/wps/session/login')).toHaveLength(0);
  });
});
