import type { HttpMethod } from './route.ts';

/**
 * Method and path of every route, without schemas: the one source of both, spread into the route
 * definitions and imported by the web (`@portal/contract/endpoints`) so that the browser's first
 * download does not carry zod.
 */
/** Every API path is below this prefix (DESIGN.md, API conventions). */
export const API_PREFIX = '/api';

export const endpoints = {
  systemStatus: { method: 'GET', path: '/wps/system/status' },
  systemWhitelabel: { method: 'GET', path: '/wps/system/whitelabel' },
  systemSettings: { method: 'GET', path: '/wps/system/settings' },
  systemRegisterSettings: { method: 'GET', path: '/wps/system/setting/register' },
  systemResources: { method: 'GET', path: '/wps/system/resources' },
  systemCustomerService: { method: 'GET', path: '/wps/system/customerService' },
  systemLocation: { method: 'GET', path: '/wps/system/location' },
  systemDomainRoute: { method: 'GET', path: '/wps/system/domainRoute' },
  systemLanguageUpdate: { method: 'POST', path: '/wps/system/language' },
  systemHealth: { method: 'GET', path: '/health' },
  gameMenus: { method: 'GET', path: '/lgw/games/game_menus' },
  announcements: { method: 'GET', path: '/wps/announcement' },
  sessionPublicKey: { method: 'GET', path: '/wps/session/publicKey' },
  sessionLogin: { method: 'POST', path: '/wps/session/login' },
  captcha: { method: 'GET', path: '/wps/captcha' },
  memberRegister: { method: 'PUT', path: '/wps/member/register' },
  sessionLogout: { method: 'POST', path: '/wps/session/logout' },
  memberInfo: { method: 'GET', path: '/wps/member/info' },
  agentAffiliate: { method: 'GET', path: '/wps/agent/affiliate' },
  devCaptchaAnswer: { method: 'GET', path: '/dev/captcha' },
  adminSetMaintenance: { method: 'PUT', path: '/admin/system/maintenance' },
  adminSetBlockedCountries: { method: 'PUT', path: '/admin/system/blocked-countries' },
  adminGetSystemState: { method: 'GET', path: '/admin/system/state' },
  adminSetModule: { method: 'PUT', path: '/admin/system/module' },
  adminSetBrandSetting: { method: 'PUT', path: '/admin/system/brand' },
} as const satisfies Record<string, { method: HttpMethod; path: string }>;

export type EndpointKey = keyof typeof endpoints;
