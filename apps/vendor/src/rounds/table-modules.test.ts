import { describe, expect, it } from 'vitest';
import { fairRandom } from '../fair/fair-random.ts';
import { baccaratGame, baccaratModule } from '../games/baccarat/baccarat.module.ts';
import { cockfightGame, cockfightModule } from '../games/cockfight/cockfight.module.ts';
import { winnerOfRoll } from '../games/cockfight/cockfight-rules.ts';
import { dragonTigerGame, dragonTigerModule } from '../games/dragon-tiger/dragon-tiger.module.ts';
import type { GameModule } from '../games/game-module.ts';
import { roundRandom } from './round-engine.ts';
import { BetInputError } from './round-types.ts';

const modules: [string, GameModule][] = [
  ['baccarat', baccaratModule],
  ['dragon-tiger', dragonTigerModule],
  ['cockfight', cockfightModule],
];

describe.each(modules)('%s module', (_name, module) => {
  it('names every title in en, zh-CN, vi and th and draws its art as a 400×300 SVG', () => {
    expect(module.titles.length).toBeGreaterThan(0);
    for (const title of module.titles) {
      for (const lang of ['en', 'zh-CN', 'vi', 'th']) expect(title.names[lang], `${title.gameId} ${lang}`).toBeTruthy();
      expect(module.kinds).toContain(title.kind);
      const svg = title.art();
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300"')).toBe(true);
      expect(svg.trimEnd().endsWith('</svg>')).toBe(true);
      expect(svg).not.toMatch(/https?:\/\/(?!www\.w3\.org)/);
      expect((svg.match(/<g[\s>]/g) ?? []).length).toBe((svg.match(/<\/g>/g) ?? []).length);
    }
  });
});

describe('verify reproduces what play draws from the round seeds', () => {
  const seed = 'a'.repeat(64);
  it('baccarat: the same coup', () => {
    const game = baccaratGame('baccarat-a');
    for (let i = 0; i < 50; i++) {
      const id = `baccarat-a-${i}`;
      const meta = game.prepare(roundRandom(seed, id, 0), { id, index: i });
      const played = game.draw(roundRandom(seed, id, 1), meta);
      const verified = baccaratModule.verify('baccarat-a', fairRandom(seed, `round:${id}`, 1));
      expect(verified).toMatchObject(played);
    }
  });
  it('dragon-tiger: the same two cards', () => {
    for (let i = 0; i < 50; i++) {
      const id = `dragon-tiger-${i}`;
      const played = dragonTigerGame.draw(roundRandom(seed, id, 1), { decks: 8 });
      expect(dragonTigerModule.verify('dragon-tiger', fairRandom(seed, `round:${id}`, 1))).toMatchObject(played);
    }
  });
  it('cockfight: the same roll, giving the same winner under the published chances', () => {
    for (let i = 0; i < 50; i++) {
      const id = `sabong-arena-${i}`;
      const meta = cockfightGame.prepare(roundRandom(seed, id, 0), { id, index: i });
      const played = cockfightGame.draw(roundRandom(seed, id, 1), meta);
      const verified = cockfightModule.verify('sabong-arena', fairRandom(seed, `round:${id}`, 1)) as { roll: number };
      expect(verified.roll).toBe(played.roll);
      expect(winnerOfRoll(verified.roll, meta.chances)).toBe(played.winner);
    }
  });
});

describe('bet bodies', () => {
  it('take a known spot and a positive amount in minor units', () => {
    expect(baccaratGame('b').parseBet({ spot: 'banker', amount: '2500' }, { decks: 8 })).toEqual({
      amount: 2500n,
      selection: 'banker',
    });
    expect(dragonTigerGame.parseBet({ spot: 'tie', amount: 300 }, { decks: 8 })).toEqual({
      amount: 300n,
      selection: 'tie',
    });
    const meta = cockfightGame.prepare(fairRandom('s', 'c', 0), { id: 'x', index: 1 });
    expect(cockfightGame.parseBet({ spot: 'wala', amount: '100' }, meta).selection).toBe('wala');
  });
  it('refuse other spots, missing, negative, fractional or zero amounts with validation_failed', () => {
    for (const body of [
      { spot: 'dragon', amount: '100' },
      { spot: 'player' },
      { spot: 'player', amount: '-5' },
      { spot: 'player', amount: 1.5 },
      { spot: 'player', amount: '0' },
      'player',
      null,
    ]) {
      expect(() => baccaratGame('b').parseBet(body, { decks: 8 }), JSON.stringify(body)).toThrow(BetInputError);
    }
  });
});
