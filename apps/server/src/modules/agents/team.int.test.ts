import { randomUUID } from 'node:crypto';
import { MAX_AFFILIATE_LINKS } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentFixtures, answerOf as answer, type TestMember } from '../../test/agent-fixtures.ts';
import { login, register } from '../../test/auth-client.ts';
import { createTestApp } from '../../test/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let f: ReturnType<typeof agentFixtures>;
beforeAll(async () => {
  t = await createTestApp({ rateLimitPerMinute: 100_000 });
  f = agentFixtures(t.app, t.database.pool, t.database.db);
});
afterAll(async () => t.close());

const sql = (text: string, values: unknown[] = []) => t.database.pool.query(text, values);
const downlines = (who: TestMember, query: Record<string, string | number> = {}) => {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)])).toString();
  return f.call('GET', `/wps/agent/downlines${qs ? `?${qs}` : ''}`, { token: who.token });
};
const names = (res: { json(): { value: { list: { username: string }[] } } }) =>
  res.json().value.list.map((r) => r.username);
const create = (who: TestMember, payload: Record<string, unknown>) =>
  f.call('POST', '/wps/agent/downline', {
    token: who.token,
    body: { password: 'Start1234', ...payload },
    encrypted: true,
  });
const signIn = (username: string, password: string, site: 'member' | 'agent' = 'member') =>
  login(t.app, { username, password, site }, { ip: f.ip() });

describe('downline management', () => {
  let a: TestMember;
  beforeAll(async () => {
    a = await f.member('tmAgent', 1);
    expect((await create(a, { username: 'tmSubby', customerType: 2 })).json()).toMatchObject({
      success: true,
      value: { username: 'tmSubby', customerType: 2 },
    });
    expect((await create(a, { username: 'tmPlay', customerType: 3 })).statusCode).toBe(200);
    const sub = { id: await f.idOf('tmSubby') };
    const deep1 = await f.member('tmDeepOne', 3, sub);
    await f.member('tmDeepTwo', 3, deep1);
    await f.ledger.post({
      key: `tm-fund:${randomUUID()}`,
      kind: 'deposit',
      memberId: deep1.id,
      legs: [
        { account: { system: 'payments_in' }, amount: -1234n },
        { account: { member: deep1.id, kind: 'main' }, amount: 1234n },
      ],
    });
  });

  it('lists direct downlines, then drills down level by level with a breadcrumb', async () => {
    const top = await downlines(a);
    expect(top.statusCode).toBe(200);
    const value = top.json().value;
    expect(value.breadcrumb).toEqual([{ username: 'tmAgent', level: 0 }]);
    expect(value.total).toBe(2);
    expect(value.list.map((r: { username: string }) => r.username)).toEqual(['tmPlay', 'tmSubby']);
    expect(value.list[1]).toMatchObject({
      username: 'tmSubby',
      customerType: 2,
      level: 1,
      teamSize: 2,
      directCount: 1,
      balance: '0',
      status: 'active',
      lastLoginAt: null,
      remark: null,
    });
    const second = (await downlines(a, { parent: 'TMSUBBY' })).json().value;
    expect(second.breadcrumb).toEqual([
      { username: 'tmAgent', level: 0 },
      { username: 'tmSubby', level: 1 },
    ]);
    expect(second.list).toEqual([
      expect.objectContaining({ username: 'tmDeepOne', level: 2, teamSize: 1, directCount: 1, balance: '1234' }),
    ]);
    expect(second.list[0].lastLoginAt).not.toBeNull();
    const third = (await downlines(a, { parent: 'tmDeepOne' })).json().value;
    expect(third.breadcrumb.map((b: { level: number }) => b.level)).toEqual([0, 1, 2]);
    expect(third.list).toEqual([expect.objectContaining({ username: 'tmDeepTwo', level: 3, teamSize: 0 })]);
    expect((await downlines(a, { parent: 'tmDeepTwo' })).json().value).toMatchObject({ list: [], total: 0 });
    expect((await downlines(a, { parent: 'tmAgent' })).json().value.total).toBe(2);
  });

  it('searches the whole subtree at every depth, case-insensitively, with type and status filters', async () => {
    expect(names(await downlines(a, { search: 'DEEP' }))).toEqual(['tmDeepTwo', 'tmDeepOne']);
    expect(names(await downlines(a, { search: 'tm' })).sort()).toEqual(
      ['tmDeepOne', 'tmDeepTwo', 'tmPlay', 'tmSubby'].sort(),
    );
    expect(names(await downlines(a, { search: 'tm', parent: 'tmDeepOne' }))).toEqual(['tmDeepTwo']);
    expect(names(await downlines(a, { search: 'tm', customerType: 2 }))).toEqual(['tmSubby']);
    await sql(`update members set status = 'locked' where username = 'tmDeepTwo'`);
    expect(names(await downlines(a, { search: 'tm', status: 'locked' }))).toEqual(['tmDeepTwo']);
    expect(names(await downlines(a, { search: '%' }))).toEqual([]);
  });

  it('pages newest first, ties broken by id, with the same total on every page', async () => {
    const b = await f.member('tmPager', 1);
    for (let i = 0; i < 5; i++) {
      expect((await create(b, { username: `tmPage${i}`, customerType: 3 })).statusCode).toBe(200);
    }
    // Two share one registration instant: the later id comes first.
    await sql(
      `update members set created_at = (select created_at from members where username = 'tmPage2')
       where username = 'tmPage3'`,
    );
    const all = names(await downlines(b, { pageSize: 500 }));
    expect(all).toEqual(['tmPage4', 'tmPage3', 'tmPage2', 'tmPage1', 'tmPage0']);
    const pages = [];
    for (const page of [1, 2, 3]) {
      const value = (await downlines(b, { page, pageSize: 2 })).json().value;
      expect(value).toMatchObject({ total: 5, page, pageSize: 2 });
      pages.push(...value.list.map((r: { username: string }) => r.username));
    }
    expect(pages).toEqual(all);
    expect((await downlines(b, { page: 4, pageSize: 2 })).json().value).toMatchObject({ list: [], total: 5 });
  });

  it('answers a parent outside the team exactly as a missing one', async () => {
    const stranger = await f.member('tmStranger', 1);
    const outside = await downlines(a, { parent: 'tmStranger' });
    const missing = await downlines(a, { parent: 'tmNobodyAtAll' });
    expect(outside.statusCode).toBe(404);
    expect(answer(outside)).toEqual(answer(missing));
    expect(outside.json().code).toBe('not_found');
    expect(answer(await downlines(stranger, { parent: 'tmSubby' }))).toEqual(answer(missing));
    const player = await f.member('tmLonePlayer', 3);
    const refused = await downlines(player);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('error_not_agent');
  });

  it('keeps the agent’s remark on a team member; an empty one clears it', async () => {
    const put = (username: string, remark: string) =>
      f.call('PUT', '/wps/agent/downlines/remark', { token: a.token, body: { username, remark } });
    expect((await put('tmDeepTwo', ' VIP ')).json().value).toEqual({ username: 'tmDeepTwo', remark: 'VIP' });
    const row = (await downlines(a, { parent: 'tmDeepOne' })).json().value.list[0];
    expect(row.remark).toBe('VIP');
    expect((await put('tmDeepTwo', '')).json().value).toEqual({ username: 'tmDeepTwo', remark: null });
    expect((await downlines(a, { parent: 'tmDeepOne' })).json().value.list[0].remark).toBeNull();
    for (const username of ['tmAgent', 'tmStranger', 'tmNobodyAtAll']) {
      const res = await put(username, 'x');
      expect(res.statusCode, username).toBe(404);
      expect(res.json().code).toBe('not_found');
    }
  });
});

describe('register centre: accounts created by an agent', () => {
  it('creates a player below the agent whose default password must be changed at the first sign-in', async () => {
    const a = await f.member('rcAgent', 2);
    const res = await create(a, {
      username: 'rcNewbie',
      customerType: 3,
      nickname: ' Newbie ',
      email: 'newbie@example.com',
    });
    expect(res.json()).toMatchObject({ success: true, value: { username: 'rcNewbie', customerType: 3 } });
    const { rows } = await sql(
      `select upline_id, customer_type, must_change_password, nickname, email, register_ip from members
       where username = 'rcNewbie'`,
    );
    expect(rows[0]).toMatchObject({
      upline_id: a.id,
      customer_type: 3,
      must_change_password: true,
      nickname: 'Newbie',
      email: 'newbie@example.com',
    });
    const first = await signIn('rcNewbie', 'Start1234');
    expect(first.json().value.passwordExpired).toBe(true);
    const change = await f.call('POST', '/wps/member/password', {
      token: first.json().value.token,
      body: { newPassword: 'Mine12345', confirmNewPassword: 'Mine12345' },
      encrypted: true,
    });
    expect(change.json().success).toBe(true);
    expect((await signIn('rcNewbie', 'Mine12345')).json().value.passwordExpired).toBe(false);
  });

  it('creates a sub-agent that signs in on the agent site, and refuses what registration refuses', async () => {
    const a = await f.member('rcBoss', 1);
    expect((await create(a, { username: 'rcSubAgent', customerType: 2 })).statusCode).toBe(200);
    const sub = await signIn('rcSubAgent', 'Start1234', 'agent');
    expect(sub.json().value).toMatchObject({ passwordExpired: true, customerType: 2 });
    const taken = await create(a, { username: 'RCNEWBIE', customerType: 3 });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('username_taken');
    const fields = async (payload: Record<string, unknown>) => {
      const res = await create(a, { customerType: 3, ...payload });
      expect(res.json().code).toBe('validation_failed');
      return res.json().value.fields.map((e: { field: string }) => e.field);
    };
    expect(await fields({ username: 'rcShortPw', password: 'ab' })).toEqual(['body.password']);
    expect(await fields({ username: 'x!' })).toEqual(['body.username']);
    expect(await fields({ username: 'rcNickBad', nickname: 'x' })).toEqual(['body.nickname']);
    expect(await fields({ username: 'rcMailBad', email: 'not-an-address' })).toEqual(['body.email']);
    const mobile = await create(a, {
      username: 'rcMobile',
      customerType: 3,
      countryDialingCode: '+84',
      mobileNum: '912345678',
    });
    expect(mobile.statusCode).toBe(200);
    const again = await create(a, {
      username: 'rcMobile2',
      customerType: 3,
      countryDialingCode: '84',
      mobileNum: '912345678',
    });
    expect(again.json().code).toBe('mobile_taken');
    expect((await sql(`select count(*)::int as n from members where username like 'rc%Bad'`)).rows[0].n).toBe(0);
  });

  it('lets type-42 staff create players for their agent, never sub-agents; type 41 and players nothing', async () => {
    const a = await f.member('rcStaffBoss', 1);
    const s42 = await f.member('rcStaff42', 42, a);
    const s41 = await f.member('rcStaff41', 41, a);
    const player = await f.member('rcPlainPlayer', 3);
    expect((await create(s42, { username: 'rcByStaff', customerType: 3 })).statusCode).toBe(200);
    expect((await sql(`select upline_id from members where username = 'rcByStaff'`)).rows[0].upline_id).toBe(a.id);
    expect((await create(s42, { username: 'rcStaffSub', customerType: 2 })).json().code).toBe('forbidden');
    expect((await create(s41, { username: 'rcStaff41Kid', customerType: 3 })).json().code).toBe('forbidden');
    const refused = await create(player, { username: 'rcPlayerKid', customerType: 3 });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('error_not_agent');
    const link = (customerType: number) =>
      f.call('POST', '/wps/agent/links', { token: s42.token, body: { label: 'staff', customerType } });
    expect((await link(3)).json().value).toMatchObject({ customerType: 3, enabled: true });
    expect((await link(2)).json().code).toBe('forbidden');
    // Staff see their agent's team.
    expect(names(await downlines(s41))).toEqual(['rcByStaff', 'rcStaff41', 'rcStaff42']);
  });
});

describe('register centre: affiliate links', () => {
  const links = (who: TestMember) => f.call('GET', '/wps/agent/links', { token: who.token });
  const addLink = (who: TestMember, body: Record<string, unknown>) =>
    f.call('POST', '/wps/agent/links', { token: who.token, body });
  const setLink = (who: TestMember, id: string, body: Record<string, unknown>) =>
    f.call('PUT', `/wps/agent/links/${id}`, { token: who.token, body });
  const check = (code: string) => f.call('GET', `/wps/agent/affiliate?code=${code}`);
  const counts = async (id: string) =>
    (await sql('select visits::int, registrations::int from affiliate_links where id = $1', [id])).rows[0];

  it('creates links whose codes count visits and put registrations under the agent as the link’s type', async () => {
    const a = await f.member('alAgent', 1);
    const players = (await addLink(a, { label: 'Spring', customerType: 3 })).json().value;
    expect(players).toMatchObject({ label: 'Spring', customerType: 3, visits: 0, registrations: 0, enabled: true });
    expect(players.code).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{8}$/);
    const agents = (await addLink(a, { label: 'Partners', customerType: 2 })).json().value;
    expect((await links(a)).json().value.list.map((l: { id: string }) => l.id)).toEqual([agents.id, players.id]);

    expect((await check(players.code.toLowerCase())).json().value).toEqual({
      affiliateCode: players.code,
      domain: null,
    });
    await check(players.code);
    expect(await counts(players.id)).toEqual({ visits: 2, registrations: 0 });

    expect(
      (await register(t.app, { username: 'alViaLink', affiliateCode: players.code }, { ip: f.ip() })).statusCode,
    ).toBe(200);
    expect(
      (await register(t.app, { username: 'alSubViaLink', affiliateCode: agents.code }, { ip: f.ip() })).statusCode,
    ).toBe(200);
    const { rows } = await sql(
      `select username, customer_type, upline_id from members where username in ('alViaLink', 'alSubViaLink') order by username`,
    );
    expect(rows).toEqual([
      { username: 'alSubViaLink', customer_type: 2, upline_id: a.id },
      { username: 'alViaLink', customer_type: 3, upline_id: a.id },
    ]);
    expect(await counts(players.id)).toEqual({ visits: 2, registrations: 1 });
    expect(await counts(agents.id)).toEqual({ visits: 0, registrations: 1 });
    // A registration refused (name taken) counts nothing.
    expect(
      (await register(t.app, { username: 'alViaLink', affiliateCode: players.code }, { ip: f.ip() })).json().code,
    ).toBe('username_taken');
    expect(await counts(players.id)).toEqual({ visits: 2, registrations: 1 });
    expect((await links(a)).json().value.list[1]).toMatchObject({ id: players.id, visits: 2, registrations: 1 });
  });

  it('refuses a disabled link like an unknown code, and renames or re-enables one', async () => {
    const a = await f.member('alToggler', 2);
    const link = (await addLink(a, { label: 'Autumn', customerType: 3 })).json().value;
    const off = await setLink(a, link.id, { enabled: false });
    expect(off.json().value).toMatchObject({ id: link.id, enabled: false, label: 'Autumn' });
    const unknown = await check('ZZZZZZZZ');
    expect(answer(await check(link.code))).toEqual(answer(unknown));
    expect(unknown.json().code).toBe('invitation_code_error');
    const refused = await register(t.app, { username: 'alRefused', affiliateCode: link.code }, { ip: f.ip() });
    expect(refused.json().code).toBe('invitation_code_error');
    expect(await counts(link.id)).toEqual({ visits: 0, registrations: 0 });
    expect((await setLink(a, link.id, { enabled: true, label: 'Winter' })).json().value).toMatchObject({
      enabled: true,
      label: 'Winter',
    });
    expect((await check(link.code)).json().success).toBe(true);
    expect((await setLink(a, link.id, {})).json().code).toBe('validation_failed');
  });

  it('keeps each agent to its own links and to at most MAX_AFFILIATE_LINKS', async () => {
    const a = await f.member('alLimited', 1);
    const other = await f.member('alOther', 1);
    const staff41 = await f.member('alStaff41', 41, a);
    for (let i = 0; i < MAX_AFFILIATE_LINKS; i++) {
      expect((await addLink(a, { label: `L${i}`, customerType: 3 })).statusCode).toBe(200);
    }
    const over = await addLink(a, { label: 'one too many', customerType: 3 });
    expect(over.statusCode).toBe(409);
    expect(over.json().code).toBe('affiliate_link_limit');
    const list = (await links(a)).json().value.list;
    expect(list).toHaveLength(MAX_AFFILIATE_LINKS);
    expect(new Set(list.map((l: { code: string }) => l.code)).size).toBe(MAX_AFFILIATE_LINKS);
    expect((await links(other)).json().value.list).toEqual([]);
    const foreign = await setLink(other, list[0].id, { label: 'mine now' });
    const missing = await setLink(other, '987654321', { label: 'mine now' });
    expect(foreign.statusCode).toBe(404);
    expect(answer(foreign)).toEqual(answer(missing));
    expect((await links(staff41)).json().value.list).toHaveLength(MAX_AFFILIATE_LINKS);
    // Requests in parallel cannot pass the limit together.
    const racer = await f.member('alRacer', 1);
    const raced = await Promise.all(
      Array.from({ length: MAX_AFFILIATE_LINKS + 5 }, (_, i) => addLink(racer, { label: `R${i}`, customerType: 3 })),
    );
    expect(raced.filter((r) => r.statusCode === 200)).toHaveLength(MAX_AFFILIATE_LINKS);
    expect(raced.filter((r) => r.json().code === 'affiliate_link_limit')).toHaveLength(5);
    expect((await addLink(staff41, { label: 'staff', customerType: 3 })).json().code).toBe('forbidden');
  });
});

describe('transfer to a downline through the team tree', () => {
  it('reaches any descendant, never itself, a trial account or anyone outside', async () => {
    const a = await f.member('trAgent', 1);
    const kid = await f.member('trKiddo', 2, a);
    const grandkid = await f.member('trGrandkid', 3, kid);
    const upline = await f.member('trUpline', 1);
    await sql('update members set upline_id = $1 where id = $2', [upline.id, a.id]);
    const trial = await f.member('trTrial', 3, kid);
    await sql('update members set customer_type = 4 where id = $1', [trial.id]);
    await f.bank(a, 10_000n);
    const send = (username: string, amount = '100') =>
      f.call('POST', '/wps/agent/transfer/downline', {
        token: a.token,
        body: { username, amount, requestId: randomUUID(), paymentPassword: '123456' },
        encrypted: true,
      });
    expect((await send('trGrandkid')).json().value).toMatchObject({ to: 'trGrandkid', amount: '100' });
    expect((await send('trKiddo')).json().value.to).toBe('trKiddo');
    const missing = await send('trNobody');
    expect(missing.statusCode).toBe(404);
    for (const username of ['trAgent', 'trUpline', 'trTrial']) {
      expect(answer(await send(username)), username).toEqual(answer(missing));
    }
    const { rows } = await sql(
      `select m.username, w.balance from wallet_accounts w join members m on m.id = w.member_id
       where w.kind = 'main' and m.username like 'tr%' order by m.username`,
    );
    expect(rows).toEqual([
      { username: 'trAgent', balance: 9800n },
      { username: 'trGrandkid', balance: 100n },
      { username: 'trKiddo', balance: 100n },
    ]);
    expect(grandkid.id).toBeGreaterThan(0n);
  });
});
