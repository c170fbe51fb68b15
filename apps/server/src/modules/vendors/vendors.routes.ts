import type { Handlers } from '../../http/contract-routes.ts';
import type { VendorsService } from './vendors.service.ts';

export function vendorsHandlers(vendors: VendorsService): Pick<Handlers, 'gameMenus'> {
  return { gameMenus: () => vendors.gameMenus() };
}
