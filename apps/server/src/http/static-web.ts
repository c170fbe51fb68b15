import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** File names Vite gives a content hash (`index-3fA9_x1b.js`) can be cached for ever. */
const HASHED = /[-.][A-Za-z0-9_-]{8,}\.(js|css|woff2?|json)(\.br|\.gz)?$/;

/**
 * Serves the built web app. Unknown non-API GET paths answer index.html (history-mode routing);
 * the web decides what is a not-found page. Returns false when the web app is not built.
 */
/** Paths that show the home page (SPEC §2), where the first banner is the largest paint. */
const HOME_PATHS = new Set(['/', '/index', '/index.html', '/home', '/register', '/register.html', '/login']);

export interface ShellHints {
  /** Picture the home page paints first (the first banner), preloaded from the shell. */
  heroImage: () => Promise<string | null>;
}

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

export async function registerWebApp(app: FastifyInstance, webDist: string, hints?: ShellHints): Promise<boolean> {
  if (!existsSync(join(webDist, 'index.html'))) return false;
  const shell = readFileSync(join(webDist, 'index.html'), 'utf8');
  const sendShell = async (path: string, reply: FastifyReply) => {
    let html = shell;
    if (hints && HOME_PATHS.has(path)) {
      const hero = await hints.heroImage().catch(() => null);
      if (hero) {
        const link = `<link rel="preload" as="image" href="${escapeAttr(hero)}" fetchpriority="high">`;
        html = html.replace('</head>', `    ${link}\n  </head>`);
      }
    }
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
  };
  await app.register(fastifyStatic, {
    root: webDist,
    prefix: '/',
    wildcard: true,
    index: false,
    preCompressed: true,
    // Our own cache-control below (the plugin's would reset it to max-age=0).
    cacheControl: false,
    setHeaders: (res, path) => {
      if (HASHED.test(path)) res.setHeader('cache-control', 'public, max-age=31536000, immutable');
      else if (/\.html(\.br|\.gz)?$/.test(path)) res.setHeader('cache-control', 'no-cache');
      else res.setHeader('cache-control', 'public, max-age=3600');
    },
  });
  // `/` is a folder to the static plugin (index is off so the SPA shell is always the same file).
  app.get('/', { schema: { hide: true } }, (_request, reply) => sendShell('/', reply));
  app.decorateReply('sendAppShell', function (this: FastifyReply, path: string) {
    return sendShell(path, this);
  });
  return true;
}

declare module 'fastify' {
  interface FastifyReply {
    /** Answers the web app's HTML shell for a history-mode path. */
    sendAppShell(path: string): Promise<FastifyReply>;
  }
}
