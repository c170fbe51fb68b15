import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, transform } from 'esbuild';
import type { GameModule } from '../games/game-module.ts';

export const SHELL_CSS_PATH = join(dirname(fileURLToPath(import.meta.url)), '..', 'client', 'shell.css');

/** The browser files of the game pages, built once at start-up and kept in memory. */
export interface ClientAssets {
  /** `<kind>.js` → bundle; a kind whose bundle failed to build maps to an Error. */
  scripts: Map<string, string | Error>;
  /** The shared stylesheet (`/assets/shell.css`), minified. */
  css: string;
}

/** Bundles one browser entry (TypeScript, imports the shell) as a minified ES2022 module. */
export async function bundleClient(entry: string): Promise<string> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    format: 'esm',
    minify: true,
    target: 'es2022',
    platform: 'browser',
    write: false,
    legalComments: 'none',
    logLevel: 'silent',
  });
  const file = result.outputFiles[0];
  if (!file) throw new Error(`esbuild produced no output for ${entry}`);
  return file.text;
}

/**
 * Builds every module's client entry (in parallel; a module with several kinds serves the same
 * bundle under each kind). A bundle that fails is logged and answered 503 `asset_unavailable` rather than stopping the
 * other games.
 */
export async function buildClientAssets(
  modules: readonly GameModule[],
  log: { error(msg: string): void },
): Promise<ClientAssets> {
  const scripts = new Map<string, string | Error>();
  await Promise.all(
    modules.map(async (module) => {
      let bundle: string | Error;
      try {
        bundle = await bundleClient(module.clientEntry);
      } catch (err) {
        bundle = err instanceof Error ? err : new Error(String(err));
        log.error(`client bundle of ${module.kinds.join('/')} failed: ${bundle.message}`);
      }
      for (const kind of module.kinds) scripts.set(`${kind}.js`, bundle);
    }),
  );
  const css = (await transform(readFileSync(SHELL_CSS_PATH, 'utf8'), { loader: 'css', minify: true })).code;
  return { scripts, css };
}
