import { gameTypeSchema, type BetRecord, type BettingRecordValue, type GameType } from '@portal/contract';
import type { VendorRegistry } from '../vendors/vendor-registry.ts';
import { resolveRange } from '../wallet/records.service.ts';
import { textIn } from './catalogue-snapshot.ts';
import type { BetRecordRow, BetsRepo } from './bets.repo.ts';

export interface BettingRecordQuery {
  from?: string | undefined;
  to?: string | undefined;
  tz: number;
  vassalage?: string | undefined;
  gameType?: GameType | undefined;
  status?: BetRecord['status'] | undefined;
  page: number;
  pageSize: number;
}

const iso = (t: Date | string) => new Date(t).toISOString();
/** How far back each bet-history import looks again (bets placed earlier may have settled since). */
const HISTORY_OVERLAP_MS = 3600_000;
/** The first import of a vendor starts this far back. */
const HISTORY_START_MS = 7 * 86_400_000;

/** A bet row as the betting record (and the agents' team betting report) shows it, game named in `language`. */
export function betRecord(row: BetRecordRow, language: string): BetRecord {
  const stake = BigInt(row.stake);
  const payout = BigInt(row.payout);
  const status = row.status as BetRecord['status'];
  return {
    id: row.id,
    vassalage: row.vendorCode,
    vendorName: row.vendorName,
    gameType: gameTypeSchema.catch('RNG').parse(row.gameType),
    gameName: row.names ? textIn(row.names, language) : row.gameCode,
    roundId: row.roundId,
    stake: row.stake,
    validBet: row.validBet,
    payout: row.payout,
    winLoss: status === 'settled' ? String(payout - stake) : '0',
    status,
    demo: row.demo,
    time: iso(row.time),
    settledAt: row.settledAt ? iso(row.settledAt) : null,
  };
}

/** The betting record (member centre personalHistoryCopy) and the import of transfer vendors' bets. */
export class BetsService {
  constructor(
    private readonly repo: BetsRepo,
    private readonly registry: VendorRegistry,
  ) {}

  /** Only the member's own bets: the member id comes from the session, never from the request. */
  async bettingRecord(memberId: bigint, q: BettingRecordQuery, language: string): Promise<BettingRecordValue> {
    const { from, to, since, until } = resolveRange(q);
    const source = { owners: { memberId }, on: 'placed' as const, since, until };
    const filter = { source, vendorCode: q.vassalage, gameType: q.gameType, status: q.status };
    const [rows, totals] = await Promise.all([
      this.repo.page(filter, q.pageSize, (q.page - 1) * q.pageSize),
      this.repo.totals(filter),
    ]);
    return {
      list: rows.map((r) => betRecord(r, language)),
      total: totals.count,
      page: q.page,
      pageSize: q.pageSize,
      from,
      to,
      totals,
    };
  }

  /**
   * Imports the bets placed at transfer-wallet vendors (their own wallets) since the last import,
   * looking an hour back again for bets settled since. Answers how many rows changed.
   */
  async importVendorBets(codes: string[], now = new Date()): Promise<number> {
    let changed = 0;
    for (const code of codes) {
      const adapter = this.registry.adapter(code);
      if (!adapter) continue;
      const last = await this.repo.syncedUntil(code);
      const from = new Date((last?.getTime() ?? now.getTime() - HISTORY_START_MS) - (last ? HISTORY_OVERLAP_MS : 0));
      let cursor: string | undefined;
      do {
        const page = await adapter.betHistory(from, now, cursor);
        const bets = page.bets.flatMap((b) => {
          const m = /^m(\d{1,18})$/.exec(b.playerId);
          return m ? [{ ...b, memberId: BigInt(m[1]!) }] : [];
        });
        changed += await this.repo.upsertVendorBets(code, bets);
        cursor = page.nextCursor ?? undefined;
      } while (cursor);
      await this.repo.setSyncedUntil(code, now);
    }
    return changed;
  }
}
