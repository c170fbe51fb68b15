import pg from 'pg';

/** What a channel's listener hears: each payload, and every (re)connection of the LISTEN session. */
export interface ChannelListener {
  message: (payload: string) => void;
  /**
   * The LISTEN session is (again) active. Notifications sent while it was away are lost, so a
   * listener that keeps state derived from them reads it again now.
   */
  connected: () => void;
}

/** Payloads kept for sending while the session is away; more are dropped (listeners re-read on reconnect). */
const MAX_PENDING = 10_000;
const RETRY_FIRST_MS = 100;
const RETRY_MAX_MS = 2_000;

/**
 * PostgreSQL LISTEN/NOTIFY for one server node: one dedicated connection, opened on the first
 * `listen`, that both listens and sends. Every node listening on a channel hears every payload sent
 * on it by any node, this one included.
 *
 * Sending is coalesced: payloads queued in the same turn of the event loop, or while the previous
 * send is on its way, go as one statement, and a payload already queued is not queued twice.
 * Callers send after their transaction committed, so a listener hears only of committed changes;
 * the money transactions themselves never take PostgreSQL's notify-queue lock at commit.
 *
 * The connection is opened again after it breaks (PostgreSQL restarted, the backend was
 * terminated), with a backoff; each (re)connection runs LISTEN again and calls `connected` on
 * every listener. Payloads queued while it is away are sent once it is back.
 */
export class Notifications {
  private readonly listeners = new Map<string, Set<ChannelListener>>();
  private readonly pending = new Map<string, Set<string>>();
  private pendingCount = 0;
  private client: pg.Client | null = null;
  private connected = false;
  private sending = false;
  private scheduled = false;
  private retryMs = RETRY_FIRST_MS;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private closed = false;

  constructor(private readonly config: pg.ClientConfig) {}

  /** Hears `channel`; the returned function stops hearing it. */
  listen(channel: string, listener: ChannelListener): () => void {
    let set = this.listeners.get(channel);
    const fresh = !set;
    if (!set) this.listeners.set(channel, (set = new Set()));
    set.add(listener);
    if (!this.client && !this.retryTimer) this.connect();
    else if (fresh && this.connected) void this.client?.query(`LISTEN ${pg.escapeIdentifier(channel)}`).catch(() => {});
    return () => {
      set.delete(listener);
    };
  }

  /** Queues `payload` on `channel`; it is sent on the dedicated connection, coalesced. */
  notify(channel: string, payload: string): void {
    if (this.closed) return;
    let set = this.pending.get(channel);
    if (!set) this.pending.set(channel, (set = new Set()));
    if (set.has(payload) || this.pendingCount >= MAX_PENDING) return;
    set.add(payload);
    this.pendingCount += 1;
    if (!this.client && !this.retryTimer) this.connect();
    this.schedule();
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    const client = this.client;
    this.client = null;
    this.connected = false;
    await client?.end().catch(() => {});
  }

  private connect(): void {
    if (this.closed) return;
    const client = new pg.Client({ ...this.config, keepAlive: true });
    this.client = client;
    const lost = () => {
      if (this.client !== client) return;
      this.client = null;
      this.connected = false;
      void client.end().catch(() => {});
      this.retry();
    };
    // A lost connection must not crash the process: it is opened again.
    client.on('error', lost);
    client.on('end', lost);
    client.on('notification', (n) => {
      for (const l of this.listeners.get(n.channel) ?? []) l.message(n.payload ?? '');
    });
    void (async () => {
      await client.connect();
      // The iterator also visits a channel added while a LISTEN is on its way; `connected` is set in
      // the same turn as the last LISTEN's answer, so no channel falls between the two.
      for (const channel of this.listeners.keys()) await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      if (this.client !== client) return;
      this.connected = true;
      this.retryMs = RETRY_FIRST_MS;
      for (const set of this.listeners.values()) for (const l of set) l.connected();
      this.schedule();
    })().catch(lost);
  }

  private retry(): void {
    if (this.closed || this.retryTimer) return;
    const wait = this.retryMs;
    this.retryMs = Math.min(this.retryMs * 2, RETRY_MAX_MS);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.connect();
    }, wait);
    this.retryTimer.unref();
  }

  private schedule(): void {
    if (this.scheduled || this.sending || !this.connected || this.pendingCount === 0) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      void this.send();
    });
  }

  private async send(): Promise<void> {
    const client = this.client;
    if (!client || !this.connected || this.sending || this.pendingCount === 0) return;
    const channels: string[] = [];
    const payloads: string[] = [];
    for (const [channel, set] of this.pending) {
      for (const payload of set) {
        channels.push(channel);
        payloads.push(payload);
      }
    }
    this.pending.clear();
    this.pendingCount = 0;
    this.sending = true;
    try {
      await client.query('select pg_notify(c, p) from unnest($1::text[], $2::text[]) as n(c, p)', [channels, payloads]);
    } catch (err) {
      // A statement error (a payload over 8000 bytes) drops the batch; a broken connection keeps it
      // for the next one.
      if ((err as { severity?: string }).severity !== 'ERROR') {
        channels.forEach((c, i) => this.requeue(c, payloads[i]!));
      }
    } finally {
      this.sending = false;
      this.schedule();
    }
  }

  private requeue(channel: string, payload: string): void {
    let set = this.pending.get(channel);
    if (!set) this.pending.set(channel, (set = new Set()));
    if (set.has(payload) || this.pendingCount >= MAX_PENDING) return;
    set.add(payload);
    this.pendingCount += 1;
  }
}
