import { HEADER_VENDOR_CODE, HEADER_VENDOR_SIGNATURE, HEADER_VENDOR_TIMESTAMP } from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import type { Handlers } from '../../http/contract-routes.ts';
import { AppError } from '../../http/errors.ts';
import type { VendorReconciliationService } from './reconciliation.service.ts';
import type { VendorKeysService } from './vendor-keys.service.ts';
import type { VendorWalletService } from './vendor-wallet.service.ts';

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
  const caller = (request: FastifyRequest) =>
    keys.authenticate({
      vendorCode: header(request, HEADER_VENDOR_CODE),
      timestamp: header(request, HEADER_VENDOR_TIMESTAMP),
      signature: header(request, HEADER_VENDOR_SIGNATURE),
      rawBody: request.rawBody,
    });
  return {
    vendorWalletBalance: async ({ request, body }) => wallet.balance(await caller(request), body),
    vendorWalletDebit: async ({ request, body }) => wallet.debit(await caller(request), body),
    vendorWalletCredit: async ({ request, body }) => wallet.credit(await caller(request), body),
    vendorWalletRollback: async ({ request, body }) => wallet.rollback(await caller(request), body),
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
