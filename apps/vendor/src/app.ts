import Fastify, { LogController, type FastifyError, type FastifyInstance } from 'fastify';
import type pg from 'pg';
import { ZodError } from 'zod';
import { registerArtRoutes } from './catalogue/art.routes.ts';
import type { VendorConfig } from './config.ts';
import { VendorError } from './errors.ts';
import type { FairSeeds, GameModule, GameServices } from './games/game-module.ts';
import { gameModules } from './games/registry.ts';
import { registerGlsRoutes } from './gls/gls.routes.ts';
import { installRawJsonParser } from './gls/signature.ts';
import { buildClientAssets } from './pages/assets.ts';
import { registerPageRoutes } from './pages/page.routes.ts';
import { createSessionService } from './sessions/session.service.ts';
import type { WalletPort } from './wallet/wallet-port.ts';

type Register = (app: FastifyInstance, services: GameServices) => void | Promise<void>;

export interface VendorAppOptions {
  config: Pick<VendorConfig, 'secret' | 'publicUrl' | 'portalOrigins' | 'timings' | 'logLevel'>;
  pool: pg.Pool;
  /** The money behind the games (src/wallet/wallet.ts); without it, money calls answer 503. */
  wallet?: WalletPort;
  /** The provably fair seeds (src/fair/fair-seeds.ts); without it, draws answer 503. */
  fair?: FairSeeds;
  /** The game kinds served; default every module of src/games/registry.ts. */
  modules?: readonly GameModule[];
  /** More signed /gls routes (transfer, bets, reconciliation), inside the signature-checked scope. */
  glsRoutes?: readonly ((scope: FastifyInstance) => void | Promise<void>)[];
  /** More routes that need the game services (the fairness API and verify page). */
  routes?: readonly Register[];
  /** Build the browser bundles with esbuild (default true; tests that serve no page skip it). */
  assets?: boolean;
  /** Start the modules' background work on ready and stop it on close (default true). */
  startModules?: boolean;
}

const SNAKE = /^[a-z][a-z0-9_]{1,63}$/;

const fastifyCodes: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'unsupported_media_type'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'payload_too_large'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'invalid_json'],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'invalid_json'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'bad_request'],
  FST_ERR_CTP_EMPTY_TYPE: [415, 'unsupported_media_type'],
  FST_ERR_CTP_INVALID_TYPE: [415, 'unsupported_media_type'],
  FST_ERR_BAD_URL: [400, 'bad_request'],
};

/** Every error as `{ code, message }`: expected refusals keep their status, bad input is a 4xx, the rest a logged 500. */
function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | VendorError | ZodError, request, reply) => {
    if (error instanceof VendorError)
      return reply.status(error.statusCode).send({ code: error.code, message: error.message });
    if (error instanceof ZodError) {
      const fields = error.issues.map((i) => i.path.join('.') || 'body').join(', ');
      return reply.status(400).send({ code: 'validation_failed', message: `Invalid input: ${fields}` });
    }
    const mapped = error.code ? fastifyCodes[error.code] : undefined;
    if (mapped) return reply.status(mapped[0]).send({ code: mapped[1], message: error.message });
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = typeof error.code === 'string' && SNAKE.test(error.code) ? error.code : 'bad_request';
      return reply.status(status).send({ code, message: error.message || 'Bad request' });
    }
    if (error instanceof SyntaxError)
      return reply.status(400).send({ code: 'invalid_json', message: 'Body is not valid JSON' });
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ code: 'internal_error', message: 'Something went wrong on our side' });
  });
  app.setNotFoundHandler((request, reply) =>
    reply
      .status(404)
      .send({ code: 'route_not_found', message: `No route ${request.method} ${request.url.split('?')[0]}` }),
  );
}

/**
 * Strict headers: scripts, styles, pictures and calls only from the vendor itself (inline styles
 * allowed for the games' dynamic layout; no inline script), framing only by the portal.
 */
function installSecurityHeaders(app: FastifyInstance, portalOrigins: readonly string[]): void {
  const csp = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "media-src 'self' data: blob:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    `frame-ancestors ${portalOrigins.join(' ')}`,
  ].join('; ');
  app.addHook('onSend', async (_request, reply, payload) => {
    if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', csp);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'no-referrer');
    // The portal's pages show the vendor's art: resources may be read cross-origin.
    reply.header('cross-origin-resource-policy', 'cross-origin');
    return payload;
  });
}

const unavailable = (what: string) => () => {
  throw new VendorError(503, `${what}_unavailable`, `The ${what} is not configured`);
};

/** The demo vendor's HTTP service; the caller listens (main.ts) or injects requests (tests). */
export async function buildVendorApp(opts: VendorAppOptions): Promise<FastifyInstance> {
  const { config, pool } = opts;
  const modules = opts.modules ?? gameModules;
  const app = Fastify({
    logger: { level: config.logLevel },
    // Per-request lines would be thousands a second under load; errors are still logged.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 262_144,
    routerOptions: { maxParamLength: 200 },
  });
  installRawJsonParser(app);
  installErrorHandler(app);
  installSecurityHeaders(app, config.portalOrigins);

  const sessions = createSessionService(pool);
  const wallet: WalletPort = opts.wallet ?? {
    balance: unavailable('wallet'),
    placeBet: unavailable('wallet'),
    settleBet: unavailable('wallet'),
    cancelBet: unavailable('wallet'),
  };
  const services: GameServices = {
    db: pool,
    wallet,
    fair: opts.fair ?? { next: unavailable('fairness') },
    session: (request) => sessions.fromRequest(request),
    timings: { ...config.timings },
    log: {
      info: (msg) => app.log.info(msg),
      warn: (msg) => app.log.warn(msg),
      error: (msg) => app.log.error(msg),
    },
  };

  app.get('/health', async () => ({ status: 'ok' }));
  await registerGlsRoutes(app, {
    secret: config.secret,
    publicUrl: config.publicUrl,
    modules,
    sessions,
    extra: opts.glsRoutes ?? [],
  });
  registerArtRoutes(app, modules);
  const assets = opts.assets === false ? null : await buildClientAssets(modules, services.log);
  registerPageRoutes(app, { modules, sessions, wallet, assets, portalOrigins: config.portalOrigins });
  for (const register of opts.routes ?? []) await register(app, services);
  for (const module of modules) {
    await app.register(async (scope) => {
      await module.routes(scope, services);
    });
  }

  if (opts.startModules !== false) {
    app.addHook('onReady', async () => {
      for (const module of modules) await module.start?.(services);
    });
    app.addHook('onClose', async () => {
      for (const module of [...modules].reverse()) {
        await module
          .stop?.()
          .catch((err: unknown) => app.log.error(`stopping ${module.kinds.join('/')}: ${String(err)}`));
      }
    });
  }
  return app;
}
