import { describe, expect, it } from 'vitest';
import { launchAddress } from './launch-url.ts';

describe('launch address (SPEC §9 launch CDN)', () => {
  it('puts a relative game_url below a launch CDN picked at random and keeps an absolute one', () => {
    const cdns = ['https://a.example/', 'https://b.example'];
    expect(launchAddress({ game_url: '/nsl/play?t=1' }, cdns, () => 0)).toBe('https://a.example/nsl/play?t=1');
    expect(launchAddress({ game_url: 'nsl/play' }, cdns, () => 0.99)).toBe('https://b.example/nsl/play');
    expect(launchAddress({ game_url: 'https://vendor.example/p' }, cdns, () => 0)).toBe('https://vendor.example/p');
    expect(launchAddress({ game_url: '/nsl/play' }, [], () => 0)).toBe('/nsl/play');
  });

  it('falls back to game_url2 and answers null without any address', () => {
    expect(launchAddress({ game_url: '', game_url2: '/second' }, undefined)).toBe('/second');
    expect(launchAddress({ game_url: '' }, ['https://a.example'])).toBeNull();
  });
});
