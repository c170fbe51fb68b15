import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityClient } from '../../test/security-client.ts';
import { createTestApp } from '../../test/test-app.ts';
import { MessagesRepo } from './messages.repo.ts';
import { MessagesService } from './messages.service.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let c: ReturnType<typeof securityClient>;
let messages: MessagesService;
beforeAll(async () => {
  t = await createTestApp();
  c = securityClient(t.app, t.database.pool);
  messages = new MessagesService(new MessagesRepo(t.database.db));
});
afterAll(async () => t.close());

describe('inbox messages', () => {
  it('lists a member’s messages newest first with the unread count, and marks them read', async () => {
    const token = await c.signUp('inboxIvy', {}, '10.31.0.1');
    const other = await c.signUp('inboxOtto', {}, '10.31.0.2');
    const { rows } = await t.database.pool.query<{ id: string; username: string }>(
      `select id, username from members where username in ('inboxivy','inboxotto','inboxIvy','inboxOtto')`,
    );
    const ivy = BigInt(rows.find((r) => r.username.toLowerCase() === 'inboxivy')!.id);
    const otto = BigInt(rows.find((r) => r.username.toLowerCase() === 'inboxotto')!.id);
    await messages.send(ivy, 'deposit_credited', { amount: '10000', currency: 'USD', orderNo: 'D1' });
    await messages.send(ivy, 'deposit_failed', { amount: '500', currency: 'USD', orderNo: 'D2', reason: 'no money' });
    await messages.send(otto, 'withdrawal_approved', { amount: '1', orderNo: 'W1' });

    expect((await c.call('GET', '/wps/v2/messages/unread', { token })).json().value).toEqual({ count: 2 });
    const list = (await c.call('GET', '/wps/v2/messages?page=1&size=10', { token })).json().value;
    expect(list).toMatchObject({ total: 2, unread: 2, page: 1, size: 10 });
    expect(list.list.map((m: { kind: string }) => m.kind)).toEqual(['deposit_failed', 'deposit_credited']);
    expect(list.list[0]).toMatchObject({ read: false, params: { orderNo: 'D2', reason: 'no money' } });

    // Another member's id is not marked (and not counted as changed).
    const ottoMsg = (await c.call('GET', '/wps/v2/messages', { token: other })).json().value.list[0];
    const foreign = await c.call('POST', '/wps/v2/messages/read', { token, body: { ids: [ottoMsg.id] } });
    expect(foreign.json().value).toEqual({ changed: 0, unread: 2 });

    const one = await c.call('POST', '/wps/v2/messages/read', { token, body: { ids: [list.list[0].id] } });
    expect(one.json().value).toEqual({ changed: 1, unread: 1 });
    const unreadOnly = (await c.call('GET', '/wps/v2/messages?unread=true', { token })).json().value;
    expect(unreadOnly.list.map((m: { kind: string }) => m.kind)).toEqual(['deposit_credited']);
    const all = await c.call('POST', '/wps/v2/messages/read', { token, body: { all: true } });
    expect(all.json().value).toEqual({ changed: 1, unread: 0 });
    expect((await c.call('GET', '/wps/v2/messages/unread', { token: other })).json().value).toEqual({ count: 1 });
  });

  it('refuses calls without a session and bodies naming nothing', async () => {
    expect((await c.call('GET', '/wps/v2/messages')).json().code).toBe('unauthorized');
    const token = await c.signUp('inboxNed', {}, '10.31.0.3');
    const res = await c.call('POST', '/wps/v2/messages/read', { token, body: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('validation_failed');
    expect((await c.call('POST', '/wps/v2/messages/read', { token, body: { ids: ['x'] } })).json().code).toBe(
      'validation_failed',
    );
  });

  it('writes the message inside the caller’s transaction (rolled back with it)', async () => {
    const token = await c.signUp('inboxTx', {}, '10.31.0.4');
    const { rows } = await t.database.pool.query<{ id: string }>(
      `select id from members where lower(username) = 'inboxtx'`,
    );
    const id = BigInt(rows[0]!.id);
    await expect(
      t.database.db.transaction(async (tx) => {
        await messages.send(id, 'deposit_credited', { amount: '1', orderNo: 'X' }, tx);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect((await c.call('GET', '/wps/v2/messages/unread', { token })).json().value).toEqual({ count: 0 });
    await expect(messages.send(id, 'Bad Kind', {})).rejects.toThrow();
  });
});
