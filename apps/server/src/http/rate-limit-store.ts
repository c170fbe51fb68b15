import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { RateLimitRepo } from './rate-limit.repo.ts';

/** How often a node deletes the counters of finished windows. */
const PRUNE_EVERY_MS = 60_000;

/**
 * A `@fastify/rate-limit` store on PostgreSQL: every node counts a client's requests in the same row,
 * so several nodes give a client the limit once, not once per node. The plugin builds the store
 * itself (`new Store(options)`), hence a class made around the repo.
 *
 * Finished windows are deleted by the node that counts, at most once a minute per node, without
 * holding up the request; a late deletion costs a few rows, never a wrong count (an expired row is
 * restarted by the next request anyway).
 */
export function postgresRateLimitStore(repo: RateLimitRepo, log: { warn: (obj: object, msg: string) => void }) {
  let prunedAt = 0;
  class PostgresRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options?: unknown,
      private readonly prefix = '',
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      repo.increment(this.prefix + key, timeWindow).then(
        ({ count, ttl }) => callback(null, { current: count, ttl }),
        (err: Error) => callback(err),
      );
      if (Date.now() - prunedAt >= PRUNE_EVERY_MS) {
        prunedAt = Date.now();
        repo.prune().catch((err: unknown) => log.warn({ err: String(err) }, 'rate limit pruning failed'));
      }
    }

    /** A route with its own limit counts apart from the global one. */
    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      // The plugin passes the route's merged limit options with the route under `routeInfo` (its
      // types say the route itself).
      type Route = { method?: string | string[]; url?: string };
      const { method, url } = (routeOptions as { routeInfo?: Route }).routeInfo ?? (routeOptions as Route);
      return new PostgresRateLimitStore(undefined, `${this.prefix}${String(method)}${url}-`);
    }
  }
  return PostgresRateLimitStore as unknown as FastifyRateLimitStoreCtor;
}
