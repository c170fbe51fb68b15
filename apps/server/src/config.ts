import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { z } from 'zod';

const boolish = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'])
  .transform((v) => ['true', '1', 'yes', 'on'].includes(v));

const proxyList = z
  .string()
  .default('')
  .transform((s, ctx) => {
    const items = s
      .split(',')
      .map((x) => x.trim())
      .filter(Boolean);
    for (const item of items) {
      const [addr, bits] = item.split('/');
      if (!addr || !isIP(addr) || (bits !== undefined && !/^\d{1,3}$/.test(bits))) {
        ctx.addIssue({ code: 'custom', message: `TRUSTED_PROXIES: "${item}" is not an IP address or CIDR` });
        return z.NEVER;
      }
    }
    return items;
  });

/** Every setting of the server, from environment variables (documented in README and .env.example). */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('./data'),
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1024).max(65535).default(54329),
  OPERATOR_KEY: z.string().min(24, 'OPERATOR_KEY must be at least 24 characters').optional(),
  TRUSTED_PROXIES: proxyList,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().default('apps/web/dist'),
  SEED_DEMO: boolish.default(true),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  STATUS_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  ALLOW_DEV_ENDPOINTS: boolish.default(false),
  API_DOCS: boolish.optional(),
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60)
    .default(120),
  SESSION_ABSOLUTE_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 90)
    .default(24),
  PASSWORD_EXPIRY_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().default('Gaming Portal <no-reply@portal.localhost>'),
  PUBLIC_URL: z.string().url().optional(),
  DEMO_VENDOR: boolish.optional(),
  DEMO_VENDOR_PORT: z.coerce.number().int().min(1).max(65535).default(8090),
  DEMO_VENDOR_URL: z.string().url().optional(),
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  host: string;
  port: number;
  databaseUrl: string | undefined;
  dataDir: string;
  embeddedPgPort: number;
  operatorKey: string | undefined;
  trustedProxies: string[];
  logLevel: Env['LOG_LEVEL'];
  webDist: string;
  seedDemo: boolean;
  rateLimitPerMinute: number;
  statusCacheMs: number;
  devEndpoints: boolean;
  /** Serve the OpenAPI description and its UI at /docs (on by default outside production). */
  apiDocs: boolean;
  sessionIdleMinutes: number;
  sessionAbsoluteHours: number;
  passwordExpiryDays: number;
  /** SMTP server for e-mail; when unset outside production, a local capture server prints every mail. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** The portal's public address, for links in e-mails; the request's host when unset. */
  publicUrl: string | undefined;
  /**
   * The demo game vendor (apps/vendor): spawned by `startPortal` on `port` when enabled (default
   * outside production), or reached at `url` when one is already running (then nothing is spawned).
   */
  demoVendor: { enabled: boolean; port: number; url: string | undefined };
}

export class ConfigError extends Error {}

/** Reads and checks the environment; a bad value stops start-up with a message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, root = process.cwd()): Config {
  const parsed = envSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || 'env'}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production' && e.ALLOW_DEV_ENDPOINTS) {
    throw new ConfigError(
      'Invalid configuration:\n  ALLOW_DEV_ENDPOINTS: development endpoints are never allowed in production',
    );
  }
  if (e.NODE_ENV === 'production' && !e.OPERATOR_KEY) {
    throw new ConfigError('Invalid configuration:\n  OPERATOR_KEY: required in production (at least 24 characters)');
  }
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    databaseUrl: e.DATABASE_URL,
    dataDir: resolve(root, e.DATA_DIR),
    embeddedPgPort: e.EMBEDDED_PG_PORT,
    operatorKey: e.OPERATOR_KEY,
    trustedProxies: e.TRUSTED_PROXIES,
    logLevel: e.LOG_LEVEL,
    webDist: resolve(root, e.WEB_DIST),
    seedDemo: e.SEED_DEMO,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    statusCacheMs: e.STATUS_CACHE_MS,
    devEndpoints: e.ALLOW_DEV_ENDPOINTS,
    apiDocs: e.API_DOCS ?? e.NODE_ENV !== 'production',
    sessionIdleMinutes: e.SESSION_IDLE_MINUTES,
    sessionAbsoluteHours: e.SESSION_ABSOLUTE_HOURS,
    passwordExpiryDays: e.PASSWORD_EXPIRY_DAYS,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl: e.PUBLIC_URL,
    demoVendor: {
      enabled: e.DEMO_VENDOR ?? e.NODE_ENV !== 'production',
      port: e.DEMO_VENDOR_PORT,
      url: e.DEMO_VENDOR_URL?.replace(/\/+$/, ''),
    },
  };
}
