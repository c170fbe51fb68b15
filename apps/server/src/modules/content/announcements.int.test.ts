import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const get = (qs: string, language?: string) =>
  t.app.inject({ method: 'GET', url: `/api/wps/announcement${qs}`, headers: language ? { language } : {} });

describe('GET /wps/announcement', () => {
  it('answers the default types B,PL,PU,PR,H with banners carrying pictures', async () => {
    const list = (await get('')).json().value as { type: string; imageUrl: string | null; title: string }[];
    expect(new Set(list.map((a) => a.type))).toEqual(new Set(['B', 'PL', 'PU', 'PR', 'H']));
    const banners = list.filter((a) => a.type === 'B');
    expect(banners.length).toBeGreaterThanOrEqual(3);
    for (const b of banners) expect(b.imageUrl).toMatch(/^\/assets\/banners\//);
  });

  it('answers only after-login announcements for execution A, and never them to visitors', async () => {
    const after = (await get('?types=PU&platform=W&execution=A')).json().value as { title: string }[];
    expect(after.map((a) => a.title)).toEqual(['Welcome back!']);
    const visitor = (await get('?types=PU&platform=W&execution=B')).json().value as { title: string }[];
    expect(visitor.map((a) => a.title)).toEqual(['New here?']);
  });

  it('filters by type', async () => {
    const list = (await get('?types=PR,B&platform=W&execution=B')).json().value as { type: string }[];
    expect(new Set(list.map((a) => a.type))).toEqual(new Set(['PR', 'B']));
  });

  it('answers texts in the Language header, falling back to English', async () => {
    const en = (await get('?types=B', 'en')).json().value[0].title as string;
    const zh = (await get('?types=B', 'zh-CN')).json().value[0].title as string;
    const pl = (await get('?types=B', 'pl')).json().value[0].title as string;
    expect(en).toMatch(/Welcome/);
    expect(zh).toMatch(/迎新/);
    expect(pl).toBe(en);
  });

  it('refuses unknown types with a validation error', async () => {
    const res = await get('?types=B,ZZ');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('validation_failed');
  });
});
