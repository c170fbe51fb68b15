import type { RegisterFieldRule } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetPublicKey } from '../../../lib/encrypt-body.ts';
import { useModalStore } from '../../../lib/modal-store.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { fail, fakeApi, loginValue, memberInfo, ok } from '../../../test/fake-api.ts';
import { renderWithApp } from '../../../test/render.tsx';
import AuthModals from './auth-modals.tsx';

const rules: RegisterFieldRule[] = [
  { field: 'username', enabled: true, required: true, patternId: 1, acceptedPattern: '*', minLength: 6, maxLength: 16 },
  { field: 'password', enabled: true, required: true, patternId: 5, acceptedPattern: '*', minLength: 6, maxLength: 20 },
];
const base = { 'GET /wps/system/setting/register': () => ok(rules) };

describe('forgot password popup, by e-mail', () => {
  beforeEach(() => useModalStore.getState().close());
  afterEach(() => vi.unstubAllGlobals());

  it('checks the fields, sends trimmed values and shows the confirmation', async () => {
    const api = fakeApi({ ...base, 'POST /wps/member/password/email': () => ok({ sent: true, expiredMinutes: 30 }) });
    const onClose = vi.fn();
    renderWithApp(<AuthModals modal="forgotPassword" onClose={onClose} />);
    const user = userEvent.setup();
    const form = await screen.findByTestId('forgot-email-form');
    await user.click(within(form).getByRole('button', { name: 'Send reset link' }));
    expect(within(form).getAllByText('This field cannot be empty.')).toHaveLength(2);
    await user.type(within(form).getByLabelText(/^Username/), ' player01 ');
    await user.type(within(form).getByLabelText(/^E-mail/), 'nope');
    await user.click(within(form).getByRole('button', { name: 'Send reset link' }));
    expect(await within(form).findByText('Please enter a valid e-mail address.')).toBeInTheDocument();
    expect(api.calls('POST', '/wps/member/password/email')).toHaveLength(0);
    await user.clear(within(form).getByLabelText(/^E-mail/));
    await user.type(within(form).getByLabelText(/^E-mail/), ' p@mail.example ');
    await user.click(within(form).getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByTestId('forgot-email-sent')).toHaveTextContent('30 minutes');
    expect(api.calls('POST', '/wps/member/password/email')[0]?.body).toEqual({
      username: 'player01',
      email: 'p@mail.example',
    });
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('offers the phone tab', async () => {
    fakeApi(base);
    renderWithApp(<AuthModals modal="forgotPassword" onClose={vi.fn()} />);
    await userEvent.setup().click(await screen.findByRole('tab', { name: 'By phone' }));
    expect(await screen.findByTestId('forgot-by-phone-form')).toBeInTheDocument();
  });
});

describe('change password popup', () => {
  beforeEach(() => {
    resetPublicKey();
    useSessionStore.getState().clear();
    useModalStore.getState().close();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('after a forced login needs no old password, cannot be dismissed, and sends the new one', async () => {
    const api = fakeApi({
      ...base,
      'POST /wps/member/password': () => ok({ changed: true }),
      'GET /wps/member/info': () => ok(memberInfo()),
    });
    useSessionStore.getState().signIn(loginValue({ passwordExpired: true }), { site: 'member' });
    useSessionStore.getState().setChangePaw(true);
    const onClose = vi.fn();
    renderWithApp(<AuthModals modal="changePassword" onClose={onClose} />);
    const user = userEvent.setup();
    const form = await screen.findByTestId('change-password-form');
    expect(within(form).queryByLabelText(/^Current password/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await user.type(within(form).getByLabelText(/^New password/), 'abc123');
    await user.type(within(form).getByLabelText(/^Confirm new password/), 'abc124');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText('The two passwords are inconsistent.')).toBeInTheDocument();
    await user.clear(within(form).getByLabelText(/^Confirm new password/));
    await user.type(within(form).getByLabelText(/^Confirm new password/), 'abc123');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    // The change is confirmed in words; the popup closes when the player acknowledges it.
    expect(await screen.findByTestId('change-password-done')).toHaveTextContent('Your password has been changed.');
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(onClose).toHaveBeenCalled();
    expect(api.calls('POST', '/wps/member/password')[0]?.body).toEqual({
      newPassword: 'abc123',
      confirmNewPassword: 'abc123',
    });
    expect(useSessionStore.getState().isChangePaw).toBe(false);
  });

  it('asks for the old password when the server wants it', async () => {
    let calls = 0;
    const api = fakeApi({
      ...base,
      'POST /wps/member/password': () => {
        calls += 1;
        return calls === 1
          ? fail('validation_failed', 400, { fields: [{ field: 'body.oldPassword', rule: 'required', message: '' }] })
          : ok({ changed: true });
      },
      'GET /wps/member/info': () => ok(memberInfo()),
    });
    useSessionStore.getState().signIn(loginValue({ passwordExpired: true }), { site: 'member' });
    useSessionStore.getState().setChangePaw(true);
    renderWithApp(<AuthModals modal="changePassword" onClose={vi.fn()} />);
    const user = userEvent.setup();
    const form = await screen.findByTestId('change-password-form');
    await user.type(within(form).getByLabelText(/^New password/), 'abc123');
    await user.type(within(form).getByLabelText(/^Confirm new password/), 'abc123');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    const old = await within(form).findByLabelText(/^Current password/);
    await user.type(old, 'old123');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(api.calls('POST', '/wps/member/password')).toHaveLength(2));
    expect(api.calls('POST', '/wps/member/password')[1]?.body).toMatchObject({ oldPassword: 'old123' });
  });

  it('shows the real-account notice when the server refuses a trial account', async () => {
    fakeApi({ ...base, 'POST /wps/member/password': () => fail('in_need_true_account', 403, null) });
    useSessionStore.getState().signIn(loginValue({ customerType: 4 }, { type: 4 }), { site: 'member' });
    renderWithApp(<AuthModals modal="changePassword" onClose={vi.fn()} />);
    const user = userEvent.setup();
    const form = await screen.findByTestId('change-password-form');
    await user.type(within(form).getByLabelText(/^Current password/), 'old123');
    await user.type(within(form).getByLabelText(/^New password/), 'abc123');
    await user.type(within(form).getByLabelText(/^Confirm new password/), 'abc123');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(useModalStore.getState().modal).toBe('needRealAccount'));
  });
});
