import type { PayloadOf, Routes, ValueOf } from '@portal/contract';
import { apiCall, type CallOptions } from './api-client.ts';
import { endpoints } from './api-endpoints.ts';
import { withBotCheck } from './bot-check.ts';
import { encryptBody, getPublicKey } from './encrypt-body.ts';
import { ApiError } from './errors.ts';

/** Routes whose body is an encrypted payload (DESIGN.md hybrid encryption). */
export type EncryptedRouteKey =
  | 'sessionLogin'
  | 'memberRegister'
  | 'memberRegisterMobile'
  | 'memberPasswordVerification'
  | 'memberPasswordReset'
  | 'memberPasswordChange'
  | 'sessionLoginFreePlay'
  | 'memberMobileBind'
  | 'memberEmailBind'
  | 'memberPaymentPassword'
  | 'memberTransferUpline'
  | 'agentTransferDownline'
  | 'agentCreateDownline';

/**
 * Calls a route with an encrypted body. Routes marked `botCheck` carry a fresh proof-of-work
 * solution inside the payload. When the server answers `encryption_invalid` (its key was rotated)
 * the key is fetched again, and on `bot_check_failed` a new solution is made; each is retried once.
 */
export async function callEncrypted<K extends EncryptedRouteKey>(
  key: K,
  payload: PayloadOf<Routes[K]>,
): Promise<ValueOf<Routes[K]>> {
  const marked = (endpoints[key] as { botCheck?: boolean }).botCheck === true;
  const protect = async () => (marked && payload ? withBotCheck(payload as object) : payload);
  let sent = await protect();
  const send = async (refresh: boolean) => {
    const body = await encryptBody(sent, await getPublicKey(refresh));
    return apiCall(key, { body } as CallOptions<K>);
  };
  try {
    return await send(false);
  } catch (error) {
    if (error instanceof ApiError && error.code === 'encryption_invalid') return send(true);
    if (marked && error instanceof ApiError && error.code === 'bot_check_failed') {
      sent = await protect();
      return send(false);
    }
    throw error;
  }
}

/** The sign-in and registration calls (they answer a login value). */
export const sendEncrypted = callEncrypted;
