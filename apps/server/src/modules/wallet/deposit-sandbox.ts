import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { SandboxCallback } from '@portal/contract';
import { AppError } from '../../http/errors.ts';
import type { SystemService } from '../system/system.service.ts';
import type { SandboxLinks } from './deposit-sandbox-link.ts';
import type { DepositService } from './deposit.service.ts';
import { majorUnits } from './deposit.service.ts';

/** The canonical text the gateway signs: the fields in a fixed order, joined by `|`. */
export const canonicalCallback = (c: Omit<SandboxCallback, 'signature'>) =>
  [c.orderNo, c.amount, c.currency, c.status, c.gatewayTxId, c.timestamp].join('|');

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

/**
 * The sandbox online gateway: a local payment page, opened only through the owner's signed link,
 * whose buttons make the "gateway" post a signed callback (HMAC-SHA256 with a secret derived from
 * the operator key by HKDF), which credits the order exactly once. It stands in for a real gateway
 * in development and demos.
 */
export class SandboxGateway {
  constructor(
    private readonly deposits: DepositService,
    private readonly system: SystemService,
    private readonly secret: Buffer,
    private readonly links: SandboxLinks,
  ) {}

  sign(fields: Omit<SandboxCallback, 'signature'>): string {
    return createHmac('sha256', this.secret).update(canonicalCallback(fields)).digest('hex');
  }

  /**
   * The payment page (HTML) and the content-security policy that lets its inline style run; a link
   * that is missing, forged or expired is refused before anything about the order is read.
   */
  async page(orderNo: string, signed: { expires?: string | undefined; sig?: string | undefined }) {
    const expires = this.links.checkPayLink(orderNo, signed.expires, signed.sig);
    const token = this.links.confirmToken(orderNo, expires);
    const [order, brand] = await Promise.all([this.deposits.byOrderNo(orderNo), this.system.brand()]);
    const nonce = randomBytes(16).toString('base64');
    const csp = `default-src 'none'; style-src 'nonce-${nonce}'; img-src data:; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`;
    const amount = order ? `${majorUnits(order.amount, brand.currencyExponent)} ${order.currency}` : '';
    const payable = order?.channelType === 'online' && order.status === 'pending';
    const link = (action: 'pay' | 'cancel') =>
      `/api/wps/deposit/sandbox/${orderNo}/confirm?action=${action}&amp;expires=${expires}&amp;token=${token}`;
    const body = !order
      ? `<p class="muted">Unknown order.</p><a class="btn ghost" href="/?mc=depositv2">Back</a>`
      : payable
        ? `<p class="muted">Order ${escapeHtml(order.orderNo)}</p>
           <p class="amount">Pay ${escapeHtml(amount)}</p><p class="muted">to ${escapeHtml(brand.brandName)}</p>
           <div class="row"><a class="btn" href="${link('pay')}">Pay</a>
           <a class="btn ghost" href="${link('cancel')}">Cancel</a></div>`
        : `<p class="muted">Order ${escapeHtml(order.orderNo)} is ${escapeHtml(order.status)}.</p>
           <a class="btn ghost" href="/?mc=depositv2">Back</a>`;
    const html = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Sandbox bank</title>
<style nonce="${nonce}">
body{margin:0;min-height:100vh;display:grid;place-items:center;font:16px/1.5 system-ui,sans-serif;background:#0f172a;color:#0f172a}
.card{background:#fff;border-radius:16px;padding:32px 28px;width:min(360px,calc(100vw - 32px));box-sizing:border-box;text-align:center;box-shadow:0 20px 50px rgba(0,0,0,.35)}
.logo{font-weight:700;letter-spacing:.04em;color:#2563eb}.tag{font-size:12px;color:#64748b;text-transform:uppercase;letter-spacing:.08em}
.amount{font-size:26px;font-weight:700;margin:12px 0 0}.muted{color:#64748b;margin:4px 0}
.row{display:flex;gap:12px;margin-top:24px}.btn{flex:1;display:inline-block;padding:12px 16px;border-radius:10px;background:#2563eb;color:#fff;text-decoration:none;font-weight:600}
.ghost{background:#e2e8f0;color:#0f172a}
</style></head><body><main class="card"><div class="logo">Sandbox bank</div><div class="tag">Test payments only</div>${body}</main></body></html>`;
    return { html, csp };
  }

  /**
   * The player pressed Pay or Cancel: the gateway posts its signed callback (through `post`, the
   * real HTTP route) and sends the player back to the deposit page.
   */
  async confirm(
    orderNo: string,
    query: { action: 'pay' | 'cancel'; token: string; expires?: string | undefined },
    post: (body: SandboxCallback) => Promise<void>,
  ): Promise<{ location: string }> {
    const { action, token, expires } = query;
    this.links.checkConfirmToken(orderNo, expires, token);
    const order = await this.deposits.byOrderNo(orderNo);
    if (!order) throw new AppError('not_found', 'No such deposit order');
    if (order.status === 'pending') {
      const fields = {
        orderNo,
        amount: String(order.amount),
        currency: order.currency,
        status: action === 'pay' ? ('paid' as const) : ('cancelled' as const),
        gatewayTxId: `SBX${randomBytes(8).toString('hex').toUpperCase()}`,
        timestamp: String(Date.now()),
      };
      await post({ ...fields, signature: this.sign(fields) });
    }
    return { location: `/?mc=depositv2&order=${orderNo}` };
  }

  /** The callback: a valid signature, the order's own amount and currency; credits exactly once. */
  async callback(c: SandboxCallback): Promise<{ orderNo: string; status: string }> {
    const expected = Buffer.from(this.sign(c), 'hex');
    const given = Buffer.from(c.signature, 'hex');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw new AppError('deposit_signature_invalid', 'The callback signature is not valid');
    }
    const order = await this.deposits.byOrderNo(c.orderNo);
    if (!order || order.channelType !== 'online') throw new AppError('not_found', 'No such online deposit order');
    if (String(order.amount) !== c.amount || order.currency !== c.currency) {
      throw new AppError('bad_request', 'The amount or currency does not match the order');
    }
    const target = c.status === 'paid' ? 'credited' : c.status;
    const result =
      c.status === 'paid'
        ? await this.deposits.credit(c.orderNo, { gatewayRef: c.gatewayTxId })
        : await this.deposits.close(c.orderNo, c.status, { gatewayRef: c.gatewayTxId });
    // A replay (the same outcome again) answers the same; a different outcome for a settled order is
    // refused, except a failure or cancellation of an order that had expired unpaid (nothing to change).
    const unpaidExpired = result.order.status === 'expired' && target !== 'credited';
    if (!result.changed && result.order.status !== target && !unpaidExpired) {
      throw new AppError('order_state_invalid', `The order is already ${result.order.status}`);
    }
    return { orderNo: c.orderNo, status: result.order.status };
  }
}
