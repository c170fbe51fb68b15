import { describe, expect, it } from 'vitest';
import { dialingCodeFor, normaliseMobile } from './mobile.ts';

describe('normaliseMobile', () => {
  it('joins the dialing code and the national number, without separators or the trunk 0', () => {
    expect(normaliseMobile('84', '091 234-5678')).toBe('+84912345678');
    expect(normaliseMobile('+84', '(912) 345.678')).toBe('+84912345678');
    expect(normaliseMobile('66', '0812345678')).toBe('+66812345678');
  });

  it('accepts a number typed with its own + or 00 prefix when it matches the chosen code', () => {
    expect(normaliseMobile('84', '+84912345678')).toBe('+84912345678');
    expect(normaliseMobile('84', '0084912345678')).toBe('+84912345678');
    expect(normaliseMobile('', '+639171234567')).toBe('+639171234567');
    expect(normaliseMobile('84', '+66812345678')).toBeNull();
  });

  it('refuses what cannot be a mobile number', () => {
    expect(normaliseMobile('84', '')).toBeNull();
    expect(normaliseMobile('84', '12ab5678')).toBeNull();
    expect(normaliseMobile('84', '12345')).toBeNull();
    expect(normaliseMobile('84', '1234567890123456')).toBeNull();
    expect(normaliseMobile('', '912345678')).toBeNull();
    expect(normaliseMobile('0', '912345678')).toBeNull();
    expect(normaliseMobile('12345', '912345678')).toBeNull();
  });
});

describe('dialingCodeFor', () => {
  it('finds the code of a country and falls back to the default', () => {
    expect(dialingCodeFor('TH')).toBe('66');
    expect(dialingCodeFor('ph')).toBe('63');
    expect(dialingCodeFor(null)).toBe('84');
    expect(dialingCodeFor('ZZ')).toBe('84');
  });
});
