import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError, useErrorText } from './errors.ts';

const ruleError = () =>
  new ApiError('validation_failed', 'bad', 400, [{ field: 'nickname', rule: 'custom', message: 'nickname_rule' }]);

describe('useErrorText', () => {
  it('gives nothing for no error and the code text for an API error', () => {
    const { result } = renderHook(() => useErrorText());
    expect(result.current(null)).toBeUndefined();
    expect(result.current(new ApiError('network_error', ''))).toBe(
      'The network connection is abnormal. Please check your connection and try again.',
    );
    expect(result.current(new Error('boom'))).toBe('An unknown error occurred.');
    expect(result.current(new ApiError('no_such_code', ''))).toBe('An unknown error occurred.');
  });

  it('shows a field rule only when asked for the rules', () => {
    const plain = renderHook(() => useErrorText()).result.current;
    expect(plain(ruleError())).toBe('Some of the information you entered is not valid. Please check it and try again.');
    const rules = renderHook(() => useErrorText({ rules: 'security.rule' })).result.current;
    expect(rules(ruleError())).toBe('A nickname has 2 to 20 characters.');
    const unknownRule = new ApiError('validation_failed', 'bad', 400, [
      { field: 'x', rule: 'custom', message: 'no_such_rule' },
    ]);
    expect(rules(unknownRule)).toBe('Some of the information you entered is not valid. Please check it and try again.');
  });
});
