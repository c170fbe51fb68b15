import { randomUUID } from 'node:crypto';
import formBody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import { API_PREFIX, fail, HEADER_REQUEST_ID } from '@portal/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { startJobQueue } from '../jobs/job-queue.ts';
import { registerBalanceSocket } from '../modules/wallet/balance-socket.ts';
import { createServices, type ServiceOptions } from '../services.ts';
import { registerContractRoutes } from './contract-routes.ts';
import { clientErrorHandler, frameworkErrors } from './client-errors.ts';
import { AppError, installErrorHandler } from './errors.ts';
import { registerMetrics } from './metrics.ts';
import { postgresRateLimitStore } from './rate-limit-store.ts';
import { RateLimitRepo } from './rate-limit.repo.ts';
import { registerOpenApi } from './openapi.ts';
import { registerSecurityHeaders } from './security.ts';
import { registerWebApp } from './static-web.ts';

export interface AppOptions {
  config: Pick<Config, 'trustedProxies' | 'logLevel' | 'webDist' | 'rateLimitPerMinute'> &
    Partial<Pick<Config, 'apiDocs'>> &
    ServiceOptions & {
      operatorKey: string;
    };
  database: Database;
  /** Pretty logs for a person at a terminal; JSON otherwise. */
  prettyLogs?: boolean;
  /** Start the job queue (pg-boss) and its schedules; off in tests unless a test asks for it. */
  jobs?: boolean;
  /**
   * The GLS game vendor (the demo vendor in development, docs/vendor-integration.md): its catalogue is
   * imported, games launch there, its transfer-wallet codes move money there, its secret signs both ways.
   */
  vendorEndpoint?: { url: string; secret: string } | undefined;
}

const REQUEST_ID = /^[A-Za-z0-9_-]{8,64}$/;

export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const { config, database } = opts;
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: [
        'req.headers["x-session-token"]',
        'req.headers["x-operator-key"]',
        'req.headers.authorization',
        'req.headers.cookie',
      ],
    },
    trustProxy: config.trustedProxies.length > 0 ? config.trustedProxies : false,
    genReqId: (req) => {
      const given = req.headers[HEADER_REQUEST_ID];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    requestIdHeader: false,
    bodyLimit: 1_048_576,
    routerOptions: { maxParamLength: 200 },
    frameworkErrors,
    clientErrorHandler,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  app.addHook('onSend', async (request, reply) => {
    reply.header(HEADER_REQUEST_ID, request.id);
  });

  // The vendors' game pages are framed: their origins are known once the games module has loaded.
  let gameFrameSources = () => '';
  await registerSecurityHeaders(app, { frameSources: [() => gameFrameSources()] });
  await app.register(rateLimit, {
    global: true,
    max: config.rateLimitPerMinute,
    timeWindow: '1 minute',
    // Counted in PostgreSQL, so that several nodes give a client the limit once (DESIGN.md).
    store: postgresRateLimitStore(new RateLimitRepo(database.db), app.log),
    // Pages and assets are not limited; nor are signed vendor wallet calls (a vendor's few servers send
    // every bet of every player: they are authenticated by HMAC, not throttled per address), nor the
    // health check (a load balancer probes every node from one address).
    allowList: (request) =>
      !request.url.startsWith(`${API_PREFIX}/`) ||
      request.url.startsWith(`${API_PREFIX}/vendor/wallet/`) ||
      request.url.split('?')[0] === `${API_PREFIX}/health`,
    errorResponseBuilder: () => new AppError('rate_limited', 'Too many requests, try again later'),
  });
  // SPEC §7: forgot-by-e-mail is a form post (application/x-www-form-urlencoded).
  await app.register(formBody);
  registerMetrics(app, { operatorKey: config.operatorKey });
  // The API description helps an attacker as much as an integrator: served only when switched on.
  if (config.apiDocs) await registerOpenApi(app);

  const startedAt = Date.now();
  const services = await createServices(database.db, config, app.log, {
    vendorEndpoint: opts.vendorEndpoint,
    log: app.log,
  });
  app.addHook('onClose', async () => {
    services.mailer?.close();
    services.games.stop();
  });
  await services.games.start();
  gameFrameSources = () => services.games.frameSources();
  services.games.registerHttp(app);
  if (opts.jobs) {
    const queue = await startJobQueue(
      database.pool,
      {
        withdrawAutoConfirm: () => services.withdrawals.withdraw.autoConfirmDue(),
        depositExpire: () => services.deposits.expireUnpaid(),
        transfersResolve: () => services.transfers.resolvePending(null),
        gamesImport: () => services.games.scheduledImport(),
        agentSettlement: () => services.agents.settlement.settleDue(),
      },
      app.log,
    );
    app.addHook('onClose', () => queue.stop());
  }
  registerContractRoutes(app, services.handlers(startedAt), {
    operatorKey: config.operatorKey,
    devEndpoints: config.devEndpoints,
    authenticate: (token) => services.auth.authenticate(token),
    decrypt: (body) => services.auth.keys.decrypt(body),
    botCheck: (field) => services.botCheck.verify(field),
  });
  await registerBalanceSocket(app, {
    wallet: services.wallet,
    authenticate: (token) => services.auth.authenticate(token),
  });

  const webBuilt = await registerWebApp(app, config.webDist, { heroImage: () => services.content.heroImage() });
  app.setNotFoundHandler(async (request, reply) => {
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith(`${API_PREFIX}/`) &&
      // A missing file (`.js`, `.png`) is a 404; `.html` paths are pages (SPEC §2 /register.html).
      !/\.(?!html?(\?|$))[a-z0-9]{1,5}(\?|$)/i.test(request.url);
    if (wantsPage && webBuilt) return reply.sendAppShell(request.url.split('?')[0] ?? '/');
    return reply.status(404).send(
      fail('route_not_found', `No route ${request.method} ${request.url.split('?')[0]}`, {
        requestId: String(request.id),
      }),
    );
  });
  return app;
}
