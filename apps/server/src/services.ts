import type { Db } from './db/client.ts';
import type { Handlers } from './http/contract-routes.ts';
import { ContentRepo } from './modules/content/content.repo.ts';
import { contentHandlers } from './modules/content/content.routes.ts';
import { ContentService } from './modules/content/content.service.ts';
import { GeoResolver } from './modules/system/geo.ts';
import { SystemRepo } from './modules/system/system.repo.ts';
import { systemHandlers } from './modules/system/system.routes.ts';
import { SystemService } from './modules/system/system.service.ts';
import { VendorsRepo } from './modules/vendors/vendors.repo.ts';
import { vendorsHandlers } from './modules/vendors/vendors.routes.ts';
import { VendorsService } from './modules/vendors/vendors.service.ts';

let geo: Promise<GeoResolver> | undefined;

/** Wires every module: repo → service, and the handler table for the contract routes. */
export async function createServices(db: Db, opts: { statusCacheMs: number }) {
  geo ??= GeoResolver.open();
  const system = new SystemService(new SystemRepo(db), await geo, { cacheMs: opts.statusCacheMs });
  const vendors = new VendorsService(new VendorsRepo(db));
  const content = new ContentService(new ContentRepo(db));
  return {
    system,
    vendors,
    content,
    handlers: (startedAt: number): Handlers => ({
      ...systemHandlers(system, startedAt),
      ...vendorsHandlers(vendors),
      ...contentHandlers(content),
    }),
  };
}
