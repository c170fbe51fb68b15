import { describe, expect, it } from 'vitest';
import { LOGIN_GUARD_EXEMPT, guardRedirect } from './guards.ts';
import { findRouteEntry, routeTable } from './route-table.ts';

const guarded = { hasToken: false, loginedToHomePage: true, guard: undefined };

describe('loginedToHomePage guard (SPEC §2)', () => {
  it('keeps exactly /login, /register, /register.html, /helpmc and /download open', () => {
    expect([...LOGIN_GUARD_EXEMPT].sort()).toEqual(['/download', '/helpmc', '/login', '/register', '/register.html']);
    for (const path of LOGIN_GUARD_EXEMPT) expect(guardRedirect(path, guarded)).toBeNull();
  });

  it('sends every other route, and unknown paths, to /login without a token', () => {
    for (const entry of routeTable.filter((e) => !LOGIN_GUARD_EXEMPT.includes(e.path))) {
      expect(guardRedirect(entry.path, { ...guarded, guard: entry.guard }), entry.path).toBe('/login');
    }
    expect(guardRedirect('/no-such-page', guarded)).toBe('/login');
    expect(guardRedirect('/download/', guarded)).toBeNull();
  });

  it('lets everything through with a token or when the setting is off', () => {
    expect(guardRedirect('/vip', { ...guarded, hasToken: true })).toBeNull();
    expect(guardRedirect('/vip', { ...guarded, loginedToHomePage: false })).toBeNull();
    expect(guardRedirect('/vip', { ...guarded, loginedToHomePage: undefined })).toBeNull();
  });
});

describe('sign-in entries when signed in', () => {
  it('sends /login, /register and /register.html home instead of opening their popups', () => {
    for (const path of ['/login', '/register', '/register.html', '/Register']) {
      expect(guardRedirect(path, { hasToken: true, loginedToHomePage: false, guard: undefined }), path).toBe('/');
      expect(guardRedirect(path, { hasToken: false, loginedToHomePage: false, guard: undefined }), path).toBeNull();
    }
  });
});

describe('agent session guard', () => {
  const agentHome = findRouteEntry('/agentHome');

  it('sends /agentHome to /agent without a session token', () => {
    expect(agentHome?.guard).toBe('agentSession');
    expect(guardRedirect('/agentHome', { hasToken: false, loginedToHomePage: false, guard: agentHome?.guard })).toBe(
      '/agent',
    );
  });

  it('opens /agentHome with a session token', () => {
    expect(
      guardRedirect('/agentHome', { hasToken: true, loginedToHomePage: false, guard: agentHome?.guard }),
    ).toBeNull();
  });

  it('does not guard /agent itself', () => {
    expect(
      guardRedirect('/agent', { hasToken: false, loginedToHomePage: false, guard: findRouteEntry('/agent')?.guard }),
    ).toBeNull();
  });
});
