import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import { AppError } from '../../http/errors.ts';

/** How long a payment link handed to the order's owner stays usable. */
export const PAY_LINK_TTL_MS = 30 * 60_000;

/**
 * The sandbox gateway's secret: derived by HKDF from the operator key (OPERATOR_KEY or the key kept
 * in the data folder, never the repository). Without an operator key it is random, so links and
 * callbacks then verify only within this process.
 */
export function sandboxGatewaySecret(operatorKey: string | undefined): Buffer {
  const ikm = operatorKey ?? randomBytes(32).toString('hex');
  return Buffer.from(hkdfSync('sha256', ikm, 'portal-deposit-sandbox', 'callback', 32));
}

const sameHex = (given: string, expected: string) =>
  given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));

/**
 * Signed links to the sandbox payment page. The page hands out the tokens that pay or cancel an
 * order, so it opens only through a link signed over the order number and an expiry: the portal
 * gives that link only to the order's owner (in the owner's own order list), and the Pay and
 * Cancel buttons carry the same expiry. The web opens the page by plain navigation, which carries
 * no session header, which is why the link itself is the proof.
 */
export class SandboxLinks {
  constructor(
    private readonly secret: Buffer,
    private readonly now: () => number = Date.now,
  ) {}

  private mac(text: string): string {
    return createHmac('sha256', this.secret).update(text).digest('hex');
  }

  /** The owner's link to the payment page, valid for PAY_LINK_TTL_MS. */
  payUrl(orderNo: string): string {
    const expires = String(Math.floor((this.now() + PAY_LINK_TTL_MS) / 1000));
    return `/api/wps/deposit/sandbox/${orderNo}/pay?expires=${expires}&sig=${this.mac(`pay|${orderNo}|${expires}`)}`;
  }

  /** The token of the page's Pay and Cancel buttons, bound to the order and the link's expiry. */
  confirmToken(orderNo: string, expires: string): string {
    return this.mac(`confirm|${orderNo}|${expires}`).slice(0, 32);
  }

  /** Refuses (403 forbidden) a missing, forged or expired payment-page link. */
  checkPayLink(orderNo: string, expires: string | undefined, sig: string | undefined): string {
    if (!expires || !sig || !sameHex(sig, this.mac(`pay|${orderNo}|${expires}`))) {
      throw new AppError('forbidden', 'This payment link is not valid: open the order from your deposit page');
    }
    this.checkExpiry(expires);
    return expires;
  }

  /** Refuses (401) a button token that the page did not hand out, and (403) one past its expiry. */
  checkConfirmToken(orderNo: string, expires: string | undefined, token: string): void {
    if (!expires || !sameHex(token, this.confirmToken(orderNo, expires))) {
      throw new AppError('deposit_signature_invalid', 'This payment link is not valid');
    }
    this.checkExpiry(expires);
  }

  private checkExpiry(expires: string): void {
    if (Number(expires) * 1000 < this.now()) {
      throw new AppError('forbidden', 'This payment link has expired: open the order again from your deposit page');
    }
  }
}
