import { API_PREFIX, endpoints } from '@portal/contract';
import type { Handlers } from '../../http/contract-routes.ts';
import { AppError } from '../../http/errors.ts';
import { sendPrivatePicture } from '../../http/private-picture.ts';
import { requireRealAccount, requireSession } from '../../http/session.ts';
import type { SandboxGateway } from './deposit-sandbox.ts';
import type { DepositService } from './deposit.service.ts';

type DepositRouteKey =
  | 'depositChannels'
  | 'depositCreate'
  | 'depositOrders'
  | 'depositReceiptUpload'
  | 'depositSandboxPay'
  | 'depositSandboxConfirm'
  | 'depositSandboxCallback'
  | 'adminDepositList'
  | 'adminDepositApprove'
  | 'adminDepositReject'
  | 'adminDepositReceipt';

export function depositHandlers(deposits: DepositService, gateway: SandboxGateway): Pick<Handlers, DepositRouteKey> {
  return {
    depositChannels: ({ session }) => {
      requireSession(session);
      return deposits.channels();
    },
    depositCreate: ({ session, body }) => deposits.create(requireRealAccount(session).memberId, body),
    depositOrders: ({ session, query }) => deposits.orders(requireSession(session).memberId, query.page, query.size),
    depositReceiptUpload: ({ session, body }) =>
      deposits.uploadReceipt(requireRealAccount(session).memberId, body.orderNo, body.image),
    depositSandboxPay: async ({ params, query, reply }) => {
      const { html, csp } = await gateway.page(params.orderNo, query);
      await reply
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('content-security-policy', csp)
        .send(html);
      return null;
    },
    depositSandboxConfirm: ({ params, query, request }) =>
      gateway.confirm(params.orderNo, query, async (body) => {
        // The gateway's server-to-server post, through the real callback route.
        const res = await request.server.inject({
          method: 'POST',
          url: `${API_PREFIX}${endpoints.depositSandboxCallback.path}`,
          payload: body,
        });
        if (res.statusCode !== 200) {
          const answer = res.json() as { code?: string; message?: string };
          throw new AppError('order_state_invalid', answer.message ?? 'The gateway callback was refused');
        }
      }),
    depositSandboxCallback: ({ body }) => gateway.callback(body) as ReturnType<Handlers['depositSandboxCallback']>,
    adminDepositList: ({ query }) => deposits.adminList(query.status, query.page, query.size),
    adminDepositApprove: ({ params, body }) => deposits.approve(params.orderNo, body.note),
    adminDepositReject: ({ params, body }) => deposits.reject(params.orderNo, body.reason),
    adminDepositReceipt: async ({ params, reply }) =>
      sendPrivatePicture(reply, await deposits.receipt(params.orderNo), `${params.orderNo}-receipt`),
  };
}
