import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../lib/session-store.ts';
import { fail, fakeApi, memberInfo, ok } from '../../../test/fake-api.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { checkCreateAccount, emptyCreateValues, serverCreateErrors } from '../lib/create-account.ts';
import { CreateAccountForm } from './create-account-form.tsx';

beforeEach(() => {
  act(() => useSessionStore.getState().setMemberInfo(memberInfo({ account: 'boss', type: 1 })));
});
afterEach(() => {
  act(() => useSessionStore.getState().clear());
  vi.unstubAllGlobals();
});

describe('create account checks', () => {
  it('asks for a username, a password of 6+ and the same confirmation; contact fields are optional', () => {
    expect(checkCreateAccount(emptyCreateValues())).toEqual({
      username: 'agentCentre.create.required',
      password: 'agentCentre.create.required',
    });
    const base = { ...emptyCreateValues(), username: 'new_one', password: 'secret1', confirm: 'secret1' };
    expect(checkCreateAccount(base)).toEqual({});
    expect(checkCreateAccount({ ...base, username: 'a b' }).username).toBe('agentCentre.create.username_rule');
    expect(checkCreateAccount({ ...base, password: '123', confirm: '123' }).password).toBe(
      'agentCentre.create.password_rule',
    );
    expect(checkCreateAccount({ ...base, confirm: 'other' }).confirm).toBe('agentCentre.create.mismatch');
    expect(checkCreateAccount({ ...base, email: 'nope' }).email).toBe('agentCentre.create.email_rule');
    expect(checkCreateAccount({ ...base, mobileNum: '12' }).mobileNum).toBe('agentCentre.create.mobile_rule');
  });

  it('puts the server refusals on their field', () => {
    expect(serverCreateErrors('username_taken', [])).toEqual({ username: 'error.username_taken' });
    expect(
      serverCreateErrors('validation_failed', [{ field: 'payload.email', rule: 'email', message: 'bad' }]),
    ).toEqual({ email: 'agentCentre.create.invalid' });
    expect(serverCreateErrors('forbidden', [])).toBeNull();
  });
});

describe('create account form', () => {
  it('shows the field errors without calling the server', async () => {
    const api = fakeApi({});
    const user = userEvent.setup();
    renderWithApp(<CreateAccountForm />);
    await user.click(screen.getByTestId('ag-create-submit'));
    expect(screen.getAllByText('This field is required.')).toHaveLength(2);
    expect(api.calls('POST', '/wps/agent/downline')).toHaveLength(0);
  });

  it('sends the encrypted payload, and shows a taken username on its field in the page language', async () => {
    let taken = true;
    const api = fakeApi({
      'POST /wps/agent/downline': (r) =>
        taken
          ? fail('username_taken', 409)
          : ok({ username: (r.body as { username: string }).username, customerType: 2 }),
    });
    const user = userEvent.setup();
    renderWithApp(<CreateAccountForm />);
    await user.click(screen.getByTestId('ag-create-type-2'));
    await user.type(screen.getByTestId('ag-create-username'), 'team_b');
    await user.type(screen.getByTestId('ag-create-password'), 'secret1');
    await user.type(screen.getByTestId('ag-create-confirm'), 'secret1');
    await user.type(screen.getByTestId('ag-create-mobile'), '0912345678');
    await user.click(screen.getByTestId('ag-create-submit'));
    await waitFor(() => expect(screen.getByTestId('ag-create-username')).toHaveAttribute('aria-invalid', 'true'));
    expect(api.calls('POST', '/wps/agent/downline')[0]!.body).toEqual({
      username: 'team_b',
      password: 'secret1',
      customerType: 2,
      mobileNum: '0912345678',
    });
    expect(screen.getByText(/already/i)).toBeInTheDocument();

    taken = false;
    await user.click(screen.getByTestId('ag-create-submit'));
    expect(await screen.findByTestId('ag-create-done')).toHaveTextContent('Sub-agent team_b was created.');
    expect(screen.getByTestId('ag-create-username')).toHaveValue('');
  });

  it('shows an error that belongs to no field under the form', async () => {
    fakeApi({ 'POST /wps/agent/downline': () => fail('forbidden', 403) });
    const user = userEvent.setup();
    renderWithApp(<CreateAccountForm />);
    await user.type(screen.getByTestId('ag-create-username'), 'p_two');
    await user.type(screen.getByTestId('ag-create-password'), 'secret1');
    await user.type(screen.getByTestId('ag-create-confirm'), 'secret1');
    await user.click(screen.getByTestId('ag-create-submit'));
    expect(await screen.findByTestId('ag-create-error')).not.toBeEmptyDOMElement();
  });
});
