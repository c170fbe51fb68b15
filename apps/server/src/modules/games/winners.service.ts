import { WINNERS_LIMIT, type Winner, type WinnersValue } from '@portal/contract';
import { textIn } from './catalogue-snapshot.ts';
import type { BetsRepo, WinnerRow } from './bets.repo.ts';

/** `abcdef9` → `ab***9`; short names keep only their first letter. */
export function maskAccount(username: string): string {
  const chars = [...username];
  if (chars.length <= 3) return `${chars[0] ?? ''}***`;
  return `${chars.slice(0, 2).join('')}***${chars[chars.length - 1]}`;
}

/** payout ÷ stake, rounded down to one decimal. */
export function multiplier(stake: bigint, payout: bigint): number {
  return stake > 0n ? Number((payout * 10n) / stake) / 10 : 0;
}

export function winnerOf(row: WinnerRow, language: string): Winner {
  return {
    id: row.id,
    account: maskAccount(row.username),
    vassalage: row.vendorCode,
    gameName: row.names ? textIn(row.names, language) : row.gameCode,
    nodeId: row.nodeId,
    payout: row.payout,
    multiplier: multiplier(BigInt(row.stake), BigInt(row.payout)),
    time: new Date(row.settledAt).toISOString(),
  };
}

export interface WinnersOptions {
  /** Re-read of the list while someone listens live (wins settled on other nodes). */
  pollMs?: number;
  /** How long a read list answers GET requests. */
  cacheMs?: number;
}

type Listener = (row: WinnerRow) => void;

/**
 * The winners list: the 20 most recent real-money wins. `signal()` (the vendor wallet paid a win
 * here) and, while anyone listens live, a periodic re-read find new wins, which go to the listeners.
 */
export class WinnersService {
  private rows: WinnerRow[] = [];
  private loadedAt = 0;
  private loading: Promise<WinnerRow[]> | null = null;
  private readonly listeners = new Set<Listener>();
  private timer: NodeJS.Timeout | null = null;
  private pending: NodeJS.Timeout | null = null;

  constructor(
    private readonly repo: BetsRepo,
    private readonly currency: () => Promise<string>,
    private readonly opts: WinnersOptions = {},
  ) {}

  async list(language: string): Promise<WinnersValue> {
    const fresh = Date.now() - this.loadedAt < (this.opts.cacheMs ?? 2_000);
    const rows = fresh ? this.rows : await this.check();
    return { list: rows.map((r) => winnerOf(r, language)), currency: await this.currency() };
  }

  /** A win was paid in this process: look for it soon (signals close together share one read). */
  signal(): void {
    if (this.pending || this.listeners.size === 0) {
      this.loadedAt = 0;
      return;
    }
    this.pending = setTimeout(() => {
      this.pending = null;
      void this.check().catch(() => {});
    }, 100);
  }

  /** Re-reads the list and hands the wins not seen before to the listeners, oldest first. */
  check(): Promise<WinnerRow[]> {
    this.loading ??= (async () => {
      try {
        const before = this.loadedAt > 0 || this.rows.length > 0 ? new Set(this.rows.map((r) => r.id)) : null;
        const rows = await this.repo.winners(WINNERS_LIMIT);
        this.rows = rows;
        this.loadedAt = Date.now();
        if (before) {
          for (const row of rows.filter((r) => !before.has(r.id)).reverse()) {
            for (const fn of this.listeners) fn(row);
          }
        }
        return rows;
      } finally {
        this.loading = null;
      }
    })();
    return this.loading;
  }

  /** Live wins; the periodic re-read runs while there is at least one listener. */
  subscribe(fn: Listener): () => void {
    this.listeners.add(fn);
    if (!this.timer) {
      this.timer = setInterval(() => void this.check().catch(() => {}), this.opts.pollMs ?? 5_000);
      this.timer.unref();
    }
    return () => {
      this.listeners.delete(fn);
      if (this.listeners.size === 0) this.stop();
    };
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    if (this.pending) clearTimeout(this.pending);
    this.timer = null;
    this.pending = null;
  }
}
