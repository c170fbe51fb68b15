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

/** Game types of vendors (SPEC §3 vendor item) and the categories of SPEC §2 (games.ts). */
export const gameTypes = [
  'LOTT',
  'ELOTT',
  'LIVE',
  'RNG',
  'SPORTS',
  'ESPORTS',
  'COCKFIGHT',
  'BINGO',
  'FISH',
  'PVP',
] as const;

/** The platform's time zone when the brand sets none (system.ts `timeZone`). */
export const DEFAULT_PLATFORM_TIME_ZONE = 'Asia/Ho_Chi_Minh';

/** The agent centre (agents.ts, agent-reports.ts): the largest page, the longest report range in days, links per agent. */
export const AGENT_MAX_PAGE_SIZE = 500;
export const AGENT_REPORT_MAX_DAYS = 366;
export const MAX_AFFILIATE_LINKS = 20;
/** Kinds the downline transaction details show: money in and out of the team's wallets. */
export const TEAM_TRANSACTION_KINDS = [
  'deposit',
  'withdraw_payout',
  'transfer_upline',
  'transfer_downline',
  'bonus',
  'salary',
  'dividend',
] as const;
