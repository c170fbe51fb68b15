import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/errors.ts';
import { twoFactorOf } from './two-factor-step.tsx';

describe('reading the two-factor challenge of a failed login', () => {
  const challenge = { challengeId: 'c1', methods: ['totp', 'sms'], maskedMobile: '****0001' };

  it('answers the challenge of two_factor_required', () => {
    expect(twoFactorOf(new ApiError('two_factor_required', '', 401, [], { twoFactor: challenge }))).toEqual(challenge);
  });

  it('answers null for other failures or a challenge without methods', () => {
    expect(twoFactorOf(new ApiError('login_failed', '', 401, [], { twoFactor: challenge }))).toBeNull();
    expect(twoFactorOf(new ApiError('two_factor_required', '', 401, [], null))).toBeNull();
    expect(
      twoFactorOf(new ApiError('two_factor_required', '', 401, [], { twoFactor: { ...challenge, methods: [] } })),
    ).toBeNull();
    expect(twoFactorOf(new Error('boom'))).toBeNull();
  });
});
