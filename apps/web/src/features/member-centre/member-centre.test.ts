import { describe, expect, it } from 'vitest';
import { memberCentreAccess, memberCentrePageIn, withMemberCentrePage } from './index.ts';

describe('member centre', () => {
  it('reads and writes the ?mc= page', () => {
    expect(memberCentrePageIn('')).toBeNull();
    expect(memberCentrePageIn('?mc=withdraw')).toBe('withdraw');
    expect(memberCentrePageIn('?mc=nonsense')).toBe('securityCenter');
    expect(withMemberCentrePage('?page=PG', 'depositv2')).toBe('?page=PG&mc=depositv2');
    expect(withMemberCentrePage('?mc=withdraw', null)).toBe('');
  });

  it('needs a token, a real account and the MEMBERCENTER3 flag', () => {
    const base = { hasToken: true, restoring: false, customerType: 3, flag: true };
    expect(memberCentreAccess(base)).toBe('ok');
    expect(memberCentreAccess({ ...base, hasToken: false })).toBe('login');
    expect(memberCentreAccess({ ...base, customerType: 4 })).toBe('trial');
    expect(memberCentreAccess({ ...base, flag: false })).toBe('disabled');
    expect(memberCentreAccess({ ...base, flag: undefined })).toBe('pending');
    expect(memberCentreAccess({ ...base, restoring: true })).toBe('pending');
  });
});
