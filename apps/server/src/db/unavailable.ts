/**
 * Tells a database that is away (stopped, restarting, unreachable) from a query's own failure, so
 * that the API can answer 503 `service_unavailable` (try again) instead of 500.
 */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH']);
/** admin_shutdown, crash_shutdown, cannot_connect_now, and class 08 (connection exceptions). */
const SQLSTATES = new Set(['57P01', '57P02', '57P03']);
const MESSAGES = [
  /Connection terminated/i,
  /terminating connection/i,
  /Client has encountered a connection error/i,
  /Client was closed and is not queryable/i,
  /timeout exceeded when trying to connect/i,
  /the database system is (starting up|shutting down|in recovery mode)/i,
];

export function isDatabaseUnavailable(err: unknown, depth = 0): boolean {
  if (!err || typeof err !== 'object' || depth > 4) return false;
  const e = err as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  const code = typeof e.code === 'string' ? e.code : '';
  if (NETWORK_CODES.has(code) || SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
  // A missing Unix socket of the cluster (PostgreSQL not running), not any missing file.
  if (code === 'ENOENT' && typeof e.message === 'string' && e.message.includes('.s.PGSQL.')) return true;
  if (typeof e.message === 'string' && MESSAGES.some((m) => m.test(e.message as string))) return true;
  // drizzle wraps the driver's error in `cause`; a failed connect over several addresses in `errors`.
  if (Array.isArray(e.errors) && e.errors.some((x) => isDatabaseUnavailable(x, depth + 1))) return true;
  return isDatabaseUnavailable(e.cause, depth + 1);
}
