import type { RegisterFieldRule } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetPublicKey } from '../../../lib/encrypt-body.ts';
import { useModalStore } from '../../../lib/modal-store.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { fail, fakeApi, loginValue, memberInfo, ok, type FakeAnswer } from '../../../test/fake-api.ts';
import { renderWithApp } from '../../../test/render.tsx';
import AuthModals from './auth-modals.tsx';

const rule = (
  field: RegisterFieldRule['field'],
  enabled: boolean,
  required: boolean,
  patternId: number,
  minLength: number,
  maxLength: number,
): RegisterFieldRule => ({ field, enabled, required, patternId, acceptedPattern: '*', minLength, maxLength });

const rules: RegisterFieldRule[] = [
  rule('username', true, true, 1, 6, 16),
  rule('password', true, true, 5, 6, 20),
  rule('email', true, true, 3, 5, 100),
  rule('qqNum', false, false, 6, 5, 12),
  rule('whatsapp', true, false, 6, 8, 15),
  rule('paymentPassword', true, false, 6, 6, 6),
  rule('affiliateCode', true, false, 4, 4, 12),
  rule('captcha', true, true, 4, 4, 4),
];

const locales = import.meta.glob<{ auth: { affiliate_hint: string; placeholders: { affiliateCode: string } } }>(
  '@portal/i18n/locales/*.json',
  { import: 'default', eager: true },
);

const input = (label: RegExp | string) => within(screen.getByTestId('register-form')).getByLabelText(label);

function setup(path = '/register', handlers: Record<string, () => FakeAnswer> = {}) {
  const api = fakeApi({
    'GET /wps/system/whitelabel': () => ok([{ moduleId: 'USERNAMEREG3', enabled: '1' }]),
    'GET /wps/system/setting/register': () => ok(rules),
    'GET /wps/captcha': () => ok({ captchaId: 'cap-1', image: 'data:image/png;base64,AAAA' }),
    'GET /wps/member/info': () => ok(memberInfo({ account: 'newbie01' })),
    ...handlers,
  });
  const onClose = vi.fn();
  renderWithApp(<AuthModals modal="register" onClose={onClose} />, path);
  return { api, onClose, user: userEvent.setup() };
}

describe('register popup', () => {
  it('shows feature_disabled instead of the form when USERNAMEREG3 is off', async () => {
    fakeApi({ 'GET /wps/system/whitelabel': () => ok([{ moduleId: 'USERNAMEREG3', enabled: '0' }]) });
    renderWithApp(<AuthModals modal="register" onClose={vi.fn()} />, '/register');
    expect(await screen.findByText('This feature is not available right now.')).toBeInTheDocument();
    expect(screen.queryByTestId('register-form')).not.toBeInTheDocument();
  });

  beforeEach(() => {
    resetPublicKey();
    useSessionStore.getState().clear();
    useModalStore.getState().close();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows enabled fields only and marks required ones', async () => {
    setup();
    const form = await screen.findByTestId('register-form');
    expect(within(form).getByLabelText(/^E-mail/)).toBeRequired();
    expect(within(form).getByLabelText(/^WhatsApp/)).not.toBeRequired();
    expect(within(form).getAllByText('optional')).toHaveLength(3);
    expect(within(form).queryByLabelText(/^QQ/)).not.toBeInTheDocument();
    expect(within(form).getByLabelText(/^Affiliate code/)).toBeInTheDocument();
    expect(within(form).getByTestId('captcha-box')).toBeInTheDocument();
    expect(within(form).getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute('href', '/help?topic=terms');
    expect(within(form).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/help?topic=privacy');
  });

  it('keeps the affiliate placeholder short in every language; the explanation is a hint under the field', async () => {
    setup();
    await screen.findByTestId('register-form');
    const field = input(/^Affiliate code/);
    expect(field).toHaveAttribute('placeholder', 'Enter the code');
    expect(field).toHaveAccessibleDescription('Only if an agent or a friend gave you one');
    // At 390 px the field shows about 24 characters of a Latin script; a longer placeholder was cut.
    for (const [file, locale] of Object.entries(locales)) {
      expect([...locale.auth.placeholders.affiliateCode].length, file).toBeLessThanOrEqual(22);
      expect(locale.auth.affiliate_hint, file).toBeTruthy();
    }
  });

  it('shows the reg_pattern text with the range, a single value when min equals max, and the mismatch text', async () => {
    const { api, user } = setup();
    await screen.findByTestId('register-form');
    await user.type(input(/^Username/), '1bad');
    await user.type(input(/^Password/), 'abc123');
    await user.type(input(/^Confirm password/), 'abc124');
    await user.type(input(/^Transaction password/), '12');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    const errors = [...document.querySelectorAll('.field__error')].map((node) => node.textContent);
    expect(errors).toContain('Must start with a letter, then letters and digits, 6\u2060–\u206016 characters');
    expect(errors).toContain('The two passwords are inconsistent.');
    expect(errors).toContain('Digits only, 6 digits');
    expect(errors).toContain('This field cannot be empty.');
    expect(errors).toContain('Please confirm that you are 18 or older.');
    expect(errors).toContain('Please agree to the Terms & Conditions and the Privacy Policy.');
    expect(api.calls('PUT', '/wps/member/register')).toHaveLength(0);
  });

  it('registers with the trimmed values, codes and page facts, then is logged in and goes home', async () => {
    const { api, user, onClose } = setup('/register?referralCode=REF9', {
      'PUT /wps/member/register': () => ok(loginValue({}, { account: 'newbie01' })),
    });
    await screen.findByTestId('register-form');
    await user.type(input(/^Username/), ' newbie01 ');
    await user.type(input(/^Password/), 'abc123');
    await user.type(input(/^Confirm password/), 'abc123');
    await user.type(input(/^E-mail/), 'n@example.com');
    await user.type(input(/^Captcha/), 'x7k2');
    await user.click(input('I confirm that I am 18 years of age or older'));
    await user.click(input(/I have read and agree/));
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.calls('PUT', '/wps/member/register')[0]?.body).toEqual({
      username: 'newbie01',
      password: 'abc123',
      confirmPassword: 'abc123',
      email: 'n@example.com',
      captcha: 'x7k2',
      captchaId: 'cap-1',
      referralCode: 'REF9',
      domain: window.location.host,
      registerUrl: window.location.href,
      registerMethod: 'WEB',
      login: true,
      adultConfirmed: true,
      termsAccepted: true,
    });
    // Closing, storing the member and navigating home happen one after another: wait for each.
    await waitFor(() => expect(useSessionStore.getState().memberInfo?.account).toBe('newbie01'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  });

  it('shows server field errors and refreshes the captcha after a failed registration', async () => {
    const { api, user } = setup('/register', {
      'PUT /wps/member/register': () =>
        fail('validation_failed', 400, { fields: [{ field: 'body.username', rule: 'taken', message: 'taken' }] }),
    });
    await screen.findByTestId('register-form');
    await user.type(input(/^Username/), 'taken01');
    await user.type(input(/^Password/), 'abc123');
    await user.type(input(/^Confirm password/), 'abc123');
    await user.type(input(/^E-mail/), 'n@example.com');
    await user.type(input(/^Captcha/), 'x7k2');
    await user.click(input('I confirm that I am 18 years of age or older'));
    await user.click(input(/I have read and agree/));
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(
      await screen.findByText('This username is already taken. Please choose another one.', {
        selector: '.field__error',
      }),
    ).toBeInTheDocument();
    await waitFor(() => expect(api.calls('GET', '/wps/captcha')).toHaveLength(2));
    expect(input(/^Captcha/)).toHaveValue('');
  });

  it('hides the affiliate field when the link carries a valid code and sends that code', async () => {
    const { api } = setup('/register?affiliateCode=AG1234', {
      'GET /wps/agent/affiliate': () => ok({ affiliateCode: 'AG1234', domain: null }),
    });
    await screen.findByTestId('register-form');
    expect(await screen.findByTestId('affiliate-applied')).toHaveTextContent('AG1234');
    expect(screen.queryByLabelText(/^Affiliate code/)).not.toBeInTheDocument();
    expect(api.calls('GET', '/wps/agent/affiliate')[0]?.query.get('code')).toBe('AG1234');
  });

  it('warns about an invalid link code and shows the affiliate field', async () => {
    const { user } = setup('/?code=BAD1', {
      'GET /wps/agent/affiliate': () => fail('invitation_code_error'),
    });
    const warning = await screen.findByTestId('affiliate-warning');
    expect(warning).toHaveTextContent('The invitation code is invalid');
    expect(input(/^Affiliate code/)).toBeInTheDocument();
    await user.click(within(warning).getByRole('button', { name: 'OK' }));
    expect(screen.queryByTestId('affiliate-warning')).not.toBeInTheDocument();
  });

  it('uses a stored affiliate code when the link has none', async () => {
    window.localStorage.setItem('affiliateCode', 'STORED1');
    const { api } = setup('/register', {
      'GET /wps/agent/affiliate': () => ok({ affiliateCode: 'STORED1', domain: null }),
    });
    expect(await screen.findByTestId('affiliate-applied')).toHaveTextContent('STORED1');
    expect(api.calls('GET', '/wps/agent/affiliate')[0]?.query.get('code')).toBe('STORED1');
  });
});
