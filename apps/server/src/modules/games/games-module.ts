import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { CatalogueImportService, ImportLog } from '../vendors/catalogue-import.service.ts';
import type { VendorRegistry } from '../vendors/vendor-registry.ts';
import type { VendorsService } from '../vendors/vendors.service.ts';
import { BetsRepo } from './bets.repo.ts';
import { BetsService } from './bets.service.ts';
import { registerGamesHttp } from './games-http.ts';
import { GamesCatalogueService } from './games-catalogue.service.ts';
import { GamesRepo } from './games.repo.ts';
import { gamesHandlers } from './games.routes.ts';
import { GamesService, type LaunchDeps } from './games.service.ts';
import { WinnersService } from './winners.service.ts';

const cdnList = z.array(z.string()).min(1).catch(['']);
/** PostgreSQL channel: the catalogue changed in the database, every node reloads its copy. */
const CATALOGUE_CHANNEL = 'portal_catalogue';
const FIRST_RETRY_MS = 1_000;
const MAX_RETRY_MS = 60_000;

export interface GamesModuleDeps extends Omit<LaunchDeps, 'registry' | 'vendors' | 'launchCdns'> {
  registry: VendorRegistry;
  vendors: VendorsService;
  /** The vendors' catalogue import; its hooks reload this module's catalogue after a change. */
  importer: Pick<CatalogueImportService, 'importAll'>;
  /** A brand settings document, raw (SystemService.document). */
  setting: (key: string) => Promise<unknown>;
  log: ImportLog & { error: (obj: object, msg: string) => void };
}

/**
 * Wires the games module: the in-memory catalogue and its import from the vendors, launch, favourites,
 * recents, the betting record and the winners list.
 */
export function createGamesModule(db: Db, deps: GamesModuleDeps, opts: { refreshMs?: number } = {}) {
  const repo = new GamesRepo(db);
  const launchCdns = async () => cdnList.parse(await deps.setting('launchCdns'));
  const frameOrigin = deps.registry.frameOrigin();
  const catalogue = new GamesCatalogueService(
    repo,
    deps.vendors,
    () => (frameOrigin ? [frameOrigin] : []),
    launchCdns,
    opts,
  );
  const games = new GamesService(repo, catalogue, { ...deps, launchCdns });
  const betsRepo = new BetsRepo(db);
  const bets = new BetsService(betsRepo, deps.registry);
  const winners = new WinnersService(betsRepo, deps.currency);
  const { importer } = deps;
  const endpoint = deps.registry.endpoint;
  let unlisten: (() => void) | null = null;

  /** The catalogue (one code or all), then the bets of the transfer-wallet vendors among them. */
  async function importNow(only?: string) {
    const results = await importer.importAll(only);
    const transferCodes = (await deps.vendors.transferVendors()).map((v) => v.code).filter((c) => !only || c === only);
    try {
      await bets.importVendorBets(transferCodes);
    } catch (err) {
      deps.log.warn({ err: String(err) }, 'bet history import failed');
    }
    return results;
  }

  let stopped = false;
  let retry: { timer: NodeJS.Timeout; wake: () => void } | null = null;
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      retry = { timer: setTimeout(resolve, ms), wake: resolve };
    });

  /** The first import at start-up: retried with backoff until the vendor answers. */
  async function importUntilAnswered(): Promise<void> {
    for (let delay = FIRST_RETRY_MS; !stopped; delay = Math.min(delay * 2, MAX_RETRY_MS)) {
      const results = await importer.importAll().catch(() => []);
      if (results.some((r) => r.status === 'imported')) return;
      deps.log.warn({ retryInMs: delay }, 'the game vendor did not answer the catalogue import yet');
      await pause(delay);
    }
  }

  return {
    catalogue,
    games,
    bets,
    winners,
    /** Loads the catalogue; with a vendor endpoint the first import runs in the background. */
    async start(): Promise<void> {
      await Promise.all([catalogue.start(), deps.registry.load()]);
      // The scheduled import runs on one node: the others hear of its change and reload their copy
      // (and which codes the vendor endpoint serves), and reload once after their LISTEN connection
      // was lost (a change may have gone unheard).
      const reload = () => {
        void catalogue.reload().catch(() => {});
        void deps.registry.load().catch(() => {});
      };
      unlisten = db.$notifications.listen(CATALOGUE_CHANNEL, { message: reload, connected: reload });
      if (endpoint) void importUntilAnswered();
    },
    stop(): void {
      stopped = true;
      unlisten?.();
      if (retry) {
        clearTimeout(retry.timer);
        retry.wake();
      }
      catalogue.stop();
      winners.stop();
    },
    /** The catalogue changed in the database (an import): this node reloads now, every other node on notice. */
    async changed(): Promise<void> {
      db.$notifications.notify(CATALOGUE_CHANNEL, 'changed');
      await catalogue.reload();
    },
    /** The scheduled job: the catalogue, then the bets of the transfer-wallet vendors. */
    async scheduledImport(): Promise<void> {
      await importNow();
    },
    /** The CSP frame-src sources of the vendors' game pages. */
    frameSources: () => catalogue.frameSources(),
    registerHttp: (app: FastifyInstance) => registerGamesHttp(app, { repo, winners }),
    handlers: () => gamesHandlers({ catalogue, games, bets, winners, importNow }),
  };
}
