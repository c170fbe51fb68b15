import { z } from 'zod';

/** Every setting of the demo vendor, from environment variables (see apps/vendor/README.md). */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8090),
  HOST: z.string().min(1).default('127.0.0.1'),
  VENDOR_DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL'),
  PORTAL_URL: z.string().url(),
  VENDOR_SECRET: z.string().min(32, 'must be at least 32 characters'),
  PUBLIC_URL: z.string().url().optional(),
  /** One or more origins (comma or space separated) that may frame the game pages. */
  PORTAL_ORIGIN: z.string().optional(),
  ROUND_BETTING_MS: z.coerce.number().int().min(100).max(600_000).default(20_000),
  ROUND_RESULT_MS: z.coerce.number().int().min(0).max(600_000).default(6_000),
  ROUND_SETTLE_MS: z.coerce.number().int().min(0).max(600_000).default(4_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export interface VendorConfig {
  port: number;
  host: string;
  databaseUrl: string;
  /** Base URL of the portal (its seamless wallet API lives under `/api/vendor/wallet/`). */
  portalUrl: string;
  /** Signs both directions (portal → vendor /gls calls, vendor → portal wallet calls). */
  secret: string;
  /** Base of the game pages and art that the player's browser loads (no trailing slash). */
  publicUrl: string;
  /** Origins allowed to frame the game pages (CSP frame-ancestors). */
  portalOrigins: string[];
  timings: { bettingMs: number; resultMs: number; settleMs: number };
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
}

export class VendorConfigError extends Error {}

const trimSlash = (url: string) => url.replace(/\/+$/, '');

function parseOrigins(list: string): string[] | string {
  const origins: string[] = [];
  for (const item of list.split(/[\s,]+/).filter(Boolean)) {
    let url: URL;
    try {
      url = new URL(item);
    } catch {
      return `"${item}" is not an origin such as https://portal.example.com`;
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return `"${item}" is not an http(s) origin`;
    origins.push(url.origin);
  }
  return origins.length > 0 ? origins : 'is empty';
}

/** Reads and checks the environment; a bad value stops start-up with a message naming the variable. */
export function loadVendorConfig(env: NodeJS.ProcessEnv = process.env): VendorConfig {
  const parsed = envSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || 'env'}: ${i.message}`);
    throw new VendorConfigError(`Invalid vendor configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const portalUrl = trimSlash(e.PORTAL_URL);
  const origins = parseOrigins(e.PORTAL_ORIGIN ?? new URL(portalUrl).origin);
  if (typeof origins === 'string')
    throw new VendorConfigError(`Invalid vendor configuration:\n  PORTAL_ORIGIN: ${origins}`);
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.VENDOR_DATABASE_URL,
    portalUrl,
    secret: e.VENDOR_SECRET,
    publicUrl: trimSlash(e.PUBLIC_URL ?? `http://${e.HOST.includes(':') ? `[${e.HOST}]` : e.HOST}:${e.PORT}`),
    portalOrigins: origins,
    timings: { bettingMs: e.ROUND_BETTING_MS, resultMs: e.ROUND_RESULT_MS, settleMs: e.ROUND_SETTLE_MS },
    logLevel: e.LOG_LEVEL,
  };
}
