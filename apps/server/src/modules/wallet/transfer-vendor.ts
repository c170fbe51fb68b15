/**
 * The vendor side of a transfer wallet (a vendor that keeps its own balance per player). The real
 * game-vendor adapters come with the game issue; until then the sandbox implements this.
 *
 * `ref` is our unique reference of one transfer: the vendor applies a reference at most once and
 * answers `status(ref)` about it. A call may throw (a timeout, a dropped connection): the caller
 * then does not know whether the vendor applied it and must ask `status(ref)` later.
 */
export interface TransferWalletVendor {
  /** Credits the player at the vendor (our main → vendor). */
  transferIn(ref: string, memberRef: string, amount: bigint): Promise<'ok' | 'failed'>;
  /** Debits the player at the vendor (vendor → our main). */
  transferOut(ref: string, memberRef: string, amount: bigint): Promise<'ok' | 'failed'>;
  /**
   * What became of a reference: `ok` applied, `failed` refused or never seen (the vendor then
   * refuses that reference for good), `unknown` the vendor cannot tell yet.
   */
  status(ref: string): Promise<'ok' | 'failed' | 'unknown'>;
  /** The player's balance at the vendor (minor units). */
  balance(memberRef: string): Promise<bigint>;
}

/** The vendor did not answer in time: the outcome is unknown. */
export class VendorTimeoutError extends Error {
  constructor(message = 'the vendor did not answer in time') {
    super(message);
    this.name = 'VendorTimeoutError';
  }
}

/** How we name a member at the vendors. */
export const vendorMemberRef = (memberId: bigint) => `m${memberId}`;
