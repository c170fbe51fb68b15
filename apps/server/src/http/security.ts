import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Strict security headers. Scripts only from our origin (no inline scripts: the theme is applied by
 * /theme-boot.js); styles from our origin (React style props use the CSSOM, which CSP allows);
 * pictures also as data:/blob: URLs (QR codes); no framing of the portal by other sites.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  /** Extra frame-src sources; a function is asked on each response (space-separated origins, may be empty). */
  opts: { frameSources: (string | (() => string))[] },
): Promise<void> {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameSrc: ["'self'", ...opts.frameSources.map((s) => (typeof s === 'string' ? s : () => s()))],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        manifestSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
      },
    },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
  });
}
