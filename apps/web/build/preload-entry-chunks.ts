import type { Plugin } from 'vite';

interface ChunkLike {
  type: string;
  fileName: string;
  name?: string;
  imports?: string[];
  viteMetadata?: { importedCss: Set<string> };
}

/**
 * Adds `<link rel="modulepreload">` (and style preloads) for chunks the first screen always needs
 * but reaches only through dynamic imports — the routed app shell and the home page — so the
 * browser fetches them together with the entry instead of one after another.
 */
export function preloadEntryChunks(prefixes: string[]): Plugin {
  return {
    name: 'portal-preload-entry-chunks',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = (ctx.bundle ?? {}) as Record<string, ChunkLike>;
        const wanted = new Set<string>();
        const css = new Set<string>();
        const visit = (fileName: string) => {
          const chunk = bundle[fileName];
          if (!chunk || chunk.type !== 'chunk' || wanted.has(fileName)) return;
          wanted.add(fileName);
          for (const file of chunk.viteMetadata?.importedCss ?? []) css.add(file);
          for (const imported of chunk.imports ?? []) visit(imported);
        };
        for (const chunk of Object.values(bundle)) {
          if (chunk.type === 'chunk' && prefixes.some((p) => chunk.fileName.startsWith(`assets/${p}-`)))
            visit(chunk.fileName);
        }
        const fresh = (file: string) => !html.includes(`/${file}"`);
        return [
          ...[...wanted].filter(fresh).map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: '', href: `/${file}` },
            injectTo: 'head' as const,
          })),
          ...[...css].filter(fresh).map((file) => ({
            tag: 'link',
            attrs: { rel: 'preload', as: 'style', href: `/${file}` },
            injectTo: 'head' as const,
          })),
        ];
      },
    },
  };
}
