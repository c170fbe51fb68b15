import { afterEach, describe, expect, it } from 'vitest';
import { forgetUsername, rememberedUsername, rememberUsername } from './remember-me.ts';

describe('remember me', () => {
  afterEach(() => forgetUsername());

  it('keeps only the username in a cookie and forgets it', () => {
    rememberUsername('player 01');
    expect(rememberedUsername()).toBe('player 01');
    expect(document.cookie).not.toMatch(/password/i);
    forgetUsername();
    expect(rememberedUsername()).toBe('');
  });
});
