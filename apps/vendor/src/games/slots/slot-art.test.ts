import { describe, expect, it } from 'vitest';
import { slotArt } from './slot-art.ts';
import { hasSymbolDrawing, symbolMarkup } from './slot-symbols.ts';
import { slotTitles } from './slot-titles.ts';

/** Checks that start and end tags nest properly (a cheap well-formedness check of our own markup). */
function tagsBalance(markup: string): boolean {
  const stack: string[] = [];
  for (const [, close, name, selfClosing] of markup.matchAll(/<(\/?)([a-zA-Z][\w-]*)[^>]*?(\/?)>/g)) {
    if (selfClosing) continue;
    if (!close) stack.push(name ?? '');
    else if (stack.pop() !== name) return false;
  }
  return stack.length === 0;
}

describe('slot titles', () => {
  it('name every title in en, zh-CN, vi and th, with a group and only known tags', () => {
    for (const t of slotTitles) {
      for (const lang of ['en', 'zh-CN', 'vi', 'th']) expect(t.names[lang], `${t.gameId} ${lang}`).toBeTruthy();
      expect(['video-slots', 'classic-slots']).toContain(t.groupCode);
      for (const tag of t.tags) expect(['new', 'hot', 'jackpot']).toContain(tag);
    }
    expect(new Set(slotTitles.map((t) => t.gameId)).size).toBe(slotTitles.length);
    expect(slotTitles.some((t) => t.tags.includes('jackpot'))).toBe(true);
    expect(new Set(slotTitles.map((t) => t.groupCode))).toEqual(new Set(['video-slots', 'classic-slots']));
  });

  it('give every symbol its own drawing: no symbol id is shared between titles', () => {
    const owner = new Map<string, string>();
    for (const t of slotTitles) {
      for (const s of t.math.symbols) {
        expect(hasSymbolDrawing(s.id), `${t.gameId}: ${s.id}`).toBe(true);
        expect(owner.get(s.id) ?? t.gameId, `${s.id} in ${t.gameId}`).toBe(t.gameId);
        owner.set(s.id, t.gameId);
        const markup = symbolMarkup(s.id);
        expect(tagsBalance(markup), s.id).toBe(true);
        // Drawings are repeated in one document (reels, paytable): they must not define ids.
        expect(markup).not.toMatch(/\sid="/);
        // Every gradient they use exists in SYMBOL_DEFS.
        for (const [, ref] of markup.matchAll(/url\(#([\w-]+)\)/g)) expect(ref).toMatch(/^sg-/);
      }
    }
  });
});

describe('slot art', () => {
  it.each(slotTitles.map((t) => [t.gameId, t] as const))(
    '%s: a 400×300 SVG with its own look, its title lettering and three of its symbols',
    (gameId, t) => {
      const svg = slotArt(gameId);
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300"')).toBe(true);
      expect(svg.endsWith('</svg>')).toBe(true);
      expect(tagsBalance(svg)).toBe(true);
      expect(svg).not.toMatch(/https?:\/\/(?!www\.w3\.org)/);
      // The lettering: two lines of the English name, centred, on baselines inside the top safe area.
      const words = (t.names.en ?? '').toUpperCase().split(' ');
      const lines = [...svg.matchAll(/<text x="200" y="(\d+)"[^>]*>([^<]+)<\/text>/g)].filter(
        ([, y]) => Number(y) < 110,
      );
      expect(new Set(lines.map(([, , text]) => text))).toEqual(new Set(words));
      for (const [element, y, text] of lines) {
        expect(Number(y)).toBeGreaterThanOrEqual(40);
        // Bold capitals are at most about 0.8 em wide: the line stays inside x 24–376 (centred on 200).
        const size = Number(/font-size="(\d+)"/.exec(element)?.[1]);
        const spacing = Number(/letter-spacing="([\d.]+)"/.exec(element)?.[1] ?? 0);
        expect((text ?? '').length * (size * 0.8 + spacing), `${gameId}: ${text}`).toBeLessThanOrEqual(352);
      }
      // The three symbols on its reels are its own.
      const shown = t.math.symbols.filter((s) => svg.includes(symbolMarkup(s.id)));
      expect(shown.length).toBeGreaterThanOrEqual(2);
    },
  );

  it('differs between titles', () => {
    const arts = slotTitles.map((t) => slotArt(t.gameId));
    expect(new Set(arts).size).toBe(arts.length);
  });
});
