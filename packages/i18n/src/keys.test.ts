import { describe, expect, it } from 'vitest';
import { compareLocale, pluralCategories } from './keys.ts';

const source = { 'games.shown_one': '{{total}} game', 'games.shown_other': '{{total}} games' };

describe('plural forms of a locale', () => {
  it('follows the language’s CLDR categories', () => {
    expect(pluralCategories('vi')).toEqual(['other']);
    expect(pluralCategories('th')).toEqual(['other']);
    expect(pluralCategories('zh-CN')).toEqual(['other']);
    expect(pluralCategories('ru')).toEqual(['few', 'many', 'one', 'other']);
  });

  it('refuses an English-shaped one/other split in a language without "one"', () => {
    const problems = compareLocale('vi', source, {
      'games.shown_one': '{{total}} trò',
      'games.shown_other': '{{total}} trò',
    });
    expect(problems).toEqual([
      { locale: 'vi', key: 'games.shown', problem: 'plurals', detail: 'want other got one,other' },
    ]);
  });

  it('refuses a missing category and accepts exactly the categories, or one text for every count', () => {
    const ru = { 'games.shown_one': '{{total}} игра', 'games.shown_other': '{{total}} игры' };
    expect(compareLocale('ru', source, ru).map((p) => p.problem)).toEqual(['plurals']);
    expect(
      compareLocale('ru', source, { ...ru, 'games.shown_few': '{{total}} игры', 'games.shown_many': '{{total}} игр' }),
    ).toEqual([]);
    expect(compareLocale('vi', source, { 'games.shown_other': '{{total}} trò chơi' })).toEqual([]);
    expect(compareLocale('de', source, { 'games.shown': 'Spiele: {{total}}' })).toEqual([]);
  });
});
