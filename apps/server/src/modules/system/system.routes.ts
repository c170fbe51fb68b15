import type { Handlers } from '../../http/contract-routes.ts';
import type { SystemService } from './system.service.ts';

type SystemHandlers = Pick<
  Handlers,
  | 'systemStatus'
  | 'systemWhitelabel'
  | 'systemSettings'
  | 'systemRegisterSettings'
  | 'systemResources'
  | 'systemCustomerService'
  | 'systemLocation'
  | 'systemDomainRoute'
  | 'systemHealth'
  | 'adminSetMaintenance'
  | 'adminSetBlockedCountries'
  | 'adminGetSystemState'
  | 'adminSetModule'
  | 'adminSetBrandSetting'
>;

/**
 * Thin handlers: the request's IP (proxy-aware, see app.ts trustProxy) goes to the service.
 * systemLanguageUpdate lives in auth/password.routes.ts, as it also keeps a signed-in member's language.
 */
export function systemHandlers(system: SystemService, startedAt: number): SystemHandlers {
  return {
    systemStatus: ({ request }) => system.status(request.ip),
    systemWhitelabel: () => system.whitelabel(),
    systemSettings: ({ request }) => system.settings(request.ip),
    systemRegisterSettings: () => system.registerRules(),
    systemResources: () => system.resources(),
    systemCustomerService: () => system.customerService(),
    systemLocation: ({ request }) => system.location(request.ip),
    systemDomainRoute: () => system.domainRoute(),
    systemHealth: async () => {
      await system.ping();
      return {
        status: 'ok' as const,
        database: 'ok' as const,
        uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
      };
    },
    adminSetMaintenance: ({ body }) => system.setMaintenance(body.enabled, body.message),
    adminSetBlockedCountries: ({ body }) => system.setBlockedCountries(body.countries),
    adminGetSystemState: () => system.adminState(),
    adminSetModule: ({ body }) => system.setModule(body.moduleId, body.enabled),
    adminSetBrandSetting: ({ body }) => system.setBrand(body),
  };
}
