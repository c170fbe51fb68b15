import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the proxy does with a request whose path ends with `op` (e.g. `debit`, `credit`). */
export type ProxyRule =
  /** Forward only once `until` resolves, even when the caller has given up (the portal applies it late). */
  | { op: string; until: Promise<void>; times: number }
  /** Forward, then answer 502 instead of the portal's answer (the answer is lost). */
  | { op: string; loseAnswer: true; times: number }
  /** Do not forward: answer this refusal as the portal would. */
  | { op: string; refuse: { status: number; code: string }; times: number };

/** A promise the test resolves when it wants (`release()`). */
export function gate(): { promise: Promise<void>; release: () => void } {
  let release = () => {};
  const promise = new Promise<void>((resolve) => (release = resolve));
  return { promise, release };
}

export interface Forwarded {
  path: string;
  status: number;
  body: { success?: boolean; code?: string };
}

/**
 * A tiny HTTP proxy in front of the portal, for the wallet's failure tests: it can hold a call past
 * the wallet's time-out (the portal still gets it, later), lose the portal's answer or answer a
 * refusal itself. Other requests are forwarded once, with their signed headers and body unchanged.
 */
export class SlowProxy {
  readonly forwarded: Forwarded[] = [];
  private readonly rules: ProxyRule[] = [];
  private readonly waiters: { path: string; resolve: (f: Forwarded) => void }[] = [];
  private server: Server | null = null;
  url = '';

  constructor(private readonly target: string) {}

  add(rule: ProxyRule): void {
    this.rules.push(rule);
  }

  /** Resolves when a request to a path ending with `op` has been answered by the portal (the next one). */
  next(op: string): Promise<Forwarded> {
    return new Promise((resolve) => this.waiters.push({ path: op, resolve }));
  }

  async start(): Promise<string> {
    this.server = createServer((req, res) => {
      void this.handle(req).then(
        ({ status, text }) => {
          if (!res.destroyed) res.writeHead(status, { 'content-type': 'application/json' }).end(text);
        },
        () => {
          if (!res.destroyed) res.writeHead(502).end();
        },
      );
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this.url;
  }

  private take(path: string): ProxyRule | undefined {
    const i = this.rules.findIndex((r) => path.endsWith(`/${r.op}`) && r.times > 0);
    if (i < 0) return undefined;
    const rule = this.rules[i]!;
    rule.times -= 1;
    return rule;
  }

  private async handle(req: IncomingMessage): Promise<{ status: number; text: string }> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const path = req.url ?? '/';
    const rule = this.take(path);
    if (rule && 'refuse' in rule) {
      const { status, code } = rule.refuse;
      return { status, text: JSON.stringify({ success: false, code, message: code, value: null }) };
    }
    if (rule && 'until' in rule) await rule.until;
    const headers: Record<string, string> = {};
    for (const name of ['content-type', 'x-vendor-code', 'x-timestamp', 'x-signature']) {
      const value = req.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    const res = await fetch(this.target + path, { method: req.method, headers, body: Buffer.concat(chunks) });
    const text = await res.text();
    const done: Forwarded = { path, status: res.status, body: JSON.parse(text) as Forwarded['body'] };
    this.forwarded.push(done);
    const w = this.waiters.findIndex((x) => path.endsWith(`/${x.path}`));
    if (w >= 0) this.waiters.splice(w, 1)[0]!.resolve(done);
    if (rule && 'loseAnswer' in rule) return { status: 502, text: '{"code":"bad_gateway"}' };
    return { status: res.status, text };
  }

  async stop(): Promise<void> {
    const server = this.server;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
