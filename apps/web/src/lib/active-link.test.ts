import { describe, expect, it } from 'vitest';
import { isActiveHref } from './active-link.ts';

describe('isActiveHref', () => {
  it('matches the path, and the page query when the link names one', () => {
    expect(isActiveHref('/live', { pathname: '/live', search: '' })).toBe(true);
    expect(isActiveHref('/live', { pathname: '/sports', search: '' })).toBe(false);
    expect(isActiveHref('/rngGames?page=YB', { pathname: '/rngGames', search: '?page=YB' })).toBe(true);
    expect(isActiveHref('/rngGames?page=YB', { pathname: '/rngGames', search: '?page=NSL' })).toBe(false);
  });
});
