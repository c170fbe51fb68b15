import { VendorError } from '../errors.ts';

export type WalletErrorCode = 'session_closed' | 'wallet_timeout' | 'wallet_error';

const statusOf: Record<WalletErrorCode, number> = { session_closed: 401, wallet_timeout: 503, wallet_error: 502 };
const messages: Record<WalletErrorCode, string> = {
  session_closed: 'The game session has ended: reopen the game',
  wallet_timeout: 'The wallet did not answer in time, try again',
  wallet_error: 'The wallet refused the request',
};

/**
 * A wallet that could not answer `balance` (or was asked about an unknown bet). The app's error
 * handler answers it as `{ code, message }` with its status, like every VendorError.
 */
export class WalletError extends VendorError {
  constructor(code: WalletErrorCode, message = messages[code]) {
    super(statusOf[code], code, message);
  }
}

export class UnknownBetError extends Error {
  constructor(betId: string) {
    super(`No bet ${betId}`);
    this.name = 'UnknownBetError';
  }
}
