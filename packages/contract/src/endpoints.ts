import type { HttpMethod } from './route.ts';

/**
 * Method and path of every route, without schemas: the one source of both, spread into the route
 * definitions and imported by the web (`@portal/contract/endpoints`) so that the browser's first
 * download does not carry zod.
 */
/** Every API path is below this prefix (DESIGN.md, API conventions). */
export const API_PREFIX = '/api';

/** `botCheck`: the body must carry a solved proof-of-work (`altcha`) when BOTCHECK3 is on. */
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
  sessionLogin: { method: 'POST', path: '/wps/session/login', botCheck: true },
  captcha: { method: 'GET', path: '/wps/captcha' },
  botCheckChallenge: { method: 'GET', path: '/wps/botcheck/challenge' },
  memberRegister: { method: 'PUT', path: '/wps/member/register', botCheck: true },
  sessionLogout: { method: 'POST', path: '/wps/session/logout' },
  memberInfo: { method: 'GET', path: '/wps/member/info' },
  agentAffiliate: { method: 'GET', path: '/wps/agent/affiliate' },
  memberPasswordEmail: { method: 'POST', path: '/wps/member/password/email' },
  memberPasswordReset: { method: 'POST', path: '/wps/member/password/reset' },
  memberPasswordChange: { method: 'POST', path: '/wps/member/password' },
  sessionLoginFreePlay: { method: 'POST', path: '/wps/session/login/freeplay' },
  adminCreateMember: { method: 'POST', path: '/admin/members' },
  devCaptchaAnswer: { method: 'GET', path: '/dev/captcha' },
  memberSecurity: { method: 'GET', path: '/wps/member/security' },
  memberProfileUpdate: { method: 'PUT', path: '/wps/member/profile' },
  memberLoginHistory: { method: 'GET', path: '/wps/member/loginHistory' },
  memberMobileCode: { method: 'POST', path: '/wps/member/mobile/code' },
  memberMobileBind: { method: 'POST', path: '/wps/member/mobile' },
  memberEmailCode: { method: 'POST', path: '/wps/member/email/code' },
  memberEmailBind: { method: 'POST', path: '/wps/member/email' },
  memberPaymentPassword: { method: 'POST', path: '/wps/member/paymentPassword' },
  memberIcon: { method: 'GET', path: '/wps/member/info/icon' },
  playerAvatars: { method: 'GET', path: '/wps/relay/MCSFE_getPlayerAvatar' },
  memberIconChoose: { method: 'PUT', path: '/wps/member/info/icon' },
  memberIconUpload: { method: 'POST', path: '/wps/member/info/icon' },
  memberAvatarImage: { method: 'GET', path: '/wps/avatar/:memberId/:hash' },
  totpEnrol: { method: 'POST', path: '/wps/member/totp/enrol' },
  totpConfirm: { method: 'POST', path: '/wps/member/totp/confirm' },
  totpDisable: { method: 'POST', path: '/wps/member/totp/disable' },
  trustedIps: { method: 'GET', path: '/wps/member/trustedIps' },
  trustedIpRemove: { method: 'DELETE', path: '/wps/member/trustedIps' },
  twoFactorSendCode: { method: 'POST', path: '/wps/session/login/verify/code' },
  twoFactorVerify: { method: 'POST', path: '/wps/session/login/verify' },
  verificationSmsNoLogin: { method: 'POST', path: '/wps/verification/sms/noLogin', botCheck: true },
  verificationSmsRegister: { method: 'POST', path: '/wps/verification/sms/register', botCheck: true },
  memberRegisterMobile: { method: 'PUT', path: '/wps/member/register/mobile', botCheck: true },
  memberPasswordVerification: { method: 'POST', path: '/wps/member/password/verification' },
  devSmsOutbox: { method: 'GET', path: '/dev/sms' },
  adminSetMaintenance: { method: 'PUT', path: '/admin/system/maintenance' },
  adminSetBlockedCountries: { method: 'PUT', path: '/admin/system/blocked-countries' },
  adminGetSystemState: { method: 'GET', path: '/admin/system/state' },
  adminSetModule: { method: 'PUT', path: '/admin/system/module' },
  adminSetBrandSetting: { method: 'PUT', path: '/admin/system/brand' },
  socialProviders: { method: 'GET', path: '/wps/session/social/providers' },
  socialStart: { method: 'GET', path: '/wps/session/social/:provider/start' },
  socialCallback: { method: 'GET', path: '/wps/session/social/:provider/callback' },
  socialExchange: { method: 'POST', path: '/wps/session/social/exchange' },
  adminListSocialProviders: { method: 'GET', path: '/admin/social/providers' },
  adminSetSocialProvider: { method: 'PUT', path: '/admin/social/providers/:key' },
  walletBalance: { method: 'GET', path: '/wps/v2/wallets/balance' },
} as const satisfies Record<string, { method: HttpMethod; path: string; botCheck?: boolean }>;

export type EndpointKey = keyof typeof endpoints;
