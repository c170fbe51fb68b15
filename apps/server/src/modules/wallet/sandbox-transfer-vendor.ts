import type { Db } from '../../db/client.ts';
import { SandboxVendorRepo } from './sandbox-vendor.repo.ts';
import { VendorTimeoutError, type TransferWalletVendor } from './transfer-vendor.ts';

/**
 * A fault the next call of a sandbox vendor shows: time out before applying the transfer, time
 * out after applying it (the answer is lost), refuse it, or leave its status unknown.
 */
export type SandboxFault = 'timeout-before' | 'timeout-after' | 'fail' | 'status-unknown';

/**
 * A transfer-wallet vendor that keeps real, queryable balances in its own tables
 * (sandbox_vendor_wallets / sandbox_vendor_transfers). Tests inject faults to prove that an
 * unanswered transfer is resolved by asking `status(ref)`.
 */
export class SandboxTransferVendor implements TransferWalletVendor {
  private readonly faults: SandboxFault[] = [];

  constructor(
    readonly code: string,
    private readonly repo: SandboxVendorRepo,
  ) {}

  /** Queues a fault for the next transfer (or, for `status-unknown`, the next status query). */
  inject(fault: SandboxFault): void {
    this.faults.push(fault);
  }

  private take(kinds: SandboxFault[]): SandboxFault | undefined {
    const i = this.faults.findIndex((f) => kinds.includes(f));
    return i < 0 ? undefined : this.faults.splice(i, 1)[0];
  }

  transferIn(ref: string, memberRef: string, amount: bigint) {
    return this.move(ref, memberRef, 'in', amount);
  }

  transferOut(ref: string, memberRef: string, amount: bigint) {
    return this.move(ref, memberRef, 'out', amount);
  }

  private async move(ref: string, memberRef: string, direction: 'in' | 'out', amount: bigint) {
    const fault = this.take(['timeout-before', 'timeout-after', 'fail']);
    if (fault === 'timeout-before') throw new VendorTimeoutError();
    if (fault === 'fail') return 'failed';
    const status = await this.repo.apply(this.code, ref, memberRef, direction, amount);
    if (fault === 'timeout-after') throw new VendorTimeoutError();
    return status;
  }

  async status(ref: string) {
    if (this.take(['status-unknown'])) return 'unknown';
    return this.repo.status(this.code, ref);
  }

  balance(memberRef: string) {
    return this.repo.balance(this.code, memberRef);
  }
}

/** One sandbox vendor per vendor code, sharing the sandbox tables. */
export class SandboxTransferVendors {
  private readonly repo: SandboxVendorRepo;
  private readonly byCode = new Map<string, SandboxTransferVendor>();

  constructor(db: Db) {
    this.repo = new SandboxVendorRepo(db);
  }

  for(code: string): SandboxTransferVendor {
    let vendor = this.byCode.get(code);
    if (!vendor) {
      vendor = new SandboxTransferVendor(code, this.repo);
      this.byCode.set(code, vendor);
    }
    return vendor;
  }
}
