import { HEADER_OPERATOR_KEY } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';
import { registerConflictRetryMetrics } from './conflict-retry-metrics.ts';
import { AppError } from './errors.ts';
import { operatorKeyMatches } from './operator-key.ts';

/**
 * Prometheus metrics at /metrics: process metrics and request durations by route and status. They
 * tell an outsider the routes, the load and the error rates, so the scraper sends the operator key
 * (the admin API's header), and anyone else gets 401 operator_key_invalid.
 */
export function registerMetrics(app: FastifyInstance, opts: { operatorKey: string }): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'portal_' });
  const duration = new Histogram({
    name: 'portal_http_request_duration_seconds',
    help: 'HTTP request duration by method, route and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
  registerConflictRetryMetrics(app, registry);
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    duration.observe({ method: request.method, route, status: String(reply.statusCode) }, reply.elapsedTime / 1000);
  });
  const onRequest = async (request: { headers: Record<string, unknown> }) => {
    if (!operatorKeyMatches(request.headers[HEADER_OPERATOR_KEY], opts.operatorKey)) {
      throw new AppError('operator_key_invalid', 'A valid operator key is required');
    }
  };
  app.get('/metrics', { schema: { hide: true }, onRequest }, async (_request, reply) => {
    reply.header('content-type', registry.contentType);
    return registry.metrics();
  });
  return registry;
}
