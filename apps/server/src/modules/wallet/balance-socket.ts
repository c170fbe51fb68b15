import websocket from '@fastify/websocket';
import {
  API_PREFIX,
  WALLET_SOCKET_PATH,
  walletSocketClientMessageSchema,
  type WalletSocketServerMessage,
} from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type { SessionPrincipal } from '../../http/session.ts';
import type { WalletService } from './wallet.service.ts';

/** A socket that has not authenticated within this time is closed. */
const AUTH_TIMEOUT_MS = 5_000;
/** Movements closer together than this are pushed as one balance. */
const COALESCE_MS = 30;

/**
 * The balance push: a page opens `/api/wps/ws`, sends `{ type: 'auth', token }` (the
 * token never travels in a URL), then receives its balance at once and after every movement, so
 * the header, the member centre and an open game agree without a refresh.
 */
export async function registerBalanceSocket(
  app: FastifyInstance,
  deps: { wallet: WalletService; authenticate: (token: string) => Promise<SessionPrincipal | null> },
): Promise<void> {
  await app.register(websocket, { options: { maxPayload: 4096 } });
  app.get(`${API_PREFIX}${WALLET_SOCKET_PATH}`, { websocket: true, schema: { hide: true } }, (socket) => {
    const send = (message: WalletSocketServerMessage) => {
      if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
    };
    let unsubscribe: (() => void) | null = null;
    let pending: ReturnType<typeof setTimeout> | null = null;
    const timer = setTimeout(() => socket.close(4401, 'auth timeout'), AUTH_TIMEOUT_MS);

    socket.on('message', async (data) => {
      if (unsubscribe) return;
      let parsed;
      try {
        parsed = walletSocketClientMessageSchema.safeParse(JSON.parse(String(data)));
      } catch {
        parsed = null;
      }
      const principal = parsed?.success ? await deps.authenticate(parsed.data.token).catch(() => null) : null;
      clearTimeout(timer);
      if (!principal) {
        send({ type: 'error', code: 'unauthorized' });
        socket.close(4401, 'unauthorized');
        return;
      }
      const push = async () => {
        pending = null;
        try {
          send({ type: 'balance', value: await deps.wallet.balance(principal.memberId, principal.customerType) });
        } catch {
          // The next movement pushes again; a page can always read the balance itself.
        }
      };
      unsubscribe = deps.wallet.ledger.events.subscribe(principal.memberId, () => {
        pending ??= setTimeout(() => void push(), COALESCE_MS);
      });
      send({ type: 'ready' });
      await push();
    });
    socket.on('close', () => {
      clearTimeout(timer);
      if (pending) clearTimeout(pending);
      unsubscribe?.();
    });
  });
}
