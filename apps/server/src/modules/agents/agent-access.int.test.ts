import { randomUUID } from 'node:crypto';
import { routes } from '@portal/contract';
import type { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentFixtures, answerOf, type TestMember } from '../../test/agent-fixtures.ts';
import { encryptFor } from '../../test/auth-client.ts';
import { createTestApp } from '../../test/test-app.ts';
import { sampleOf } from '../../test/zod-sample.ts';

/**
 * The agent centre's access matrix (issue 28): every route tagged 'agent' in the contract — those
 * added later included — called by an agent, its sub-agent and player, its upline, an unrelated
 * agent and a plain player. A username or id outside the caller's team must never answer data: the
 * answer is the very one a missing username or id gets (404 not_found, or 403 for non-agents).
 */

type Route = (typeof routes)[keyof typeof routes];
const agentRoutes = Object.values(routes).filter((r) => r.tags.includes('agent')) as Route[];
/** Keys that name a member of the caller's team. */
const TARGET_KEYS = ['username', 'parent', 'downline'] as const;
/** Routes whose username is a new account's name, not a team member's. */
const CREATES = new Set(['agentCreateDownline']);
const MISSING = 'noSuchMember9';
const MISSING_ID = '987654321';

const hints = () => ({
  paymentPassword: '123456',
  amount: '100',
  requestId: randomUUID(),
  password: 'Start1234',
  remark: 'note',
  label: 'label',
  customerType: 3,
  page: 1,
  pageSize: 20,
});

let t: Awaited<ReturnType<typeof createTestApp>>;
let f: ReturnType<typeof agentFixtures>;
let actors: Record<'U' | 'A' | 'S' | 'P' | 'X' | 'Q', TestMember>;
/** Each actor's team by name (itself and every descendant); players have none. */
let teams: Record<string, Set<string>>;
/** Link ids of agents outside each actor's team. */
let links: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ rateLimitPerMinute: 1_000_000 });
  f = agentFixtures(t.app, t.database.pool, t.database.db);
  const U = await f.member('amUpline', 1);
  const A = await f.member('amAgent', 2, U);
  const S = await f.member('amSubAgent', 2, A);
  const P = await f.member('amPlayer', 3, S);
  const X = await f.member('amStranger', 1);
  const Q = await f.member('amLoner', 3);
  actors = { U, A, S, P, X, Q };
  for (const who of Object.values(actors)) await f.bank(who, 100_000n);
  teams = {
    amUpline: new Set(['amUpline', 'amAgent', 'amSubAgent', 'amPlayer']),
    amAgent: new Set(['amAgent', 'amSubAgent', 'amPlayer']),
    amSubAgent: new Set(['amSubAgent', 'amPlayer']),
    amStranger: new Set(['amStranger']),
  };
  links = {};
  for (const who of [U, A, S, X]) {
    const res = await f.call('POST', '/wps/agent/links', { token: who.token, body: { label: 'x', customerType: 3 } });
    expect(res.statusCode).toBe(200);
    links[who.name] = res.json().value.id;
  }
});
afterAll(async () => t.close());

interface Input {
  query?: Record<string, unknown>;
  body?: Record<string, unknown>;
  payload?: Record<string, unknown>;
  params?: Record<string, unknown>;
}
type Part = keyof Input;

const schemaOf = (route: Route, part: Part) => route[part] as z.ZodType | undefined;

/** A valid input of every part of the route, with `override` on the part that has the key. */
function inputOf(route: Route, override: Record<string, unknown> = {}): Input {
  const input: Input = {};
  for (const part of ['query', 'body', 'payload', 'params'] as const) {
    if (part === 'body' && route.payload) continue;
    const schema = schemaOf(route, part);
    if (!schema) continue;
    const sample = sampleOf(schema, { ...hints(), ...override });
    if (sample === undefined) throw new Error(`no valid ${part} for ${route.id}: teach zod-sample.ts or the hints`);
    input[part] = sample as Record<string, unknown>;
  }
  return input;
}

/** The route's keys that name a team member, with the part holding each. */
function targetKeys(route: Route): { part: Part; key: string }[] {
  if (CREATES.has(route.id)) return [];
  const found: { part: Part; key: string }[] = [];
  for (const part of ['query', 'body', 'payload', 'params'] as const) {
    const schema = schemaOf(route, part);
    const shape = (schema as unknown as { shape?: Record<string, unknown> } | undefined)?.shape ?? {};
    for (const key of TARGET_KEYS) if (key in shape) found.push({ part, key });
  }
  return found;
}

async function send(route: Route, who: TestMember, input: Input) {
  let path = route.path;
  for (const [k, v] of Object.entries(input.params ?? {})) path = path.replace(`:${k}`, encodeURIComponent(String(v)));
  const qs = new URLSearchParams(
    Object.entries(input.query ?? {})
      .filter(([, v]) => v !== undefined)
      .map(([k, v]): [string, string] => [k, String(v)]),
  ).toString();
  const payload = route.payload ? await encryptFor(t.app, input.payload) : input.body;
  return t.app.inject({
    method: route.method,
    url: `/api${path}${qs ? `?${qs}` : ''}`,
    headers: { 'x-session-token': who.token, 'x-forwarded-for': f.ip() },
    ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
  });
}

const ALL = ['amUpline', 'amAgent', 'amSubAgent', 'amPlayer', 'amStranger', 'amLoner'];

describe('agent-centre access matrix', () => {
  it('covers every route tagged agent, including the team calls', () => {
    const ids = agentRoutes.map((r) => r.id);
    for (const id of ['agentDownlines', 'agentDownlineRemark', 'agentAffiliateLinkUpdate', 'agentTransferDownline']) {
      expect(ids).toContain(id);
    }
    for (const route of agentRoutes) expect(() => inputOf(route), route.id).not.toThrow();
  });

  it('refuses players on every agent route with error_not_agent', async () => {
    const unexpected: string[] = [];
    for (const who of [actors.P, actors.Q]) {
      for (const route of agentRoutes) {
        const res = await send(route, who, inputOf(route));
        if (res.statusCode !== 403 || res.json().code !== 'error_not_agent') {
          unexpected.push(`${who.name} ${route.id}: ${res.statusCode} ${res.body.slice(0, 120)}`);
        }
      }
    }
    expect(unexpected).toEqual([]);
  });

  it('answers a username outside the caller’s team exactly as a missing one, never with data', async () => {
    const unexpected: string[] = [];
    let compared = 0;
    for (const who of [actors.U, actors.A, actors.S, actors.X]) {
      const team = teams[who.name] ?? new Set();
      for (const route of agentRoutes) {
        for (const { key } of targetKeys(route)) {
          const missing = answerOf(await send(route, who, inputOf(route, { [key]: MISSING })));
          if (![403, 404].includes(missing.status)) {
            unexpected.push(`${who.name} ${route.id} ${key}=missing: ${JSON.stringify(missing)}`);
          }
          for (const name of ALL.filter((n) => !team.has(n))) {
            const res = await send(route, who, inputOf(route, { [key]: name }));
            compared++;
            if (res.statusCode < 300 || JSON.stringify(answerOf(res)) !== JSON.stringify(missing)) {
              unexpected.push(`${who.name} ${route.id} ${key}=${name}: ${res.statusCode} ${res.body.slice(0, 160)}`);
            }
          }
        }
      }
    }
    expect(unexpected).toEqual([]);
    expect(compared).toBeGreaterThan(20);
  });

  it('answers another agent’s id exactly as a missing one', async () => {
    const unexpected: string[] = [];
    for (const who of [actors.U, actors.A, actors.S, actors.X]) {
      const foreign = Object.entries(links)
        .filter(([owner]) => owner !== who.name)
        .map(([, id]) => id);
      for (const route of agentRoutes.filter(
        (r) => r.params && 'id' in ((r.params as { shape?: object }).shape ?? {}),
      )) {
        const missing = answerOf(await send(route, who, inputOf(route, { id: MISSING_ID })));
        if (missing.status < 400 || missing.status >= 500) unexpected.push(`${who.name} ${route.id} missing id`);
        for (const id of foreign) {
          const res = await send(route, who, inputOf(route, { id }));
          if (res.statusCode < 300 || JSON.stringify(answerOf(res)) !== JSON.stringify(missing)) {
            unexpected.push(`${who.name} ${route.id} id=${id}: ${res.statusCode} ${res.body.slice(0, 160)}`);
          }
        }
      }
    }
    expect(unexpected).toEqual([]);
    expect(
      (await t.database.pool.query('select count(*)::int as n from affiliate_links where label <> $1', ['x'])).rows[0]
        .n,
    ).toBe(0);
  });

  it('serves the same calls inside the team (the matrix reaches the handlers)', async () => {
    const route = (id: string) => agentRoutes.find((r) => r.id === id)!;
    const inside = [
      ['agentDownlines', 'parent', 'amSubAgent'],
      ['agentDownlineRemark', 'username', 'amPlayer'],
      ['agentTransferDownline', 'username', 'amPlayer'],
    ] as const;
    for (const [id, key, name] of inside) {
      for (const who of [actors.U, actors.A]) {
        const res = await send(route(id), who, inputOf(route(id), { [key]: name }));
        expect(res.statusCode, `${who.name} ${id} ${name}: ${res.body}`).toBe(200);
      }
    }
    const own = await send(route('agentAffiliateLinkUpdate'), actors.A, {
      params: { id: links.amAgent },
      body: { label: 'y' },
    });
    expect(own.json().value).toMatchObject({ id: links.amAgent, label: 'y' });
  });
});
