import { describe, expect, it, vi } from 'vitest';
import { authModalPaths, preloadAuthModalsFor } from './auth-modals-chunk.ts';
import { routeTable } from './route-table.ts';

const evaluated = vi.hoisted(() => vi.fn());
vi.mock('../features/auth/components/auth-modals.tsx', () => {
  evaluated();
  return { default: () => null };
});

describe('the popups’ code on a deep link', () => {
  it('lists exactly the routes that open a popup over the page', () => {
    const opening = routeTable.filter((entry) => entry.modal).map((entry) => entry.path);
    expect([...authModalPaths].sort()).toEqual(opening.sort());
  });

  it('is fetched before anything renders on /register, /register.html, /login and /resetPassword', async () => {
    expect(preloadAuthModalsFor('/', false)).toBe(false);
    expect(preloadAuthModalsFor('/live', false)).toBe(false);
    // A signed-in visitor is sent home from /login and /register without the popup.
    expect(preloadAuthModalsFor('/register', true)).toBe(false);
    expect(preloadAuthModalsFor('/login', true)).toBe(false);
    await vi.dynamicImportSettled();
    expect(evaluated).not.toHaveBeenCalled();

    expect(preloadAuthModalsFor('/Register.html', false)).toBe(true);
    await vi.dynamicImportSettled();
    expect(evaluated).toHaveBeenCalledTimes(1);
    for (const path of ['/register', '/login']) expect(preloadAuthModalsFor(path, false)).toBe(true);
    expect(preloadAuthModalsFor('/resetPassword', true)).toBe(true);
  });
});
