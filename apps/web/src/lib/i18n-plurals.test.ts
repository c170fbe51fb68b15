import { afterAll, describe, expect, it } from 'vitest';
import { applyLanguage, i18n } from './i18n.ts';

afterAll(async () => {
  await applyLanguage('en');
});

describe('counted texts', () => {
  it('says "game" for one and "games" for several in English', async () => {
    await applyLanguage('en');
    expect(i18n.t('games.shown', { shown: 1, total: 1, count: 1 })).toBe('1 of 1 game');
    expect(i18n.t('games.shown', { shown: 24, total: 30, count: 30 })).toBe('24 of 30 games');
    expect(i18n.t('records.total', { count: 1 })).toBe('1 record');
    expect(i18n.t('games.providers_count', { count: 1 })).toBe('1 provider');
  });

  it('uses the Russian one / few / many forms', async () => {
    await applyLanguage('ru');
    expect(i18n.t('games.providers_count', { count: 1 })).toBe('1 провайдер');
    expect(i18n.t('games.providers_count', { count: 3 })).toBe('3 провайдера');
    expect(i18n.t('games.providers_count', { count: 5 })).toBe('5 провайдеров');
  });

  it('has one form for every count in Vietnamese and Thai', async () => {
    await applyLanguage('vi');
    expect(i18n.t('games.providers_count', { count: 1 })).toBe('1 nhà cung cấp');
    await applyLanguage('th');
    expect(i18n.t('games.shown', { shown: 1, total: 1, count: 1 })).toBe('แสดง 1 จาก 1 เกม');
  });

  it('names footer links in the visitor’s language', async () => {
    await applyLanguage('vi');
    expect(i18n.t('footer.links.terms')).toBe('Điều khoản và điều kiện');
  });
});
