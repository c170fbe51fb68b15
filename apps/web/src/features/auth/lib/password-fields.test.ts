import type { RegisterFieldRule } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { passwordServerMessages, validateForgotByEmail, validateNewPassword } from './password-fields.ts';

const passwordRule: RegisterFieldRule = {
  field: 'password',
  enabled: true,
  required: true,
  patternId: 5,
  acceptedPattern: '^(?=.*[A-Za-z])(?=.*\\d)[A-Za-z\\d]+$',
  minLength: 6,
  maxLength: 20,
};
const usernameRule: RegisterFieldRule = {
  field: 'username',
  enabled: true,
  required: true,
  patternId: 1,
  acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$',
  minLength: 6,
  maxLength: 16,
};
const values = (v: Partial<Record<'oldPassword' | 'newPassword' | 'confirmNewPassword', string>>) => ({
  oldPassword: '',
  newPassword: '',
  confirmNewPassword: '',
  ...v,
});

describe('validateNewPassword', () => {
  it('accepts a new password that follows the rule and is confirmed', () => {
    expect(
      validateNewPassword(values({ newPassword: 'abc123', confirmNewPassword: ' abc123 ' }), passwordRule, {
        needOld: false,
      }),
    ).toEqual({});
  });

  it('requires every shown field', () => {
    expect(validateNewPassword(values({}), passwordRule, { needOld: true })).toEqual({
      oldPassword: { key: 'auth.validation.required' },
      newPassword: { key: 'auth.validation.required' },
      confirmNewPassword: { key: 'auth.validation.required' },
    });
    expect(validateNewPassword(values({}), passwordRule, { needOld: false }).oldPassword).toBeUndefined();
  });

  it('names the password rule with its range, the mismatch and a new password equal to the old one', () => {
    const short = validateNewPassword(values({ newPassword: 'ab1', confirmNewPassword: 'ab1' }), passwordRule, {
      needOld: false,
    });
    expect(short.newPassword).toEqual({ key: 'reg_pattern_5', rule: passwordRule });
    const lettersOnly = validateNewPassword(
      values({ newPassword: 'abcdefg', confirmNewPassword: 'abcdefg' }),
      passwordRule,
      { needOld: false },
    );
    expect(lettersOnly.newPassword?.key).toBe('reg_pattern_5');
    const mismatch = validateNewPassword(
      values({ newPassword: 'abc123', confirmNewPassword: 'abc124' }),
      passwordRule,
      { needOld: false },
    );
    expect(mismatch).toEqual({ confirmNewPassword: { key: 'auth.validation.mismatch' } });
    const same = validateNewPassword(
      values({ oldPassword: 'abc123', newPassword: 'abc123', confirmNewPassword: 'abc123' }),
      passwordRule,
      { needOld: true },
    );
    expect(same).toEqual({ newPassword: { key: 'password.same_as_old' } });
  });

  it('falls back to "required" when the server sent no password rule', () => {
    expect(
      validateNewPassword(values({ newPassword: 'x', confirmNewPassword: 'x' }), undefined, { needOld: false }),
    ).toEqual({});
  });
});

describe('validateForgotByEmail', () => {
  it('accepts a username by the rule and a valid e-mail address', () => {
    expect(validateForgotByEmail({ username: 'player01', email: 'p@mail.example' }, usernameRule)).toEqual({});
  });

  it('refuses empty fields, a username against the rule and an invalid e-mail', () => {
    expect(validateForgotByEmail({ username: '', email: '' }, usernameRule)).toEqual({
      username: { key: 'auth.validation.required' },
      email: { key: 'auth.validation.required' },
    });
    const bad = validateForgotByEmail({ username: '1player', email: 'not-an-email' }, usernameRule);
    expect(bad.username).toEqual({ key: 'reg_pattern_1', rule: usernameRule });
    expect(bad.email).toEqual({ key: 'password.forgot.invalid_email' });
    expect(validateForgotByEmail({ username: 'player01', email: 'a b@c.de' }, usernameRule).email).toBeDefined();
  });
});

describe('passwordServerMessages', () => {
  it('maps the server field errors to texts, ignoring fields the form does not show', () => {
    const messages = passwordServerMessages(
      [
        { field: 'body.oldPassword', rule: 'required', message: 'required' },
        { field: 'body.newPassword', rule: 'pattern', message: 'reg_pattern_5' },
        { field: 'body.confirmNewPassword', rule: 'mismatch', message: 'inconsistent_twice' },
        { field: 'body.token', rule: 'invalid_format', message: '' },
      ],
      ['oldPassword', 'newPassword', 'confirmNewPassword'],
      { newPassword: passwordRule },
    );
    expect(messages).toEqual({
      oldPassword: { key: 'auth.validation.required' },
      newPassword: { key: 'reg_pattern_5', rule: passwordRule },
      confirmNewPassword: { key: 'auth.validation.mismatch' },
    });
    expect(
      passwordServerMessages([{ field: 'body.newPassword', rule: 'same_as_old', message: '' }], ['newPassword'], {}),
    ).toEqual({ newPassword: { key: 'password.same_as_old' } });
  });
});
