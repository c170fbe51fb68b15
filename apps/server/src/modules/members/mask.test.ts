import { describe, expect, it } from 'vitest';
import { maskEmail, maskMobile } from './members.service.ts';

describe('masking contact details in member info', () => {
  it('keeps the last four digits of a mobile number', () => {
    expect(maskMobile('0912345678')).toBe('******5678');
    expect(maskMobile('12345')).toBe('**2345');
    expect(maskMobile(null)).toBeNull();
  });

  it('keeps the first letter and the domain of an e-mail', () => {
    expect(maskEmail('player@mail.example')).toBe('p****@mail.example');
    expect(maskEmail(null)).toBeNull();
  });
});
