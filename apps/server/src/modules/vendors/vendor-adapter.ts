import type { VendorBet, VendorCatalogue, VendorLaunchBody, VendorReconciliationTotals } from '@portal/contract';
import type { TransferWalletVendor } from '../wallet/transfer-vendor.ts';

/**
 * What the portal needs of one game vendor code (docs/vendor-integration.md). The portal speaks to
 * every vendor through this interface only: a vendor that implements the GLS interface of
 * packages/contract/src/vendor-api.ts natively is served by `GlsAdapter` and configuration; any other
 * vendor gets its own adapter class that maps these calls onto the vendor's API.
 *
 * The transfer calls are those of `TransferWalletVendor` (the transfer service uses the adapter as
 * it is); a seamless vendor answers them too but the portal never calls them for it.
 */
export interface VendorAdapter extends TransferWalletVendor {
  /** The vendor code this adapter speaks for (`NSL`, `FRT`, …). */
  readonly code: string;
  /**
   * The vendor's catalogue of this code: groups and games with names per language. Answers null
   * when the vendor does not serve this code at all (the portal then keeps it out of its catalogue).
   */
  catalogue(): Promise<VendorCatalogue | null>;
  /** Opens the game at the vendor, server to server; answers the page address for the player's iframe. */
  launch(input: VendorLaunchBody): Promise<{ url: string }>;
  /** Bets placed in [from, to), a page at a time (`cursor` from the previous page). */
  betHistory(from: Date, to: Date, cursor?: string): Promise<{ bets: VendorBet[]; nextCursor: string | null }>;
  /** The vendor's totals of one UTC day, to compare with the portal's own. */
  reconciliation(date: string): Promise<VendorReconciliationTotals>;
}

/** The vendor answered with a refusal (4xx/5xx with a code) or an answer that breaks the interface. */
export class VendorCallError extends Error {
  constructor(
    readonly code: string,
    message: string,
    /** HTTP status of the vendor's answer, 0 when there was none (network error). */
    readonly status: number,
  ) {
    super(message);
    this.name = 'VendorCallError';
  }
}

/**
 * Where the configured GLS vendor lives, and its secret: each of its codes signs both directions with
 * its own key derived from that secret (`vendorCodeKey(secret, code)`).
 */
export interface VendorEndpoint {
  url: string;
  secret: string;
}
