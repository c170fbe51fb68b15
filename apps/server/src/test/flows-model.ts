import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { TEST_OPERATOR_KEY } from './test-app.ts';
import type { TestVendor } from './vendor-client.ts';
import type { DepositRow, Step, WithdrawAction, WithdrawState } from './flows-model-steps.ts';

/**
 * A model-based check of the real wallet flows: random sequences of deposits (approve,
 * reject, double review), withdrawals (request, cancel, reject, approve, pay, confirm, time-out),
 * transfers main ↔ a sandbox transfer wallet, seamless vendor debits, credits and rollbacks (with
 * duplicates, a rollback before its debit, a credit for an unknown debit), and replays of every
 * request id, driven through the HTTP routes. A small model predicts every answer and the member's
 * main and game-wallet balances, compared after each step.
 */

export interface FlowsEnv {
  app: FastifyInstance;
  pool: pg.Pool;
  /** The seamless vendor (signed calls) and the member's game session there. */
  vendor: TestVendor;
  /** The transfer-wallet vendor (sandbox) of the transfers. */
  transferVendor: string;
  /** The auto-confirm job function. */
  autoConfirmDue: () => Promise<number>;
}

export interface FlowsMember {
  id: bigint;
  token: string;
  cardId: string;
  paymentPassword: string;
  session: { token: string; playerId: string };
}

type Answer = { status: number; code: string; value: Record<string, unknown> | null };
/** A request that succeeded, to replay later: the same request must answer the same and move nothing. */
type Replayable = { label: string; send: () => Promise<Answer>; same: (a: Answer) => boolean };

const PNG = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.from('0000000d49484452', 'hex')]);

class Mismatch extends Error {}

/** Every answer the runs predicted, as `what → code` (to see that each path was taken). */
export const outcomes = new Map<string, number>();
const expectCode = (a: Answer, code: string, what: string) => {
  if (a.code !== code) throw new Mismatch(`${what}: expected ${code}, got ${a.code} ${JSON.stringify(a.value)}`);
  const key = `${what} → ${code}`;
  outcomes.set(key, (outcomes.get(key) ?? 0) + 1);
};

export class FlowsModel {
  main = 0n;
  game = 0n;
  /** Ledger transactions expected per kind for this member (each idempotency key acted on once). */
  readonly kinds: Record<string, number> = {};
  private readonly deposits: DepositRow[] = [];
  private readonly withdrawals: { orderNo: string; amount: bigint; state: WithdrawState }[] = [];
  private readonly bets: { txId: string; round: string; stake: bigint; state: 'open' | 'settled' | 'rolled_back' }[] =
    [];
  private readonly ghosts: string[] = [];
  private readonly done: Replayable[] = [];
  readonly log: string[] = [];

  constructor(
    private readonly env: FlowsEnv,
    private readonly m: FlowsMember,
  ) {}

  private count(kind: string, n = 1) {
    this.kinds[kind] = (this.kinds[kind] ?? 0) + n;
  }

  private async http(method: 'GET' | 'POST', url: string, body?: unknown, operator = false): Promise<Answer> {
    const res = await this.env.app.inject({
      method,
      url: `/api${url}`,
      headers: operator ? { 'x-operator-key': TEST_OPERATOR_KEY } : { 'x-session-token': this.m.token },
      ...(body !== undefined ? { payload: body as Record<string, unknown> } : {}),
    });
    const json = res.json() as { code: string; value: Record<string, unknown> | null };
    return { status: res.statusCode, code: json.code, value: json.value };
  }

  private async vendorCall(op: 'debit' | 'credit' | 'rollback', body: unknown): Promise<Answer> {
    const res = await this.env.vendor.call(op, body);
    return { status: res.status, code: res.body.code, value: res.body.value };
  }

  /** Chooses an item: with `fit`, among those the action suits (when there are any), else among all. */
  private choose<T>(items: T[], n: number, fits: boolean, suits: (t: T) => boolean): T | undefined {
    const suitable = fits ? items.filter(suits) : [];
    const from = suitable.length ? suitable : items;
    return from[n % Math.max(from.length, 1)];
  }

  async apply(step: Step): Promise<void> {
    this.log.push(JSON.stringify(step, (_k, v) => (typeof v === 'bigint' ? `${v}n` : v)));
    switch (step.op) {
      case 'deposit': {
        const body = { requestId: randomUUID(), channel: 'BANK_TRANSFER', amount: String(step.amount) };
        const a = await this.http('POST', '/wps/v2/deposit/orders', body);
        expectCode(a, 'ok', 'deposit create');
        const orderNo = String(a.value!.orderNo);
        this.deposits.push({ orderNo, amount: step.amount, state: 'pending' });
        this.done.push({
          label: `deposit ${orderNo}`,
          send: () => this.http('POST', '/wps/v2/deposit/orders', body),
          same: (r) => r.code === 'ok' && r.value!.orderNo === orderNo,
        });
        if (step.then !== 'wait') await this.review(this.deposits.at(-1)!, step.then);
        return;
      }
      case 'depositReview': {
        const d = this.choose(this.deposits, step.pick, step.fit, (o) => o.state === 'pending');
        if (d) await this.review(d, step.action);
        return;
      }
      case 'withdraw': {
        const body = {
          requestId: randomUUID(),
          bankCardId: this.m.cardId,
          amount: String(step.amount),
          paymentPassword: this.m.paymentPassword,
        };
        const a = await this.http('POST', '/wps/wallet/withdrawals', body);
        const open = this.withdrawals.filter((w) => w.state === 'pending' || w.state === 'approved').length;
        if (open >= 3) return expectCode(a, 'withdraw_pending_limit', 'withdraw');
        if (this.main < step.amount) return expectCode(a, 'insufficient_balance', 'withdraw');
        expectCode(a, 'ok', 'withdraw');
        const orderNo = String(a.value!.orderNo);
        this.withdrawals.push({ orderNo, amount: step.amount, state: 'pending' });
        this.main -= step.amount;
        this.count('withdraw_hold');
        this.done.push({
          label: `withdraw ${orderNo}`,
          send: () => this.http('POST', '/wps/wallet/withdrawals', body),
          same: (r) => r.code === 'ok' && r.value!.orderNo === orderNo,
        });
        for (const next of step.then) {
          if (next === 'timeout') await this.apply({ op: 'autoConfirm' });
          // Three more at once: the third open one is over the limit of three waiting.
          else if (next === 'burst')
            for (let i = 0; i < 3; i++) await this.apply({ op: 'withdraw', amount: 10_000n, then: [] });
          else await this.withdrawAct(next, this.withdrawals.length - 1, false);
          await this.check();
        }
        return;
      }
      case 'withdrawAct':
        return this.withdrawAct(step.action, step.pick, step.fit);
      case 'autoConfirm': {
        const paid = this.withdrawals.filter((w) => w.state === 'paid');
        await this.env.pool.query(
          `update withdrawal_orders set confirm_deadline = now() - interval '1 second'
           where member_id = $1 and status = 'paid'`,
          [this.m.id],
        );
        const n = await this.env.autoConfirmDue();
        if (n !== paid.length) throw new Mismatch(`auto-confirm confirmed ${n}, model ${paid.length}`);
        for (const w of paid) w.state = 'received';
        if (n > 0) outcomes.set('auto-confirm → received', (outcomes.get('auto-confirm → received') ?? 0) + 1);
        return;
      }
      case 'transfer': {
        const [from, to] = step.dir === 'in' ? ['MAIN', this.env.transferVendor] : [this.env.transferVendor, 'MAIN'];
        const amount = step.all && step.dir === 'out' && this.game > 0n ? this.game : step.amount;
        const body = { requestId: randomUUID(), from, to, amount: String(amount) };
        const a = await this.http('POST', '/wps/relay/GCS_walletTransfer', body);
        const source = step.dir === 'in' ? this.main : this.game;
        if (source < amount) return expectCode(a, 'insufficient_balance', `transfer ${step.dir}`);
        expectCode(a, 'ok', `transfer ${step.dir}`);
        if (a.value!.status !== 'done') throw new Mismatch(`transfer ${step.dir} is ${String(a.value!.status)}`);
        const delta = step.dir === 'in' ? amount : -amount;
        this.main -= delta;
        this.game += delta;
        this.count(step.dir === 'in' ? 'transfer_to_vendor' : 'transfer_from_vendor', 2);
        const first = JSON.stringify(a.value);
        this.done.push({
          label: `transfer ${String(a.value!.id)}`,
          send: () => this.http('POST', '/wps/relay/GCS_walletTransfer', body),
          same: (r) => r.code === 'ok' && JSON.stringify(r.value) === first,
        });
        // `all` on the way in: the request is retried, then the player comes back at once with part of it.
        if (step.dir === 'in' && step.all) {
          await this.apply({ op: 'replay', pick: this.done.length - 1 });
          await this.check();
          await this.apply({ op: 'transfer', dir: 'out', amount: amount / 2n + 1n, all: false });
        }
        return;
      }
      case 'debit':
      case 'lateDebit': {
        let id = `d-${randomBytes(6).toString('hex')}`;
        if (step.op === 'lateDebit') {
          if (!this.ghosts.length) await this.apply({ op: 'ghostRollback' });
          id = this.ghosts[step.pick % this.ghosts.length]!;
        }
        const body = {
          ...this.m.session,
          txId: id,
          roundId: `r-${id}`,
          gameCode: 'nova-7',
          amount: String(step.amount),
        };
        const a = await this.vendorCall('debit', body);
        if (step.op === 'lateDebit') return expectCode(a, 'vendor_tx_rolled_back', 'debit after its rollback');
        if (this.main < step.amount) {
          expectCode(a, 'insufficient_balance', 'debit');
          if (a.value!.balance !== String(this.main)) throw new Mismatch(`debit refusal balance ${a.value!.balance}`);
          return;
        }
        expectCode(a, 'ok', 'debit');
        this.main -= step.amount;
        this.count('bet');
        this.bets.push({ txId: id, round: body.roundId, stake: step.amount, state: 'open' });
        this.vendorDone(a, 'debit', body);
        if (step.op === 'debit') {
          for (const next of step.then) {
            const amount = BigInt(step.amount) * 2n;
            if (next === 'duplicate') await this.apply({ op: 'replay', pick: this.done.length - 1 });
            else await this.apply({ op: next, pick: this.bets.length - 1, fit: false, amount });
            await this.check();
          }
        }
        return;
      }
      case 'credit':
      case 'rollback': {
        const b = this.choose(this.bets, step.pick, step.fit, (x) =>
          step.op === 'credit' ? x.state !== 'rolled_back' : x.state === 'open',
        );
        if (!b) return;
        const body = {
          playerId: this.m.session.playerId,
          txId: `${step.op[0]}-${randomBytes(6).toString('hex')}`,
          debitTxId: b.txId,
          roundId: b.round,
          gameCode: 'nova-7',
          ...(step.op === 'credit' ? { amount: String(step.amount) } : {}),
        };
        const a = await this.vendorCall(step.op, body);
        if (b.state === 'rolled_back') return expectCode(a, 'vendor_tx_rolled_back', `${step.op} after rollback`);
        if (step.op === 'rollback' && b.state === 'settled') return expectCode(a, 'vendor_tx_settled', 'rollback');
        expectCode(a, 'ok', step.op);
        const paid = step.op === 'credit' ? step.amount : b.stake;
        this.main += paid;
        if (paid > 0n) this.count(step.op === 'credit' ? 'win' : 'rollback');
        b.state = step.op === 'credit' ? 'settled' : 'rolled_back';
        return this.vendorDone(a, step.op, body);
      }
      case 'ghostRollback':
      case 'ghostCredit': {
        const ghost = `g-${randomBytes(6).toString('hex')}`;
        const body = {
          playerId: this.m.session.playerId,
          txId: `x-${randomBytes(6).toString('hex')}`,
          debitTxId: ghost,
          roundId: `r-${ghost}`,
          gameCode: 'nova-7',
          ...(step.op === 'ghostCredit' ? { amount: String(step.amount) } : {}),
        };
        const a = await this.vendorCall(step.op === 'ghostCredit' ? 'credit' : 'rollback', body);
        expectCode(a, 'vendor_tx_not_found', step.op);
        if (step.op === 'ghostRollback') this.ghosts.push(ghost);
        return;
      }
      case 'replay': {
        const r = this.done[step.pick % Math.max(this.done.length, 1)];
        if (!r) return;
        const a = await r.send();
        if (!r.same(a)) throw new Mismatch(`replay of ${r.label} answered ${a.code} ${JSON.stringify(a.value)}`);
        const key = `replay ${r.label.split(' ').slice(0, -1).join(' ')}`;
        outcomes.set(key, (outcomes.get(key) ?? 0) + 1);
        return;
      }
    }
  }

  /** A successful vendor call: its answer shows the new balance; an exact duplicate must be answered as one. */
  private vendorDone(a: Answer, op: 'debit' | 'credit' | 'rollback', body: unknown) {
    if (a.value!.balance !== String(this.main) || a.value!.duplicate !== false) {
      throw new Mismatch(`${op} answered ${JSON.stringify(a.value)}, model main ${this.main}`);
    }
    const walletTxId = a.value!.walletTxId;
    this.done.push({
      label: `vendor ${op} ${String((body as { txId: string }).txId)}`,
      send: () => this.vendorCall(op, body),
      same: (r) =>
        r.code === 'ok' &&
        r.value!.duplicate === true &&
        r.value!.walletTxId === walletTxId &&
        r.value!.balance === String(this.main),
    });
  }

  private async review(d: DepositRow, action: 'approve' | 'reject') {
    const a = await this.http('POST', `/admin/deposits/${d.orderNo}/${action}`, {}, true);
    if (d.state !== 'pending') return expectCode(a, 'order_state_invalid', `deposit ${action} ${d.state}`);
    expectCode(a, 'ok', `deposit ${action}`);
    d.state = action === 'approve' ? 'credited' : 'rejected';
    if (action === 'approve') {
      this.main += d.amount;
      this.count('deposit');
    }
  }

  private async withdrawAct(action: WithdrawAction, n: number, fits: boolean) {
    const from: Record<WithdrawAction, WithdrawState[]> = {
      cancel: ['pending'],
      reject: ['pending', 'approved'],
      approve: ['pending'],
      pay: ['approved'],
      received: ['paid'],
      notReceived: ['paid'],
    };
    const w = this.choose(this.withdrawals, n, fits, (o) => from[action].includes(o.state));
    if (!w) return;
    const orderNo = w.orderNo;
    const a =
      action === 'cancel'
        ? await this.http('POST', '/wps/wallet/withdrawals/cancel', { orderNo })
        : action === 'received' || action === 'notReceived'
          ? await this.http('POST', '/wps/wallet/withdrawals/confirm', {
              orderNo,
              received: action === 'received',
              ...(action === 'notReceived' ? { proof: PNG.toString('base64') } : {}),
            })
          : await this.http('POST', `/admin/withdrawals/${orderNo}/${action}`, {}, true);
    if (!from[action].includes(w.state)) return expectCode(a, 'order_state_invalid', `withdraw ${action} ${w.state}`);
    expectCode(a, 'ok', `withdraw ${action}`);
    const to: Record<WithdrawAction, WithdrawState> = {
      cancel: 'cancelled',
      reject: 'rejected',
      approve: 'approved',
      pay: 'paid',
      received: 'received',
      notReceived: 'not_received',
    };
    w.state = to[action];
    if (a.value!.status !== w.state) throw new Mismatch(`withdraw ${action}: status ${String(a.value!.status)}`);
    if (action === 'cancel' || action === 'reject') {
      this.main += w.amount;
      this.count('withdraw_release');
    }
    if (action === 'pay') this.count('withdraw_payout');
  }

  /** The balances the member sees (GET /wps/v2/wallets/balance) and the sandbox vendor's own wallet. */
  async check(): Promise<void> {
    const a = await this.http('GET', '/wps/v2/wallets/balance');
    const wallets = (a.value?.wallets ?? []) as { code: string; balance: string }[];
    const main = wallets.find((w) => w.code === 'MAIN')?.balance;
    const game = wallets.find((w) => w.code === this.env.transferVendor)?.balance;
    if (main !== String(this.main) || game !== String(this.game)) {
      throw new Mismatch(`balances MAIN ${main} ${this.env.transferVendor} ${game}; model ${this.main} ${this.game}`);
    }
    const { rows } = await this.env.pool.query<{ balance: string }>(
      `select balance from sandbox_vendor_wallets where vendor_code = $1 and member_ref = $2`,
      [this.env.transferVendor, `m${this.m.id}`],
    );
    if (BigInt(rows[0]?.balance ?? 0) !== this.game) {
      throw new Mismatch(`sandbox vendor holds ${rows[0]?.balance}, model ${this.game}`);
    }
  }
}
