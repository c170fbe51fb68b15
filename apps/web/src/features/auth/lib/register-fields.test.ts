import type { RegisterFieldRule } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import {
  buildRegisterPayload,
  emptyRegisterValues,
  ruleMap,
  serverFieldMessages,
  validateRegister,
  visibleOptionalFields,
} from './register-fields.ts';

const r = (field: RegisterFieldRule['field'], enabled: boolean, required = false): RegisterFieldRule => ({
  field,
  enabled,
  required,
  acceptedPattern: '*',
  patternId: 0,
  minLength: 1,
  maxLength: 50,
});

describe('register fields', () => {
  const rules = ruleMap([r('email', true, true), r('qqNum', false), r('affiliateCode', true), r('wechat', true)]);

  it('shows enabled optional fields only, and the affiliate field only without a checked link code', () => {
    expect(visibleOptionalFields(rules, { affiliateFromLink: false })).toEqual(['email', 'wechat', 'affiliateCode']);
    expect(visibleOptionalFields(rules, { affiliateFromLink: true })).toEqual(['email', 'wechat']);
  });

  it('always requires username and password, even when the server marks them off', () => {
    const off = ruleMap([r('username', false), r('password', false)]);
    const messages = validateRegister(emptyRegisterValues(), off, { affiliateFromLink: false });
    expect(messages.username?.key).toBe('auth.validation.required');
    expect(messages.password?.key).toBe('auth.validation.required');
    expect(messages.confirmPassword?.key).toBe('auth.validation.required');
  });

  it('maps server field errors to field messages', () => {
    const messages = serverFieldMessages(
      [
        { field: 'body.username', rule: 'taken', message: '' },
        { field: 'body.confirmPassword', rule: 'mismatch', message: '' },
        { field: 'body.email', rule: 'pattern', message: '' },
        { field: 'body.unknown', rule: 'pattern', message: '' },
      ],
      ruleMap([{ ...r('email', true), patternId: 3, minLength: 5, maxLength: 100 }]),
    );
    expect(messages).toEqual({
      username: { key: 'error.username_taken' },
      confirmPassword: { key: 'auth.validation.mismatch' },
      email: { key: 'reg_pattern_3', rule: expect.objectContaining({ minLength: 5, maxLength: 100 }) },
    });
  });

  it('sends hidden fields never and the link affiliate code when it was checked', () => {
    const values = { ...emptyRegisterValues(), username: ' u ', password: 'p', confirmPassword: 'p', qqNum: '123' };
    const payload = buildRegisterPayload(values, {
      rules,
      affiliateFromLink: true,
      linkAffiliateCode: 'AG1',
      referralCode: null,
      captchaId: undefined,
      location: { host: 'example.com', href: 'https://example.com/register?affiliateCode=AG1' },
    });
    expect(payload.qqNum).toBeUndefined();
    expect(payload.affiliateCode).toBe('AG1');
    expect(payload.username).toBe('u');
    expect(payload.captcha).toBeUndefined();
  });
});
