import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-app.ts';
import { Notifications } from './notifications.ts';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let url: string;
const opened: Notifications[] = [];
beforeAll(async () => {
  database = await createTestDatabase();
  url = database.pool.options.connectionString!;
});
afterAll(async () => {
  await Promise.all(opened.map((n) => n.close()));
  await database.drop();
});

/** A node's notifications connection, named so that a test can cut it. */
const node = (name: string) => {
  const n = new Notifications({ connectionString: url, application_name: name });
  opened.push(n);
  return n;
};

/** Listens on `channel`; `heard` collects payloads, `next(p)` waits for one, `connections(k)` for the k-th LISTEN. */
function listener(n: Notifications, channel: string) {
  const heard: string[] = [];
  let connected = 0;
  const waiters: (() => void)[] = [];
  const wake = () => waiters.splice(0).forEach((w) => w());
  n.listen(channel, {
    message: (p) => {
      heard.push(p);
      wake();
    },
    connected: () => {
      connected += 1;
      wake();
    },
  });
  const until = async (done: () => boolean) => {
    while (!done()) await new Promise<void>((resolve) => waiters.push(resolve));
  };
  return {
    heard,
    next: (payload: string) => until(() => heard.includes(payload)),
    connections: (k: number) => until(() => connected >= k),
  };
}

const cut = (name: string) =>
  database.pool.query('select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1', [name]);

it('delivers to every node, the sender too, one payload per batch however often it was queued', async () => {
  const a = node('n-test-a1');
  const b = node('n-test-b1');
  const onA = listener(a, 'test_one');
  const onB = listener(b, 'test_one');
  await Promise.all([onA.connections(1), onB.connections(1)]);
  a.notify('test_one', 'x');
  a.notify('test_one', 'x');
  a.notify('test_one', 'x');
  await onB.next('x');
  a.notify('test_one', 'end');
  await Promise.all([onB.next('end'), onA.next('end')]);
  expect(onB.heard).toEqual(['x', 'end']);
  expect(onA.heard).toEqual(['x', 'end']);
});

it('listens again after its connection was cut, and sends what was queued meanwhile', async () => {
  const a = node('n-test-a2');
  const b = node('n-test-b2');
  const onB = listener(b, 'test_two');
  listener(a, 'test_two');
  await onB.connections(1);
  // The listener's connection is cut: it comes back, LISTENs again and says so.
  expect((await cut('n-test-b2')).rowCount).toBe(1);
  await onB.connections(2);
  a.notify('test_two', 'after-listener-cut');
  await onB.next('after-listener-cut');
  // The sender's connection is cut: what it queues now is sent once it is back.
  expect((await cut('n-test-a2')).rowCount).toBe(1);
  a.notify('test_two', 'queued-while-away');
  await onB.next('queued-while-away');
});

it('does not crash or throw while the database cannot be reached, and closes', async () => {
  const away = new Notifications({ connectionString: 'postgres://portal:x@127.0.0.1:9/portal' });
  away.listen('test_three', { message: () => {}, connected: () => {} });
  away.notify('test_three', 'lost');
  await new Promise((resolve) => setTimeout(resolve, 300));
  await away.close();
});
