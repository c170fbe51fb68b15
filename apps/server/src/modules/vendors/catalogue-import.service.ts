import { createHash } from 'node:crypto';
import type { CatalogueImportResult, VendorCatalogue } from '@portal/contract';
import type { CatalogueImportRepo, ImportedGameRow } from './catalogue-import.repo.ts';
import { VendorTimeoutError } from '../wallet/transfer-vendor.ts';
import { VendorCallError } from './vendor-adapter.ts';
import type { VendorRegistry } from './vendor-registry.ts';

/** What one code's import answers, with what the run needs besides. */
type ImportOne = CatalogueImportResult & { unreachable?: boolean; servedChanged?: boolean };

const strip = ({ unreachable: _unreachable, servedChanged: _servedChanged, ...result }: ImportOne) => result;

/** The largest picture the portal keeps (bytes). */
export const MAX_PICTURE_BYTES = 512 * 1024;
const PICTURE_TIMEOUT_MS = 10_000;
const PICTURE_CONCURRENCY = 8;

export interface ImportLog {
  info: (obj: object, msg: string) => void;
  warn: (obj: object, msg: string) => void;
}

export interface CatalogueImportHooks {
  /** The endpoint serves this code: e.g. set its wallet key to the code's key under the endpoint's secret. */
  onServed?: (code: string) => Promise<void>;
  /** After an import that changed something (or the first one): rebuild the in-memory catalogue. */
  onChanged?: () => Promise<void>;
}

/** The picture's type from its first bytes: PNG, JPEG or SVG; null for anything else. */
export function pictureType(bytes: Buffer): 'image/png' | 'image/jpeg' | 'image/svg+xml' | null {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return 'image/png';
  }
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  const head = bytes.subarray(0, 1024).toString('utf8').trimStart().toLowerCase();
  if ((head.startsWith('<?xml') || head.startsWith('<svg') || head.startsWith('<!--')) && head.includes('<svg')) {
    return 'image/svg+xml';
  }
  return null;
}

/** Reads a response body up to `limit` bytes; null when it is larger. */
async function readLimited(res: Response, limit: number): Promise<Buffer | null> {
  const length = Number(res.headers.get('content-length') ?? '0');
  if (length > limit) return null;
  if (!res.body) return Buffer.alloc(0);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of res.body) {
    size += chunk.length;
    if (size > limit) return null;
    chunks.push(Buffer.from(chunk));
  }
  return Buffer.concat(chunks);
}

/**
 * Imports each vendor code's catalogue into the portal's tables: groups and games upserted (only
 * what changed), games and groups the vendor no longer lists switched off (never deleted), and each
 * game's picture downloaded once per import (SVG, PNG or JPEG up to 512 KB) and kept when new.
 */
export class CatalogueImportService {
  constructor(
    private readonly repo: CatalogueImportRepo,
    private readonly registry: VendorRegistry,
    private readonly hooks: CatalogueImportHooks,
    private readonly log: ImportLog,
  ) {}

  private queue: Promise<unknown> = Promise.resolve();

  /**
   * Imports one code or every code the portal knows; codes without a configured vendor are skipped.
   * Imports run one after the other (start-up, schedule and operator never interleave).
   */
  importAll(only?: string): Promise<CatalogueImportResult[]> {
    const run = this.queue.then(() => this.run(only));
    this.queue = run.catch(() => {});
    return run;
  }

  private async run(only?: string): Promise<CatalogueImportResult[]> {
    const codes = (await this.repo.vendorCodes()).map((v) => v.code).filter((c) => !only || c === only);
    const results: CatalogueImportResult[] = [];
    let unreachable: string | null = null;
    let servedChanged = false;
    for (const code of codes) {
      // The vendor cannot be reached at all: the other codes are not asked this time.
      if (unreachable) {
        results.push({ vendor: code, status: 'failed', games: 0, disabled: 0, pictures: 0, error: unreachable });
        continue;
      }
      const result = await this.importOne(code);
      if (result.status === 'failed' && result.unreachable) unreachable = result.error;
      if (result.servedChanged) servedChanged = true;
      results.push(strip(result));
    }
    // The other nodes hear of a change of what the endpoint serves as of a changed catalogue.
    if (servedChanged || results.some((r) => r.status === 'imported')) await this.hooks.onChanged?.();
    return results;
  }

  private async importOne(code: string): Promise<ImportOne> {
    const result: CatalogueImportResult = {
      vendor: code,
      status: 'not_served',
      games: 0,
      disabled: 0,
      pictures: 0,
      error: null,
    };
    // A code once refused is asked again on each import (the vendor may start serving it); it stays
    // refused for launches and transfers until the endpoint's answer says otherwise.
    const adapter = this.registry.adapter(code, { askAgain: true });
    if (!adapter) return result;
    let catalogue: VendorCatalogue | null;
    try {
      catalogue = await adapter.catalogue();
    } catch (err) {
      this.log.warn({ vendor: code, err: String(err) }, 'catalogue import failed');
      const unreachable = err instanceof VendorTimeoutError || (err instanceof VendorCallError && err.status === 0);
      return { ...result, status: 'failed', error: err instanceof Error ? err.message : String(err), unreachable };
    }
    if (!catalogue) return { ...result, servedChanged: await this.registry.setServed(code, false) };
    const servedChanged = await this.registry.setServed(code, true);
    await this.hooks.onServed?.(code);
    const groupCodes = catalogue.groups.map((g) => g.code);
    await this.repo.upsertGroups(code, catalogue.groups);
    await this.repo.disableOtherGroups(code, groupCodes);
    await this.repo.upsertGames(code, catalogue.games);
    const disabled = await this.repo.disableOtherGames(
      code,
      catalogue.games.map((g) => g.gameId),
    );
    const pictures = await this.importPictures(code, await this.repo.gamesOf(code));
    this.log.info({ vendor: code, games: catalogue.games.length, disabled, pictures }, 'catalogue imported');
    return { ...result, status: 'imported', games: catalogue.games.length, disabled, pictures, servedChanged };
  }

  /** Downloads every game's picture (a few at a time); answers how many changed. */
  private async importPictures(code: string, rows: ImportedGameRow[]): Promise<number> {
    let changed = 0;
    let next = 0;
    const worker = async () => {
      while (next < rows.length) {
        const row = rows[next++]!;
        if (row.imageUrl && (await this.importPicture(code, row))) changed += 1;
      }
    };
    await Promise.all(Array.from({ length: Math.min(PICTURE_CONCURRENCY, rows.length) }, worker));
    return changed;
  }

  private async importPicture(code: string, row: ImportedGameRow): Promise<boolean> {
    const url = row.imageUrl!;
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(PICTURE_TIMEOUT_MS), redirect: 'error' });
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      const bytes = await readLimited(res, MAX_PICTURE_BYTES);
      if (!bytes) throw new Error(`larger than ${MAX_PICTURE_BYTES} bytes`);
      const contentType = pictureType(bytes);
      if (!contentType) throw new Error('not an SVG, PNG or JPEG picture');
      const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 20);
      if (hash === row.pictureHash) return false;
      await this.repo.setPicture(row.nodeId, { hash, contentType, bytes });
      return true;
    } catch (err) {
      this.log.warn({ vendor: code, game: row.gameId, url, err: String(err) }, 'game picture not imported');
      return false;
    }
  }
}
