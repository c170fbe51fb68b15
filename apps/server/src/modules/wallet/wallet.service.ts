import type { WalletBalanceValue } from '@portal/contract';
import { TRIAL_TYPE } from '../members/members.service.ts';
import type { SystemService } from '../system/system.service.ts';
import type { VendorsService } from '../vendors/vendors.service.ts';
import type { LedgerService } from './ledger.service.ts';

/** Demo credit a trial account starts with, in major units of the brand currency. */
export const DEMO_CREDIT_MAJOR = 2_000n;

/** How long the brand's currency and the list of transfer-wallet vendors are reused between reads. */
const REFERENCE_TTL_MS = 5_000;

type Reference = {
  head: Pick<WalletBalanceValue, 'currency' | 'currencySymbol' | 'currencyExponent'>;
  vendors: { code: string; displayName: string }[];
};

/** Balances for the header, the member centre and open games; demo credit for trial accounts. */
export class WalletService {
  constructor(
    readonly ledger: LedgerService,
    private readonly system: SystemService,
    private readonly vendors: VendorsService,
  ) {}

  private reference: { at: number; value: Promise<Reference> } | null = null;

  /**
   * The brand's currency and the transfer-wallet vendors: the same for every member, so read at most
   * every few seconds (the balance is the hottest read of the site; only the accounts are per member).
   */
  private referenceData(): Promise<Reference> {
    if (this.reference && Date.now() - this.reference.at < REFERENCE_TTL_MS) return this.reference.value;
    const value = Promise.all([this.system.brand(), this.vendors.transferVendors()]).then(([brand, vendors]) => ({
      head: {
        currency: brand.currency,
        currencySymbol: brand.currencySymbol,
        currencyExponent: brand.currencyExponent,
      },
      vendors,
    }));
    value.catch(() => (this.reference = null));
    this.reference = { at: Date.now(), value };
    return value;
  }

  /**
   * GET /wps/v2/wallets/balance. A member: the main wallet plus one sub-wallet per transfer-wallet
   * vendor, sumBalance their total. A trial account: its demo credit only.
   */
  async balance(memberId: bigint, customerType: number): Promise<WalletBalanceValue> {
    const [{ head, vendors }, accounts] = await Promise.all([
      this.referenceData(),
      this.ledger.repo.memberAccounts(memberId),
    ]);
    if (customerType === TRIAL_TYPE) {
      const demo = accounts.find((a) => a.kind === 'demo')?.balance ?? 0n;
      return {
        ...head,
        demo: true,
        sumBalance: String(demo),
        wallets: [{ code: 'MAIN', name: 'Demo', balance: String(demo) }],
      };
    }
    const main = accounts.find((a) => a.kind === 'main')?.balance ?? 0n;
    const byVendor = new Map(accounts.filter((a) => a.kind === 'vendor').map((a) => [a.vendorCode!, a.balance]));
    const wallets = [
      { code: 'MAIN', name: 'Main wallet', balance: String(main) },
      ...vendors.map((v) => ({ code: v.code, name: v.displayName, balance: String(byVendor.get(v.code) ?? 0n) })),
    ];
    // A sub-wallet of a vendor switched off since still counts: the money is the member's.
    for (const [code, balance] of byVendor) {
      if (!vendors.some((v) => v.code === code)) wallets.push({ code, name: code, balance: String(balance) });
    }
    const sum = wallets.reduce((s, w) => s + BigInt(w.balance), 0n);
    return { ...head, demo: false, sumBalance: String(sum), wallets };
  }

  /** The demo credit of a new trial account (once per account: the key makes a replay harmless). */
  async grantDemoCredit(memberId: bigint): Promise<void> {
    const brand = await this.system.brand();
    const amount = DEMO_CREDIT_MAJOR * 10n ** BigInt(brand.currencyExponent);
    await this.ledger.post({
      key: `demo-credit:${memberId}`,
      kind: 'demo_credit',
      memberId,
      reference: 'DEMO',
      legs: [
        { account: { system: 'demo_issuer' }, amount: -amount },
        { account: { member: memberId, kind: 'demo' }, amount },
      ],
    });
  }
}
