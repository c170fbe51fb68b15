import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import { composeHandlers } from './http/compose-handlers.ts';
import type { Handlers } from './http/contract-routes.ts';
import { AuthRepo } from './modules/auth/auth.repo.ts';
import { authHandlers } from './modules/auth/auth.routes.ts';
import { AuthService } from './modules/auth/auth.service.ts';
import { BotCheckRepo } from './modules/auth/bot-check.repo.ts';
import { botCheckHandlers } from './modules/auth/bot-check.routes.ts';
import { BotCheckService } from './modules/auth/bot-check.service.ts';
import { KeyRing } from './modules/auth/hybrid-crypto.ts';
import { createPasswordModule } from './modules/auth/password-module.ts';
import { RegistrationService } from './modules/auth/registration.service.ts';
import { createSmsModule } from './modules/auth/sms.routes.ts';
import { ContentRepo } from './modules/content/content.repo.ts';
import { contentHandlers } from './modules/content/content.routes.ts';
import { ContentService } from './modules/content/content.service.ts';
import { createAccountModule } from './modules/members/account-module.ts';
import { MemberCredentialsRepo } from './modules/members/member-credentials.repo.ts';
import { MemberCredentialsService } from './modules/members/member-credentials.service.ts';
import { MembersRepo } from './modules/members/members.repo.ts';
import { membersHandlers } from './modules/members/members.routes.ts';
import { MembersService } from './modules/members/members.service.ts';
import { GeoResolver } from './modules/system/geo.ts';
import { SystemRepo } from './modules/system/system.repo.ts';
import { systemHandlers } from './modules/system/system.routes.ts';
import { SystemService } from './modules/system/system.service.ts';
import { createSocialModule } from './modules/social/social-module.ts';
import { createTwoFactorModule } from './modules/two-factor/two-factor-module.ts';
import { CatalogueImportRepo } from './modules/vendors/catalogue-import.repo.ts';
import { CatalogueImportService } from './modules/vendors/catalogue-import.service.ts';
import { VendorsRepo } from './modules/vendors/vendors.repo.ts';
import { vendorsHandlers } from './modules/vendors/vendors.routes.ts';
import { VendorsService } from './modules/vendors/vendors.service.ts';
import { createVendorWalletModule } from './modules/vendors/vendor-wallet-module.ts';
import type { VendorEndpoint } from './modules/vendors/vendor-adapter.ts';
import { vendorCodeKey } from './modules/vendors/signature.ts';
import { VendorRegistry } from './modules/vendors/vendor-registry.ts';
import { createGamesModule } from './modules/games/games-module.ts';
import { SmtpMailer } from './modules/mail/mailer.ts';
import { DevOutboxSmsGateway, type Logger } from './modules/verification/sms-gateway.ts';
import { VerificationRepo } from './modules/verification/verification.repo.ts';
import { VerificationService } from './modules/verification/verification.service.ts';
import { BalanceEvents } from './modules/wallet/balance-events.ts';
import { LedgerService } from './modules/wallet/ledger.service.ts';
import { walletHandlers } from './modules/wallet/wallet.routes.ts';
import { WalletService } from './modules/wallet/wallet.service.ts';
import { createWithdrawModule } from './modules/wallet/withdraw-module.ts';
import { createAgentsModule, createTeamScope } from './modules/agents/agents-module.ts';
import { MemberTransferService } from './modules/wallet/member-transfer.service.ts';
import { SandboxTransferVendors } from './modules/wallet/sandbox-transfer-vendor.ts';
import { TransferRepo } from './modules/wallet/transfer.repo.ts';
import { transferHandlers } from './modules/wallet/transfer.routes.ts';
import { TransferService } from './modules/wallet/transfer.service.ts';
import { RecordsRepo } from './modules/wallet/records.repo.ts';
import { recordsHandlers } from './modules/wallet/records.routes.ts';
import { RecordsService } from './modules/wallet/records.service.ts';
import { MessagesRepo } from './modules/messages/messages.repo.ts';
import { messagesHandlers } from './modules/messages/messages.routes.ts';
import { MessagesService } from './modules/messages/messages.service.ts';
import { DepositRepo } from './modules/wallet/deposit.repo.ts';
import { depositHandlers } from './modules/wallet/deposit.routes.ts';
import { SandboxGateway } from './modules/wallet/deposit-sandbox.ts';
import { SandboxLinks, sandboxGatewaySecret } from './modules/wallet/deposit-sandbox-link.ts';
import { DepositService } from './modules/wallet/deposit.service.ts';

export type ServiceOptions = Pick<
  Config,
  | 'statusCacheMs'
  | 'devEndpoints'
  | 'sessionIdleMinutes'
  | 'sessionAbsoluteHours'
  | 'passwordExpiryDays'
  | 'smtpUrl'
  | 'mailFrom'
  | 'publicUrl'
  | 'operatorKey'
>;

let geo: Promise<GeoResolver> | undefined;

/** What the games module needs beyond the service options. */
export interface GamesOptions {
  /** The GLS game vendor (the demo vendor in development): catalogue import, launch, transfers, keys. */
  vendorEndpoint?: VendorEndpoint | undefined;
  log?: Logger & { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
}

/** Wires every module: repo → service, and the handler table for the contract routes. */
export async function createServices(db: Db, opts: ServiceOptions, log?: Logger, gamesOpts: GamesOptions = {}) {
  geo ??= GeoResolver.open();
  const mailer = opts.smtpUrl ? new SmtpMailer(opts.smtpUrl, opts.mailFrom) : null;
  const verificationRepo = new VerificationRepo(db);
  const verification = new VerificationService(
    verificationRepo,
    new DevOutboxSmsGateway(verificationRepo, log),
    mailer,
  );
  const system = new SystemService(new SystemRepo(db), await geo, { cacheMs: opts.statusCacheMs });
  const vendors = new VendorsService(new VendorsRepo(db));
  const content = new ContentService(new ContentRepo(db));
  // Cached: the ledger reads the currency inside callers' transactions, and a database read there needs
  // a second pool connection per posting, which deadlocks a full pool under parallel money requests.
  let currency: Promise<string> | undefined;
  const brandCurrency = () =>
    (currency ??= system.brand().then(
      (b) => b.currency,
      (err: unknown) => {
        currency = undefined;
        throw err;
      },
    ));
  const ledger = new LedgerService(db, brandCurrency, new BalanceEvents(db.$notifications));
  system.onMoneyUnitChange(() => {
    currency = undefined;
    ledger.forgetCurrency();
  });
  const wallet = new WalletService(ledger, system, vendors);
  const records = new RecordsService(new RecordsRepo(db));
  const messages = new MessagesService(new MessagesRepo(db));
  const sandboxSecret = sandboxGatewaySecret(opts.operatorKey);
  const sandboxLinks = new SandboxLinks(sandboxSecret);
  const deposits = new DepositService(new DepositRepo(db), ledger, messages, system, (orderNo) =>
    sandboxLinks.payUrl(orderNo),
  );
  const sandboxGateway = new SandboxGateway(deposits, system, sandboxSecret, sandboxLinks);
  const members = new MembersService(new MembersRepo(db), system);
  // Transfer-wallet vendors: the configured GLS vendor's codes through its adapter, others the sandbox.
  const transferVendorSides = new SandboxTransferVendors(db);
  const catalogueRepo = new CatalogueImportRepo(db);
  const vendorRegistry = new VendorRegistry(
    gamesOpts.vendorEndpoint,
    (code) => transferVendorSides.for(code),
    catalogueRepo,
  );
  const vendorSide = (code: string) => vendorRegistry.transferVendor(code);
  const transfers = new TransferService(ledger, new TransferRepo(db), vendors, vendorSide, { resolveAfterMs: 30_000 });
  const teamScope = createTeamScope(db);
  const memberTransfers = new MemberTransferService(ledger, members, (rootId, memberId) =>
    teamScope.isInTeam(rootId, memberId),
  );
  const authRepo = new AuthRepo(db);
  const keys = new KeyRing(authRepo, { rotateDays: 30, graceDays: 7 });
  const auth = new AuthService(authRepo, keys, members, system, opts);
  const registration = new RegistrationService(auth, members, system, verification);
  const sms = createSmsModule({ auth, verification, members, system, registration });
  const credentials = new MemberCredentialsService(new MemberCredentialsRepo(db));
  const password = createPasswordModule(db, {
    auth,
    authRepo,
    members,
    credentials,
    system,
    mailer,
    publicUrl: opts.publicUrl,
    log,
    grantDemoCredit: (memberId) => wallet.grantDemoCredit(memberId),
  });
  const account = createAccountModule(db, { members, system, verification });
  const twoFactor = createTwoFactorModule(db, { auth, members, system, verification, mailer });
  const vendorWallet = createVendorWalletModule(
    db,
    {
      ledger,
      members,
      currency: brandCurrency,
      authenticate: (token) => auth.authenticate(token),
    },
    { onWin: () => games.winners.signal() },
  );
  const gamesLog = gamesOpts.log ?? { info: () => {}, warn: () => {}, error: () => {} };
  // The endpoint serves a code: its wallet calls are signed with that code's own key under the
  // endpoint's secret; the secret itself, which once signed for every code (data folders from before
  // per-code keys), stops working at once. A changed catalogue reloads the games module's copy on every node.
  const endpoint = vendorRegistry.endpoint;
  const catalogueImport = new CatalogueImportService(
    catalogueRepo,
    vendorRegistry,
    {
      onServed: endpoint
        ? (code) => vendorWallet.keys.setKey(code, vendorCodeKey(endpoint.secret, code), endpoint.secret)
        : undefined,
      onChanged: () => games.changed(),
    },
    gamesLog,
  );
  const games = createGamesModule(db, {
    registry: vendorRegistry,
    vendors,
    importer: catalogueImport,
    openSession: (memberId, code) => vendorWallet.wallet.openSession(memberId, code),
    transfers,
    member: (memberId) => members.findById(memberId),
    currency: brandCurrency,
    setting: (key) => system.document(key),
    publicUrl: opts.publicUrl ?? '',
    log: gamesLog,
  });
  const withdrawals = createWithdrawModule(db, {
    ledger,
    system,
    members,
    paymentPassword: account.paymentPassword,
    messages,
  });
  const agents = createAgentsModule(db, {
    scope: teamScope,
    registration,
    content,
    timeZone: async () => (await system.brand()).timeZone,
    messages,
    sumBalance: async (memberId, customerType) => (await wallet.balance(memberId, customerType)).sumBalance,
    ledger,
    settlementSettings: async () => {
      const brand = await system.brand();
      return { timeZone: brand.timeZone, currencyExponent: brand.currencyExponent };
    },
  });
  const botCheck = new BotCheckService(new BotCheckRepo(db), system, opts.operatorKey);
  const social = createSocialModule(
    db,
    {
      auth,
      members,
      system,
      gate: async (member, ctx, site, method) => void (await twoFactor.twoFactor.gate(member, ctx, site, method)),
    },
    { publicUrl: opts.publicUrl, cacheMs: opts.statusCacheMs },
  );
  return {
    system,
    vendors,
    content,
    members,
    auth,
    verification,
    mailer,
    botCheck,
    /** Payment password check for money movements: `paymentPassword.verify(memberId, password)`. */
    paymentPassword: account.paymentPassword,
    twoFactor: twoFactor.twoFactor,
    ledger,
    wallet,
    /** Seamless vendor wallet: `vendorWallet.wallet.openSession(memberId, code)`, `vendorWallet.keys.ensureKey(code)`. */
    vendorWallet,
    /** Main ↔ vendor transfers: `transfers.sweepIn/sweepOut(memberId, vendor)`, `resolvePending()`. */
    transfers,
    transferVendorSides,
    memberTransfers,
    /** Member inbox: `messages.send(memberId, kind, params, tx?)`. */
    messages,
    /** Deposits: channels, orders, `deposits.credit/close(orderNo)` (operator review, gateway callbacks). */
    deposits,
    /** Withdrawals: bank cards, orders, wallet settings (`withdrawals.withdraw.autoConfirmDue()` for the job). */
    withdrawals,
    /** Games: catalogue (import, lists), launch, favourites, recents, betting record, winners. */
    games,
    vendorRegistry,
    /** The agent centre: `agents.scope.of(session)` and the team's object-level checks. */
    agents,
    /** The contract's handler table; throws when two modules register the same handler. */
    handlers: (startedAt: number): Handlers =>
      composeHandlers(
        systemHandlers(system, startedAt),
        vendorsHandlers(vendors),
        contentHandlers(content),
        authHandlers(auth, registration),
        sms.handlers,
        botCheckHandlers(botCheck),
        membersHandlers(members),
        social.handlers(),
        account.handlers(),
        twoFactor.handlers(),
        password.handlers(),
        vendorWallet.handlers(),
        walletHandlers(wallet, (memberId) => transfers.resolvePending(memberId)),
        transferHandlers(transfers, memberTransfers, account.paymentPassword),
        recordsHandlers(records),
        messagesHandlers(messages),
        depositHandlers(deposits, sandboxGateway),
        withdrawals.handlers(),
        games.handlers(),
        agents.handlers(),
      ),
  };
}
