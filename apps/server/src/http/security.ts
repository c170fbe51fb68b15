import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * Strict security headers. Scripts only from our origin (no inline scripts: the theme is applied by
 * /theme-boot.js); styles from our origin (React style props use the CSSOM, which CSP allows);
 * pictures also as data:/blob: URLs (QR codes). No one frames the portal, not even the portal: it
 * frames only the vendors' game pages (other origins) and opens its own game popups as windows, so
 * CSP `frame-ancestors 'none'` and `X-Frame-Options: DENY` say the same. Permissions-Policy switches
 * off the device features the portal never uses, for it and every frame in it (fullscreen, autoplay
 * and clipboard writing stay: the game frame asks for them). HSTS only on answers over HTTPS (the
 * request's protocol, from X-Forwarded-Proto when the proxy is trusted): over plain HTTP it means nothing
 * to a browser and a development host would be pinned to HTTPS.
 *
 * One helmet middleware, built once, sets them on every response. (@fastify/helmet built a new one,
 * parsing the CSP directives again, for each request: 3.5 % of the portal's thread in bench:vendor.)
 */
const HSTS = 'max-age=31536000; includeSubDomains';
export const PERMISSIONS_POLICY = [
  'accelerometer',
  'browsing-topics',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

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
    strictTransportSecurity: false,
    xFrameOptions: { action: 'deny' },
  });
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    apply(request.raw, reply.raw, (err?: unknown) => done(err instanceof Error ? err : undefined));
  });
}
