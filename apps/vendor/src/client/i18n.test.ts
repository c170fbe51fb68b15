import { describe, expect, it } from 'vitest';
import { fill, GAME_LANGUAGES, languageFromAcceptHeader, pickLanguage, shellTexts } from './i18n.ts';
import { formatMinor } from './money.ts';

describe('shell texts', () => {
  it('have every key, non-empty, in every game language', () => {
    const keys = Object.keys(shellTexts.en).sort();
    for (const language of GAME_LANGUAGES) {
      expect(Object.keys(shellTexts[language]).sort()).toEqual(keys);
      for (const value of Object.values(shellTexts[language])) expect(value.trim()).not.toBe('');
    }
  });

  it('pick the game language of a portal language', () => {
    expect(['zh-CN', 'zh-TW', 'vi', 'vi-VN', 'th', 'en-GB', 'ko', '', null].map((l) => pickLanguage(l))).toEqual([
      'zh-CN',
      'zh-CN',
      'vi',
      'vi',
      'th',
      'en',
      'en',
      'en',
      'en',
    ]);
    expect(languageFromAcceptHeader('ko-KR,ko;q=0.9,th;q=0.8')).toBe('th');
    expect(languageFromAcceptHeader('en-US,zh-CN;q=0.5')).toBe('en');
    expect(languageFromAcceptHeader(undefined)).toBe('en');
  });

  it('fill placeholders', () => {
    expect(fill('Win {amount} on {line}', { amount: '$5.00', line: 3 })).toBe('Win $5.00 on 3');
    expect(fill('Keep {unknown}', {})).toBe('Keep {unknown}');
  });
});

describe('formatMinor', () => {
  it('formats minor units exactly with the currency decimals', () => {
    expect(formatMinor('123456', 'USD')).toBe('$1,234.56');
    expect(formatMinor(5n, 'USD')).toBe('$0.05');
    expect(formatMinor('900719925474099312', 'USD')).toBe('$9,007,199,254,740,993.12');
    expect(formatMinor('150000', 'VND', 'vi')).toMatch(/^150\.000\s?₫$/);
    expect(formatMinor('-250', 'USD')).toBe('-$2.50');
    expect(formatMinor('1.5', 'USD')).toBe('—');
  });
});

describe('fill with ICU plural forms', () => {
  const bets = '{n, plural, one {# bet} other {# bets}} · {players, plural, one {# player} other {# players}}';

  it('picks one or other by the number', () => {
    expect(fill(bets, { n: 1, players: 1 })).toBe('1 bet · 1 player');
    expect(fill(bets, { n: 3, players: 2 })).toBe('3 bets · 2 players');
    expect(fill(bets, { n: 0, players: 0 })).toBe('0 bets · 0 players');
  });

  it('follows the language’s rules, exact =N first, and fills placeholders inside a form', () => {
    const text = '{n, plural, =0 {none} one {# for {who}} other {# for {who}}}';
    expect(fill(text, { n: 0, who: 'you' })).toBe('none');
    expect(fill(text, { n: 1, who: 'you' })).toBe('1 for you');
    // Thai has no "one": the other form serves every count.
    expect(fill('{n, plural, one {one #} other {# รายการ}}', { n: 1 }, 'th')).toBe('1 รายการ');
  });

  it('keeps plain and unknown placeholders as before', () => {
    expect(fill('Ball {n} / {total}', { n: 3, total: 75 })).toBe('Ball 3 / 75');
    expect(fill('Hi {name}', { other: 1 })).toBe('Hi {name}');
    expect(fill('Hi {name}')).toBe('Hi {name}');
  });
});
