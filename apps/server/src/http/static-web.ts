import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** File names Vite gives a content hash (`index-3fA9_x1b.js`) can be cached for ever. */
const HASHED = /[-.][A-Za-z0-9_-]{8,}\.(js|css|woff2?|json)(\.br|\.gz)?$/;

/**
 * Serves the built web app. Unknown non-API GET paths answer index.html (history-mode routing);
 * the web decides what is a not-found page. Returns false when the web app is not built.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<boolean> {
  if (!existsSync(join(webDist, 'index.html'))) return false;
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
  app.get('/', { schema: { hide: true } }, (_request, reply) => sendIndexHtml(reply));
  return true;
}

export function sendIndexHtml(reply: FastifyReply): FastifyReply {
  return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html');
}
