import { HEADER_VENDOR_CODE, HEADER_VENDOR_SIGNATURE, HEADER_VENDOR_TIMESTAMP } from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import type { Handlers } from '../../http/contract-routes.ts';
import { AppError } from '../../http/errors.ts';
import type { VendorReconciliationService } from './reconciliation.service.ts';
import type { VendorCaller, VendorKeysService } from './vendor-keys.service.ts';
import { StaleVendorError, type VendorWalletService } from './vendor-wallet.service.ts';

type VendorWalletKeys =
  | 'vendorWalletBalance'
  | 'vendorWalletDebit'
  | 'vendorWalletCredit'
  | 'vendorWalletRollback'
  | 'adminVendorWalletKey'
  | 'adminVendorReconciliation'
  | 'devVendorSession';

const header = (request: FastifyRequest, name: string) => {
  const v = request.headers[name];
  return typeof v === 'string' ? v : undefined;
};

export function vendorWalletHandlers(
  wallet: VendorWalletService,
  keys: VendorKeysService,
  reconciliation: VendorReconciliationService,
  authenticate: (token: string) => Promise<{ memberId: bigint } | null>,
): Pick<Handlers, VendorWalletKeys> {
  const signed = (request: FastifyRequest) => ({
    vendorCode: header(request, HEADER_VENDOR_CODE),
    timestamp: header(request, HEADER_VENDOR_TIMESTAMP),
    signature: header(request, HEADER_VENDOR_SIGNATURE),
    rawBody: request.rawBody,
  });
  /**
   * Authenticates the request (cached vendor keys) and runs the call; when the vendor changed since it
   * was cached (the call answers "stale", nothing written), authenticates again from the database.
   */
  const signedCall = async <T>(request: FastifyRequest, run: (vendor: VendorCaller) => Promise<T>): Promise<T> => {
    for (let attempt = 0; ; attempt++) {
      const vendor = await keys.authenticate(signed(request), Date.now(), attempt > 0);
      try {
        return await run(vendor);
      } catch (err) {
        if (!(err instanceof StaleVendorError) || attempt >= 4) throw err;
      }
    }
  };
  return {
    vendorWalletBalance: ({ request, body }) => signedCall(request, (vendor) => wallet.balance(vendor, body)),
    vendorWalletDebit: ({ request, body }) => signedCall(request, (vendor) => wallet.debit(vendor, body)),
    vendorWalletCredit: ({ request, body }) => signedCall(request, (vendor) => wallet.credit(vendor, body)),
    vendorWalletRollback: ({ request, body }) => signedCall(request, (vendor) => wallet.rollback(vendor, body)),
    adminVendorWalletKey: ({ params }) => keys.rotateKey(params.code),
    adminVendorReconciliation: ({ params, query }) => reconciliation.daily(params.code, query.date),
    devVendorSession: async ({ body }) => {
      const principal = await authenticate(body.token);
      if (!principal) throw new AppError('unauthorized', 'You are not logged in, please log in');
      const session = await wallet.openSession(principal.memberId, body.vendor);
      return { ...session, expiresAt: session.expiresAt.toISOString() };
    },
  };
}
