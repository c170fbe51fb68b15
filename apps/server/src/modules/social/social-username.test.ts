import { patternMeanings } from '@portal/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { socialUsername } from './social-username.ts';

const rule = (name: string) => patternMeanings[1]!.test(name) && name.length >= 6 && name.length <= 16;

describe('socialUsername', () => {
  it('prefers preferred_username, then the e-mail local part, then provider and subject', () => {
    expect(socialUsername({ sub: '1', preferred_username: 'lucky.star', email: 'a@b.c' }, 'google')).toBe('luckystar');
    expect(socialUsername({ sub: '1', email: 'jane.doe@mail.example' }, 'google')).toBe('janedoe');
    expect(socialUsername({ sub: '123456' }, 'line')).toBe('line123456');
  });

  it('starts with a letter and pads short names', () => {
    const name = socialUsername({ sub: '1', preferred_username: '42' }, 'line');
    expect(name.startsWith('line42')).toBe(true);
    expect(name).toHaveLength(6);
  });

  it('adds random digits on a retry', () => {
    const name = socialUsername({ sub: '1', preferred_username: 'verylongpreferredname' }, 'google', 1);
    expect(name).toMatch(/^verylongpre\d{5}$/);
  });

  it('always satisfies the username rule', () => {
    fc.assert(
      fc.property(
        fc.record({ sub: fc.string(), preferred_username: fc.option(fc.string()), email: fc.option(fc.string()) }),
        fc.stringMatching(/^[a-z][a-z0-9_-]{1,31}$/),
        fc.nat(3),
        (claims, provider, attempt) => rule(socialUsername(claims, provider, attempt)),
      ),
    );
  });
});
