/**
 * Integration-test kit of the wallet: a real portal listening on a socket (createTestApp), its
 * vendor keys set to each code's key under the vendor's secret, funded members with portal vendor sessions, the portal's
 * transfer service talking to this vendor through the portal's own GlsAdapter, and the portal's
 * checks (ledger invariants, daily reconciliation) over its admin API.
 *
 * The portal's modules are loaded with dynamic imports and typed here by the little this kit uses:
 * the vendor's TypeScript program (DOM lib for the browser code) cannot typecheck the portal's
 * server files, so a static import would break the vendor's typecheck.
 */
import { fileURLToPath } from 'node:url';
import { vendorCodeKey } from '../../gls/signature.ts';

const serverSrc = fileURLToPath(new URL('../../../../server/src/', import.meta.url));
const load = <T>(path: string): Promise<T> => import(serverSrc + path) as Promise<T>;

/** A portal object this kit only hands back to the portal. */
type Opaque = { readonly __portal: unique symbol };

interface Injected {
  statusCode: number;
  json(): unknown;
}
interface PortalApp {
  listen(opts: { port: number; host: string }): Promise<string>;
  inject(opts: { method: 'GET'; url: string; headers: Record<string, string> }): Promise<Injected>;
}
type AccountRef = { member: bigint; kind: 'main' } | { member: bigint; kind: 'vendor'; vendor: string };
interface Ledger {
  accountId(ref: AccountRef, memberId: bigint): Promise<bigint>;
  repo: { balanceOf(id: bigint): Promise<bigint> };
}
/** The portal's TransferWalletVendor (apps/server/src/modules/wallet/transfer-vendor.ts). */
export interface TransferWalletVendor {
  transferIn(ref: string, memberRef: string, amount: bigint): Promise<'ok' | 'failed'>;
  transferOut(ref: string, memberRef: string, amount: bigint): Promise<'ok' | 'failed'>;
  status(ref: string): Promise<'ok' | 'failed' | 'unknown'>;
  balance(memberRef: string): Promise<bigint>;
}
/** A row of the portal's TransferService. */
export interface PortalTransfer {
  id: bigint;
  status: 'pending' | 'done' | 'failed';
  amount: bigint;
}
interface TransferService {
  transfer(
    memberId: bigint,
    req: { from: string; to: string; amount: bigint; requestId: string },
  ): Promise<PortalTransfer>;
  resolvePending(
    memberId: bigint | null,
    minAgeMs?: number,
  ): Promise<{ done: number; failed: number; pending: number }>;
}

interface Modules {
  testApp: {
    TEST_OPERATOR_KEY: string;
    createTestApp(): Promise<{ app: PortalApp; database: { db: Opaque }; close(): Promise<void> }>;
  };
  fixtures: {
    testLedger(db: Opaque): Ledger;
    fund(ledger: Ledger, memberId: bigint, amount: bigint): Promise<unknown>;
    insertTestMember(db: Opaque): Promise<bigint>;
  };
  members: {
    MembersRepo: new (db: Opaque) => { findById(id: bigint): Promise<{ customerType: number } | undefined> };
  };
  walletRepo: {
    VendorWalletRepo: new (db: Opaque) => Opaque & { rotateKey(c: string, s: string, g: Date): Promise<unknown> };
  };
  walletService: {
    VendorWalletService: new (
      repo: Opaque,
      ledger: Ledger,
      currency: () => Promise<string>,
      customerTypeOf: (memberId: bigint) => Promise<number | undefined>,
    ) => { openSession(memberId: bigint, code: string): Promise<{ token: string; playerId: string }> };
  };
  transfer: {
    TransferService: new (
      ledger: Ledger,
      repo: Opaque,
      vendors: Opaque,
      vendorFor: (code: string) => TransferWalletVendor,
      opts: { resolveAfterMs: number },
    ) => TransferService;
  };
  transferRepo: { TransferRepo: new (db: Opaque) => Opaque };
  vendors: { VendorsService: new (repo: Opaque) => Opaque };
  vendorsRepo: { VendorsRepo: new (db: Opaque) => Opaque };
  gls: { GlsAdapter: new (code: string, endpoint: { url: string; secret: string }) => TransferWalletVendor };
  transferVendor: { vendorMemberRef(memberId: bigint): string; VendorTimeoutError: new (message?: string) => Error };
}

async function loadModules(): Promise<Modules> {
  const [testApp, fixtures, members, walletRepo, walletService, transfer] = await Promise.all([
    load<Modules['testApp']>('test/test-app.ts'),
    load<Modules['fixtures']>('test/wallet-fixtures.ts'),
    load<Modules['members']>('modules/members/members.repo.ts'),
    load<Modules['walletRepo']>('modules/vendors/vendor-wallet.repo.ts'),
    load<Modules['walletService']>('modules/vendors/vendor-wallet.service.ts'),
    load<Modules['transfer']>('modules/wallet/transfer.service.ts'),
  ]);
  const [transferRepo, vendors, vendorsRepo, gls, transferVendor] = await Promise.all([
    load<Modules['transferRepo']>('modules/wallet/transfer.repo.ts'),
    load<Modules['vendors']>('modules/vendors/vendors.service.ts'),
    load<Modules['vendorsRepo']>('modules/vendors/vendors.repo.ts'),
    load<Modules['gls']>('modules/vendors/gls-adapter.ts'),
    load<Modules['transferVendor']>('modules/wallet/transfer-vendor.ts'),
  ]);
  return {
    testApp,
    fixtures,
    members,
    walletRepo,
    walletService,
    transfer,
    transferRepo,
    vendors,
    vendorsRepo,
    gls,
    transferVendor,
  };
}

export interface PortalTotals {
  debits: { count: number; total: string };
  credits: { count: number; total: string };
  rollbacks: { count: number; total: string };
  tombstones: { count: number };
  net: string;
}

export type TestPortal = Awaited<ReturnType<typeof startTestPortal>>;

/** A real portal on a socket whose seamless `codes` sign with their keys under `secret`. */
export async function startTestPortal(secret: string, codes: readonly string[]) {
  const m = await loadModules();
  const t = await m.testApp.createTestApp();
  const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const db = t.database.db;
  const ledger = m.fixtures.testLedger(db);
  const repo = new m.walletRepo.VendorWalletRepo(db);
  // Each code's wallet key is its own key under the vendor's secret (what the portal sets up for its endpoint).
  for (const code of codes) await repo.rotateKey(code, vendorCodeKey(secret, code), new Date());
  const members = new m.members.MembersRepo(db);
  const sessions = new m.walletService.VendorWalletService(
    repo,
    ledger,
    async () => 'USD',
    async (id) => (await members.findById(id))?.customerType,
  );
  const balanceOf = async (ref: AccountRef) => ledger.repo.balanceOf(await ledger.accountId(ref, ref.member));
  const admin = async <T>(path: string): Promise<T> => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin${path}`,
      headers: { 'x-operator-key': m.testApp.TEST_OPERATOR_KEY },
    });
    const body = res.json() as { success: boolean; code: string; value: T };
    if (!body.success) throw new Error(`GET ${path}: ${res.statusCode} ${body.code}`);
    return body.value;
  };

  return {
    url,
    /** A new member with `amount` in the main wallet. */
    async member(amount: bigint): Promise<bigint> {
      const memberId = await m.fixtures.insertTestMember(db);
      if (amount > 0n) await m.fixtures.fund(ledger, memberId, amount);
      return memberId;
    },
    /** The portal's vendor session of a member at a seamless code (what a game launch opens). */
    openSession: (memberId: bigint, code: string) => sessions.openSession(memberId, code),
    mainBalance: (memberId: bigint) => balanceOf({ member: memberId, kind: 'main' }),
    subWalletBalance: (memberId: bigint, vendor: string) => balanceOf({ member: memberId, kind: 'vendor', vendor }),
    /** How the portal names a member at a transfer-wallet vendor. */
    memberRef: (memberId: bigint) => m.transferVendor.vendorMemberRef(memberId),
    /** The portal's GlsAdapter for a code of the vendor at `vendorUrl`. */
    glsAdapter: (code: string, vendorUrl: string) => new m.gls.GlsAdapter(code, { url: vendorUrl, secret }),
    /** The portal's transfer service with `vendorFor` as the vendor side. */
    transfers: (vendorFor: (code: string) => TransferWalletVendor) =>
      new m.transfer.TransferService(
        ledger,
        new m.transferRepo.TransferRepo(db),
        new m.vendors.VendorsService(new m.vendorsRepo.VendorsRepo(db)),
        vendorFor,
        { resolveAfterMs: 0 },
      ),
    timeoutError: (message: string) => new m.transferVendor.VendorTimeoutError(message),
    /** The ledger's invariant report (GET /api/admin/wallet/check). */
    check: () => admin<Record<string, number>>('/wallet/check'),
    /** The portal's reconciliation of a code for a UTC day (GET /api/admin/vendors/:code/reconciliation). */
    reconciliation: (code: string, date: string) => admin<PortalTotals>(`/vendors/${code}/reconciliation?date=${date}`),
    close: () => t.close(),
  };
}
