/**
 * Plain values of the contract, free of zod: imported by the web as `@portal/contract/constants`
 * so that the browser's first download does not carry zod (constants.test.ts checks it). The main
 * entry re-exports them and the schemas build on them.
 */

/** Request headers the API reads. */
export const HEADER_TOKEN = 'x-session-token';
export const HEADER_LANGUAGE = 'language';
export const HEADER_OPERATOR_KEY = 'x-operator-key';
export const HEADER_REQUEST_ID = 'x-request-id';

/** States of a bet in the betting record (bets.ts). */
export const BET_STATUSES = ['open', 'settled', 'rolled_back'] as const;

/** Tags of a game in the catalogue (games-catalogue.ts). */
export const GAME_TAGS = ['new', 'hot', 'jackpot'] as const;

/** Path of the balance WebSocket below API_PREFIX (`/api/wps/ws`, wallet.ts). */
export const WALLET_SOCKET_PATH = '/wps/ws';
