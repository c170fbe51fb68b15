/**
 * The contract lifecycle over HTTP (docs/agents.md): the operator's platform line, offers held under the
 * payer's terms, acceptance, rejection, the consolidated flags, termination by request and consent, and
 * the automatic end of downline contracts (with their subtree) when an agent accepts lower terms.
 */
import type { ContractTerms } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentFixtures, type TestMember } from '../../test/agent-fixtures.ts';
import { createTestApp, TEST_OPERATOR_KEY } from '../../test/test-app.ts';
import { pgRefusal } from '../../test/wallet-fixtures.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let f: ReturnType<typeof agentFixtures>;
beforeAll(async () => {
  t = await createTestApp();
  f = agentFixtures(t.app, t.database.pool, t.database.db);
});
afterAll(async () => t.close());

const daily = (...rates: number[]): ContractTerms => ({
  kind: 'daily',
  category: 'CONS',
  tiers: rates.map((rate, i) => ({ minValidBet: String((i + 1) * 1_000_000), minActive: i * 5, rate })),
});
const line = (username: string, terms: ContractTerms) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/admin/agents/${username}/line`,
    headers: { 'x-operator-key': TEST_OPERATOR_KEY },
    payload: { terms },
  });
const offer = (who: TestMember, username: string, terms: ContractTerms) =>
  f.call('POST', '/wps/agent/contracts', { token: who.token, body: { username, terms } });
const decide = (who: TestMember, id: string, action: 'accept' | 'reject') =>
  f.call('POST', `/wps/agent/contracts/${id}/decision`, { token: who.token, body: { action } });
const terminate = (who: TestMember, id: string, action: string) =>
  f.call('POST', `/wps/agent/contracts/${id}/termination`, { token: who.token, body: { action } });
const own = async (who: TestMember) =>
  (await f.call('GET', '/wps/agent/contracts', { token: who.token })).json().value.list as {
    id: string;
    status: string;
    payer: string | null;
  }[];
const code = (res: { json(): { code?: string } }) => res.json().code;

describe('agent contracts', () => {
  let top: TestMember, mid: TestMember, sub: TestMember, player: TestMember;
  beforeAll(async () => {
    top = await f.member('ctTopAg', 1);
    mid = await f.member('ctMidAg', 2, top);
    sub = await f.member('ctSubAg', 2, mid);
    player = await f.member('ctPlayer', 3, mid);
  });

  it('gives a top agent its platform line, in force at once; not to an agent with an agent above', async () => {
    const res = await line('ctTopAg', daily(10_000, 15_000, 20_000));
    expect(res.json()).toMatchObject({ success: true, value: { status: 'active', payer: null, version: 1 } });
    expect(res.json().value.effectiveFrom).not.toBeNull();
    expect((await line('ctMidAg', daily(1))).statusCode).toBe(404);
  });

  it("holds an offer under the payer's terms, to direct downline agents only", async () => {
    expect(code(await offer(top, 'ctMidAg', daily(10_000, 15_001, 20_000)))).toBe('contract_terms_exceed');
    expect(code(await offer(top, 'ctSubAg', daily(1)))).toBe('contract_not_direct_agent');
    expect(code(await offer(mid, 'ctPlayer', daily(1)))).toBe('contract_not_direct_agent');
    expect(code(await offer(mid, 'ctSubAg', daily(1)))).toBe('contract_payer_has_none');
    expect((await offer(top, 'ctStranger', daily(1))).statusCode).toBe(404);
    expect(code(await offer(top, 'ctMidAg', { ...daily(5_000), category: 'LIVE' }))).toBe('contract_payer_has_none');
  });

  it('offers, replaces a pending offer, and the downline accepts; the flags follow', async () => {
    const first = (await offer(top, 'ctMidAg', daily(5_000))).json().value;
    const second = (await offer(top, 'ctMidAg', daily(8_000, 12_000, 16_000))).json().value;
    expect(second.version).toBe(first.version + 1);
    expect((await own(mid)).map((c) => c.status)).toEqual(['pending']);
    const flags = (await f.call('GET', '/wps/member/info/funds/consolidated', { token: mid.token })).json().value;
    expect(flags.dailysalreqtype.CONS).toHaveLength(1);
    expect(flags.salary).toBe(true);
    expect((await decide(mid, first.id, 'accept')).statusCode).toBe(404);
    expect((await decide(top, second.id, 'accept')).statusCode).toBe(404);
    const accepted = (await decide(mid, second.id, 'accept')).json().value;
    expect(accepted).toMatchObject({ status: 'active', payer: 'ctTopAg' });
    const after = (await f.call('GET', '/wps/member/info/funds/consolidated', { token: mid.token })).json().value;
    expect(after).toMatchObject({ dailysalinfotype: true, dailysalreqtype: {}, salary: true, enableCt: false });
    expect(code(await offer(mid, 'ctSubAg', { ...daily(1), category: 'LIVE' }))).toBe('contract_payer_has_none');
  });

  it('lists and ends, with their subtree, the downline contracts lower terms no longer cover', async () => {
    const s1 = (await offer(mid, 'ctSubAg', daily(5_000, 8_000, 10_000))).json().value;
    await decide(sub, s1.id, 'accept');
    const lower = (await offer(top, 'ctMidAg', daily(4_000, 12_000, 16_000))).json().value;
    const impact = (await f.call('GET', `/wps/agent/contracts/${lower.id}/impact`, { token: mid.token })).json().value;
    expect(impact).toMatchObject({ downlineHigherRate: 'Y', ending: [{ payee: 'ctSubAg', below: 1 }] });
    expect((await decide(mid, lower.id, 'accept')).json().value.status).toBe('active');
    const subs = await own(sub);
    expect(subs).toEqual([]);
    const history = (await f.call('GET', '/wps/agent/contracts?history=1', { token: sub.token })).json().value.list;
    expect(history[0]).toMatchObject({ status: 'terminated', endReason: 'payer_rate_lowered' });
  });

  it('ends a contract by request and consent at the end of its period, with the contracts below', async () => {
    const s2 = (await offer(mid, 'ctSubAg', daily(3_000))).json().value;
    await decide(sub, s2.id, 'accept');
    const mine = (await own(mid)).find((c) => c.status === 'active')!;
    expect(code(await terminate(mid, mine.id, 'consent'))).toBe('contract_state');
    expect((await terminate(mid, mine.id, 'request')).json().value.status).toBe('termination_requested');
    expect(code(await terminate(mid, mine.id, 'consent'))).toBe('contract_state');
    const topFlags = (await f.call('GET', '/wps/member/info/funds/consolidated', { token: top.token })).json().value;
    expect(topFlags.dailysalreqtype.CONS[0].status).toBe('termination_requested');
    expect((await terminate(top, mine.id, 'decline')).json().value.status).toBe('active');
    await terminate(top, mine.id, 'request');
    const ended = (await terminate(mid, mine.id, 'consent')).json().value;
    expect(ended).toMatchObject({ status: 'terminated', endReason: 'consent' });
    expect(Date.parse(ended.effectiveTo)).toBeGreaterThan(Date.now());
    expect(await own(sub)).toEqual([]);
  });

  it('refuses players, staff and strangers', async () => {
    expect((await f.call('GET', '/wps/agent/contracts', { token: player.token })).json().code).toBe('error_not_agent');
    const stranger = await f.member('ctStranger2', 1);
    const list = (await f.call('GET', '/wps/agent/contracts?downline=ctSubAg', { token: stranger.token })).json();
    expect(list.code).toBe('not_found');
  });

  it('never edits the terms of a version in place', async () => {
    const { rows } = await t.database.pool.query<{ id: string }>('select id from agent_contracts limit 1');
    const edit = () => t.database.pool.query(`update agent_contracts set tiers = '[]' where id = $1`, [rows[0]!.id]);
    expect(await pgRefusal(edit)).toMatch(/^23514/);
    const remove = () => t.database.pool.query('delete from agent_contracts where id = $1', [rows[0]!.id]);
    expect(await pgRefusal(remove)).toMatch(/^23514/);
  });
});
