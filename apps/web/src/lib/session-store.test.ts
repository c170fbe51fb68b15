import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, fakeApi, loginValue, memberInfo, ok } from '../test/fake-api.ts';
import { apiCall } from './api-client.ts';
import { useModalStore } from './modal-store.ts';
import { loadMemberInfo, signOut, useSessionStore } from './session-store.ts';

const session = () => window.sessionStorage;

describe('session store', () => {
  beforeEach(() => {
    useSessionStore.getState().clear();
    useModalStore.getState().close();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the SPEC §3 session keys after a member login and removes the agent source', () => {
    window.localStorage.setItem('source', 'agent');
    useSessionStore.getState().signIn(loginValue(), { site: 'member', merchant: 'NovaPlay', merchantCode: 'NOVA' });
    expect(session().getItem('token')).toBe('token-abc');
    expect(session().getItem('account')).toBe('player01');
    expect(session().getItem('customerId')).toBe('m-1');
    expect(session().getItem('merchant')).toBe('NovaPlay');
    expect(session().getItem('merchantCode')).toBe('NOVA');
    expect(JSON.parse(session().getItem('memberLabel') ?? '[]')).toEqual(['VIP1']);
    expect(window.localStorage.getItem('source')).toBeNull();
    const state = useSessionStore.getState();
    expect(state).toMatchObject({ status: 'signedIn', isLogin: true, isAgent: false, vipService: 'VIP1' });
    expect(state.userInfo).toEqual({ customerType: 3, firstTimeLogin: false, passwordExpired: false });
    expect(JSON.stringify(state)).not.toContain('password":"');
  });

  it("stores source 'agent' after an agent login and derives isAgent from the type", () => {
    useSessionStore.getState().signIn(loginValue({ customerType: 1 }, { type: 1 }), { site: 'agent' });
    expect(window.localStorage.getItem('source')).toBe('agent');
    expect(useSessionStore.getState().isAgent).toBe(true);
  });

  it('sign-out posts logout with the token, clears the session but keeps merchant and merchantCode', async () => {
    const api = fakeApi({ 'POST /wps/session/logout': () => ok({ signedOut: true }) });
    useSessionStore.getState().signIn(loginValue(), { site: 'member', merchant: 'NovaPlay', merchantCode: 'NOVA' });
    session().setItem('giftFloatClosed', '1');
    await signOut();
    expect(api.calls('POST', '/wps/session/logout')[0]?.headers['x-session-token']).toBe('token-abc');
    for (const key of ['token', 'account', 'customerId', 'memberLabel', 'giftFloatClosed']) {
      expect(session().getItem(key)).toBeNull();
    }
    expect(session().getItem('merchant')).toBe('NovaPlay');
    expect(session().getItem('merchantCode')).toBe('NOVA');
    expect(useSessionStore.getState()).toMatchObject({
      status: 'guest',
      isLogin: false,
      isAgent: false,
      vipService: null,
    });
  });

  it('sign-out still clears locally when the server already ended the session', async () => {
    fakeApi({ 'POST /wps/session/logout': () => fail('session_expired', 401) });
    useSessionStore.getState().signIn(loginValue(), { site: 'member' });
    await signOut();
    expect(session().getItem('token')).toBeNull();
    expect(useModalStore.getState().modal).toBeNull();
  });

  it('loads member info with the token and marks the session signed in', async () => {
    fakeApi({ 'GET /wps/member/info': () => ok(memberInfo({ account: 'fresh01', type: 41 })) });
    session().setItem('token', 'stored-token');
    await loadMemberInfo();
    expect(useSessionStore.getState()).toMatchObject({ status: 'signedIn', isLogin: true, isAgent: true });
    expect(session().getItem('account')).toBe('fresh01');
  });

  it('a refused token at start clears the session quietly', async () => {
    fakeApi({ 'GET /wps/member/info': () => fail('unauthorized', 401) });
    session().setItem('token', 'old-token');
    await loadMemberInfo();
    expect(session().getItem('token')).toBeNull();
    expect(useSessionStore.getState().status).toBe('guest');
    expect(useModalStore.getState().modal).toBeNull();
  });

  it('a guarded call refused for its token clears the session and opens the login popup', async () => {
    fakeApi({ 'GET /wps/system/whitelabel': () => fail('session_expired', 401) });
    useSessionStore.getState().signIn(loginValue(), { site: 'member' });
    await expect(apiCall('systemWhitelabel')).rejects.toMatchObject({ code: 'session_expired' });
    expect(session().getItem('token')).toBeNull();
    expect(useModalStore.getState().modal).toBe('login');
  });
});
