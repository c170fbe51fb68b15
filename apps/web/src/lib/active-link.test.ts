import { describe, expect, it } from 'vitest';
import { isActiveHref } from './active-link.ts';
import { categoryHref } from './game-menus.ts';

describe('isActiveHref', () => {
  it('matches the path, and the page query when the link names one', () => {
    expect(isActiveHref('/live', { pathname: '/live', search: '' })).toBe(true);
    expect(isActiveHref('/live', { pathname: '/sports', search: '' })).toBe(false);
    expect(isActiveHref('/rngGames?page=YB', { pathname: '/rngGames', search: '?page=YB' })).toBe(true);
    expect(isActiveHref('/rngGames?page=YB', { pathname: '/rngGames', search: '?page=NSL' })).toBe(false);
  });

  it('lights exactly one of Lottery and E-Lottery', () => {
    const lott = categoryHref('LOTT');
    const elott = categoryHref('ELOTT');
    expect(lott).not.toBe(elott);
    const onLott = { pathname: '/elott', search: '' };
    const onElott = { pathname: '/elott', search: '?type=ELOTT' };
    expect([isActiveHref(lott, onLott), isActiveHref(elott, onLott)]).toEqual([true, false]);
    expect([isActiveHref(lott, onElott), isActiveHref(elott, onElott)]).toEqual([false, true]);
  });

  it('ignores queries that do not pick a listing', () => {
    expect(isActiveHref('/live', { pathname: '/live', search: '?utm=x' })).toBe(true);
  });
});
