import {
  vendorApiPaths,
  vendorBetsBodySchema,
  vendorReconciliationBodySchema,
  vendorTransferBalanceBodySchema,
  vendorTransferBodySchema,
  vendorTransferStatusBodySchema,
  type VendorBet,
  type VendorReconciliationTotals,
} from '@portal/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type pg from 'pg';
import type { VendorCodeInfo } from '../catalogue/vendor-codes.ts';
import { VendorError } from '../errors.ts';
import { listBets } from '../wallet/bets.repo.ts';
import { callTotals } from '../wallet/outbox.repo.ts';
import { applyTransfer, transferStatus, walletBalance, type TransferDirection } from '../wallet/transfer.repo.ts';
import { glsCode } from './gls.routes.ts';
import { parseBody } from './validate.ts';

export interface GlsWalletDeps {
  db: pg.Pool;
}

const invalid = (message: string) => new VendorError(400, 'validation_failed', message);

/** Transfer calls only make sense for a transfer-wallet code. */
function transferCode(request: FastifyRequest): VendorCodeInfo {
  const code = glsCode(request);
  if (code.walletMode !== 'transfer') {
    throw new VendorError(403, 'transfer_not_supported', `${code.code} uses the seamless wallet`);
  }
  return code;
}

/** Cursor of /gls/bets: the last bet's exact placed_at (UTC, microseconds) and id. */
const CURSOR = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z)~([A-Za-z0-9_-]{1,64})$/;

function parseCursor(cursor: string | undefined): { placedAt: string; id: string } | null {
  if (cursor === undefined) return null;
  const m = CURSOR.exec(cursor);
  if (!m || Number.isNaN(Date.parse(m[1]!))) throw invalid('cursor: not a cursor this vendor gave');
  return { placedAt: m[1]!, id: m[2]! };
}

function utcDay(date: string): { from: Date; to: Date } {
  const from = new Date(`${date}T00:00:00.000Z`);
  if (Number.isNaN(from.getTime()) || from.toISOString().slice(0, 10) !== date)
    throw invalid('date: not a calendar day');
  return { from, to: new Date(from.getTime() + 86_400_000) };
}

/**
 * The signed money calls of the portal (packages/contract/src/vendor-api.ts): transfer in / out /
 * status / balance for transfer-wallet codes, the bet history and the daily reconciliation of the
 * seamless wallet calls. Register inside the signed /gls scope (`GlsRouteDeps.extra`): every
 * handler reads the verified `x-vendor-code`, and outside that scope every call is refused (403).
 */
export async function registerGlsWalletRoutes(app: FastifyInstance, deps: GlsWalletDeps): Promise<void> {
  const transfer = (direction: TransferDirection) => async (request: FastifyRequest) => {
    const code = transferCode(request);
    const body = parseBody(vendorTransferBodySchema, request.body);
    const amount = BigInt(body.amount);
    if (amount <= 0n) throw invalid('amount: a transfer moves at least 1');
    const outcome = await applyTransfer(deps.db, {
      vendorCode: code.code,
      ref: body.ref,
      playerId: body.playerId,
      direction,
      amount,
    });
    if (outcome.status === 'conflict') {
      throw new VendorError(409, 'transfer_conflict', `The reference ${body.ref} was used for another transfer`);
    }
    return { status: outcome.status, balance: String(outcome.balance) };
  };
  app.post(vendorApiPaths.transferIn, transfer('in'));
  app.post(vendorApiPaths.transferOut, transfer('out'));

  app.post(vendorApiPaths.transferStatus, async (request) => {
    const code = transferCode(request);
    const body = parseBody(vendorTransferStatusBodySchema, request.body);
    return { status: await transferStatus(deps.db, code.code, body.ref) };
  });

  app.post(vendorApiPaths.transferBalance, async (request) => {
    const code = transferCode(request);
    const body = parseBody(vendorTransferBalanceBodySchema, request.body);
    return { balance: String(await walletBalance(deps.db, code.code, body.playerId)) };
  });

  app.post(vendorApiPaths.bets, async (request) => {
    const code = glsCode(request);
    const body = parseBody(vendorBetsBodySchema, request.body);
    const rows = await listBets(deps.db, {
      vendorCode: code.code,
      from: new Date(body.from),
      to: new Date(body.to),
      after: parseCursor(body.cursor),
      limit: body.limit,
    });
    const bets: VendorBet[] = rows.map((b) => ({
      betId: b.id,
      roundId: b.roundId,
      playerId: b.playerId,
      gameId: b.gameId,
      stake: String(b.stake),
      payout: String(b.payout),
      validBet: String(b.validBet),
      status: b.status === 'refused' ? 'rolled_back' : b.status,
      demo: b.demo,
      placedAt: b.placedAt.toISOString(),
      settledAt: b.settledAt?.toISOString() ?? null,
    }));
    const last = rows.at(-1);
    return { bets, nextCursor: rows.length === body.limit && last ? `${last.placedKey}~${last.id}` : null };
  });

  app.post(vendorApiPaths.reconciliation, async (request): Promise<VendorReconciliationTotals> => {
    const code = glsCode(request);
    const body = parseBody(vendorReconciliationBodySchema, request.body);
    const { from, to } = utcDay(body.date);
    const t = await callTotals(deps.db, code.code, from, to);
    const out = (x: { count: number; total: bigint }) => ({ count: x.count, total: String(x.total) });
    return {
      date: body.date,
      debits: out(t.debit),
      credits: out(t.credit),
      rollbacks: out(t.rollback),
      net: String(t.debit.total - t.credit.total - t.rollback.total),
    };
  });
}
