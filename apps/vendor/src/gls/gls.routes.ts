import { vendorApiPaths, vendorLaunchBodySchema } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { buildCatalogue, titlesForCode } from '../catalogue/catalogue.ts';
import { findVendorCode, isVendorCode, type VendorCodeInfo } from '../catalogue/vendor-codes.ts';
import { VendorError } from '../errors.ts';
import type { GameModule } from '../games/game-module.ts';
import type { SessionService } from '../sessions/session.service.ts';
import { glsSignatureGuard } from './signature.ts';
import { parseBody } from './validate.ts';

export interface GlsRouteDeps {
  secret: string;
  publicUrl: string;
  modules: readonly GameModule[];
  sessions: SessionService;
  /** More signed /gls routes (transfer, bets, reconciliation), registered inside the signed scope. */
  extra?: readonly ((scope: FastifyInstance) => void | Promise<void>)[];
}

/** The vendor code of a verified /gls request (set by the signature guard). */
export function glsCode(request: { glsVendorCode?: string }): VendorCodeInfo {
  const info = request.glsVendorCode ? findVendorCode(request.glsVendorCode) : undefined;
  if (!info) throw new VendorError(403, 'vendor_unknown', 'Unknown vendor code');
  return info;
}

/** The signed portal → vendor calls: every route in this scope checks the code and the HMAC first. */
export async function registerGlsRoutes(app: FastifyInstance, deps: GlsRouteDeps): Promise<void> {
  await app.register(async (scope) => {
    scope.addHook('preHandler', glsSignatureGuard({ secret: deps.secret, knownCode: isVendorCode }));

    scope.post(vendorApiPaths.catalogue, async (request) =>
      buildCatalogue(glsCode(request), deps.modules, deps.publicUrl),
    );

    scope.post(vendorApiPaths.launch, async (request) => {
      const code = glsCode(request);
      const body = parseBody(vendorLaunchBodySchema, request.body);
      if (!titlesForCode(code, deps.modules).some((t) => t.gameId === body.gameId)) {
        throw new VendorError(404, 'game_unknown', `${code.code} has no game ${body.gameId}`);
      }
      const session = await deps.sessions.launch(code.code, code.walletMode, body);
      return { url: `${deps.publicUrl}/play/${session.id}` };
    });

    for (const register of deps.extra ?? []) await register(scope);
  });
}
