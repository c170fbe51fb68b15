import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * Strict security headers. Scripts only from our origin (no inline scripts: the theme is applied by
 * /theme-boot.js); styles from our origin (React style props use the CSSOM, which CSP allows);
 * pictures also as data:/blob: URLs (QR codes); no framing of the portal by other sites.
 *
 * One helmet middleware, built once, sets them on every response. (@fastify/helmet built a new one,
 * parsing the CSP directives again, for each request: 3.5 % of the portal's thread in bench:vendor.)
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  /** Extra frame-src sources; a function is asked on each response (space-separated origins, may be empty). */
  opts: { frameSources: (string | (() => string))[] },
): Promise<void> {
  const apply = helmet({
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
  app.addHook('onRequest', (request, reply, done) => {
    apply(request.raw, reply.raw, (err?: unknown) => done(err instanceof Error ? err : undefined));
  });
}
