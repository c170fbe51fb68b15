import { z } from 'zod';
import { assetUrlSchema, flagSchema, hostSchema, isoCountrySchema, languageCodeSchema } from './common.ts';
import { DEFAULT_PLATFORM_TIME_ZONE } from './constants.ts';
import { endpoints } from './endpoints.ts';
import { defineRoute } from './route.ts';

/** 0 normal, 1 maintenance, 2 region blocked (SPEC §1). Maintenance wins over region block. */
export const SystemStatus = { normal: 0, maintenance: 1, regionBlocked: 2 } as const;
export const systemStatusCodeSchema = z.union([z.literal(0), z.literal(1), z.literal(2)]);
export type SystemStatusCode = z.infer<typeof systemStatusCodeSchema>;

export const locationSchema = z.object({
  ip: z.string(),
  countryCode: isoCountrySchema.nullable(),
});
export type Location = z.infer<typeof locationSchema>;

export const systemStatusValueSchema = z.object({
  status: systemStatusCodeSchema,
  location: locationSchema,
  /** Operator's own maintenance note, shown under the translated info text. */
  maintenanceMessage: z.string().nullable(),
});
export type SystemStatusValue = z.infer<typeof systemStatusValueSchema>;

/** Module ids of SPEC §3 (whitelabel flags) plus the menu modules of the portal. */
export const moduleIds = [
  'MOBILENUMREG3',
  'REGMOBVERF3',
  'MOBILENUMPASSREG3',
  'USERNAMEREG3',
  'FREEPLAY3',
  'PWDEXPFORCECHANGE3',
  'MOBILEVERCODELOGIN3',
  'CHNGPASSVERIF3',
  'DIRECTREG3',
  'SOCIALLOGIN3',
  /** The proof-of-work bot check (ALTCHA) on login, SMS code requests and registration. */
  'BOTCHECK3',
  'POINTMALL3',
  'VIP3',
  'PROMOTION3',
  'MEMBERCENTER3',
  'AGENTCENTER3',
  'LIVECHAT3',
  'REWARDFLOAT3',
  'APPDOWNLOAD3',
] as const;
export const moduleIdSchema = z.enum(moduleIds);
export type ModuleId = z.infer<typeof moduleIdSchema>;

export const whitelabelValueSchema = z.array(z.object({ moduleId: moduleIdSchema, enabled: flagSchema }));
export type WhitelabelValue = z.infer<typeof whitelabelValueSchema>;

/** An IANA time zone name the runtime knows (Intl refuses unknown ones). */
export const isTimeZone = (v: string): boolean => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: v });
    return v.length <= 64;
  } catch {
    return false;
  }
};

export const brandSettingsSchema = z.object({
  brandName: z.string(),
  logoUrl: assetUrlSchema,
  merchantCode: z.string(),
  prizeMode: z.enum(['Lott', 'ZY', 'Elott', 'SEA']),
  currency: z.string().length(3),
  currencySymbol: z.string(),
  /** Minor units per major unit exponent (2 → cents). */
  currencyExponent: z.number().int().min(0).max(4),
  defaultLanguage: languageCodeSchema,
  loginedToHomePage: z.boolean(),
  supportEmail: z.string(),
  licenceText: z.string(),
  /** The licence line in other languages (language code → text); `licenceText` serves the rest. */
  licenceTexts: z.record(z.string(), z.string()).default({}),
  /**
   * The platform's time zone (IANA name): the calendar days of agent reports, salary and dividend
   * periods, whatever the server's or the browser's zone.
   */
  timeZone: z.string().default(DEFAULT_PLATFORM_TIME_ZONE),
});
export type BrandSettings = z.infer<typeof brandSettingsSchema>;

/**
 * What an operator may set, held to the same standard as player input: bounded lengths and real
 * formats (an ISO 4217 currency, a merchant code of letters, digits, _ and -, an e-mail address).
 * The stored settings are read with brandSettingsSchema, which stays as lenient as before.
 */
export const brandSettingsInputSchema = z.object({
  brandName: z.string().trim().min(1).max(60),
  logoUrl: assetUrlSchema.regex(/^(\/(?![/\\])|https?:\/\/)\S+$/, 'a path on this site or an http(s) address'),
  merchantCode: z.string().regex(/^[A-Za-z0-9_-]{1,32}$/, 'letters, digits, _ or -, at most 32'),
  prizeMode: brandSettingsSchema.shape.prizeMode,
  currency: z.string().regex(/^[A-Z]{3}$/, 'ISO 4217 currency code'),
  currencySymbol: z.string().trim().min(1).max(8),
  currencyExponent: brandSettingsSchema.shape.currencyExponent,
  defaultLanguage: languageCodeSchema,
  loginedToHomePage: z.boolean(),
  supportEmail: z.email().max(254),
  licenceText: z.string().trim().max(1000),
  licenceTexts: z.record(languageCodeSchema, z.string().trim().max(1000)),
  timeZone: z.string().max(64).refine(isTimeZone, 'an IANA time zone name'),
});

export const settingsValueSchema = z.object({
  brand: brandSettingsSchema,
  imageCdns: z.array(z.string()).min(1),
  launchCdns: z.array(z.string()).min(1),
  location: locationSchema,
});
export type SettingsValue = z.infer<typeof settingsValueSchema>;

/** Registration rule per field (SPEC §3), patternId as in SPEC §5. */
export const registerFieldNames = [
  'username',
  'password',
  'payeeName',
  'email',
  'qqNum',
  'mobileNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'affiliateCode',
  'paymentPassword',
  'captcha',
] as const;
export const registerFieldRuleSchema = z.object({
  field: z.enum(registerFieldNames),
  enabled: z.boolean(),
  required: z.boolean(),
  acceptedPattern: z.string(),
  patternId: z.number().int().min(0).max(19),
  minLength: z.number().int().min(0),
  maxLength: z.number().int().min(1),
});
export type RegisterFieldRule = z.infer<typeof registerFieldRuleSchema>;

export const contactTypes = ['WHATSAPP', 'TELEGRAM', 'TELEGRAM2', 'EMAIL', 'FACEBOOK', 'VIBER'] as const;
export const customerServiceEntrySchema = z.object({
  resourceType: z.enum(contactTypes),
  labelNameEn: z.string(),
  url: z.string(),
  qrCodeUrl: z.string().nullable(),
});
export type CustomerServiceEntry = z.infer<typeof customerServiceEntrySchema>;

export const resourceEntrySchema = z.object({
  labelNameEn: z.string(),
  url: z.string(),
  group: z.enum(['footer', 'legal', 'app']),
});
export type ResourceEntry = z.infer<typeof resourceEntrySchema>;

export const domainRouteValueSchema = z.object({
  domainList: z.array(z.object({ domain: z.string(), speed: z.number().int().min(1) })),
});

export const languageUpdateBodySchema = z.object({ language: languageCodeSchema });

export const systemRoutes = {
  systemStatus: defineRoute({
    id: 'systemStatus',
    ...endpoints.systemStatus,
    summary: 'Start-up state of the whole app: 0 normal, 1 maintenance, 2 region blocked',
    tags: ['system'],
    query: z.object({ url: hostSchema.optional() }),
    value: systemStatusValueSchema,
  }),
  systemWhitelabel: defineRoute({
    id: 'systemWhitelabel',
    ...endpoints.systemWhitelabel,
    summary: 'Module flags (SPEC §3 whitelabel flags)',
    tags: ['system'],
    value: whitelabelValueSchema,
  }),
  systemSettings: defineRoute({
    id: 'systemSettings',
    ...endpoints.systemSettings,
    summary: 'Brand settings, image and launch CDN lists and the visitor location',
    tags: ['system'],
    value: settingsValueSchema,
  }),
  systemRegisterSettings: defineRoute({
    id: 'systemRegisterSettings',
    ...endpoints.systemRegisterSettings,
    summary: 'Registration field rules',
    tags: ['system'],
    value: z.array(registerFieldRuleSchema),
  }),
  systemResources: defineRoute({
    id: 'systemResources',
    ...endpoints.systemResources,
    summary: 'Footer, legal and app resources',
    tags: ['system'],
    value: z.array(resourceEntrySchema),
  }),
  systemCustomerService: defineRoute({
    id: 'systemCustomerService',
    ...endpoints.systemCustomerService,
    summary: 'Customer-service contact channels',
    tags: ['system'],
    value: z.array(customerServiceEntrySchema),
  }),
  systemLocation: defineRoute({
    id: 'systemLocation',
    ...endpoints.systemLocation,
    summary: 'The visitor IP and its country, resolved offline',
    tags: ['system'],
    value: locationSchema,
  }),
  systemDomainRoute: defineRoute({
    id: 'systemDomainRoute',
    ...endpoints.systemDomainRoute,
    summary: 'Alternative domains with their speed rank (1 = fastest)',
    tags: ['system'],
    value: domainRouteValueSchema,
  }),
  systemLanguageUpdate: defineRoute({
    id: 'systemLanguageUpdate',
    ...endpoints.systemLanguageUpdate,
    summary: 'Records the visitor language choice (kept with the session once signed in)',
    tags: ['system'],
    body: languageUpdateBodySchema,
    value: z.object({ language: languageCodeSchema }),
  }),
  systemHealth: defineRoute({
    id: 'systemHealth',
    ...endpoints.systemHealth,
    summary: 'Liveness and database readiness',
    tags: ['system'],
    value: z.object({ status: z.literal('ok'), database: z.literal('ok'), uptimeSeconds: z.number() }),
  }),
};

export const adminRoutes = {
  adminSetMaintenance: defineRoute({
    id: 'adminSetMaintenance',
    ...endpoints.adminSetMaintenance,
    access: 'operator',
    summary: 'Switches maintenance mode on or off (takes effect at once)',
    tags: ['admin'],
    body: z.object({ enabled: z.boolean(), message: z.string().max(500).nullable().optional() }),
    // The note is shown with its line breaks (white-space: pre-line).
    multiline: ['message'],
    value: z.object({ enabled: z.boolean(), message: z.string().nullable() }),
  }),
  adminSetBlockedCountries: defineRoute({
    id: 'adminSetBlockedCountries',
    ...endpoints.adminSetBlockedCountries,
    access: 'operator',
    summary: 'Replaces the list of blocked countries (ISO 3166-1 alpha-2)',
    tags: ['admin'],
    body: z.object({ countries: z.array(isoCountrySchema).max(250) }),
    value: z.object({ countries: z.array(isoCountrySchema) }),
  }),
  adminGetSystemState: defineRoute({
    id: 'adminGetSystemState',
    ...endpoints.adminGetSystemState,
    access: 'operator',
    summary: 'Maintenance flag, blocked countries and module flags',
    tags: ['admin'],
    value: z.object({
      maintenance: z.boolean(),
      maintenanceMessage: z.string().nullable(),
      blockedCountries: z.array(isoCountrySchema),
      modules: whitelabelValueSchema,
    }),
  }),
  adminSetModule: defineRoute({
    id: 'adminSetModule',
    ...endpoints.adminSetModule,
    access: 'operator',
    summary: 'Switches one module flag',
    tags: ['admin'],
    body: z.object({ moduleId: moduleIdSchema, enabled: flagSchema }),
    value: z.object({ moduleId: moduleIdSchema, enabled: flagSchema }),
  }),
  adminSetBrandSetting: defineRoute({
    id: 'adminSetBrandSetting',
    ...endpoints.adminSetBrandSetting,
    access: 'operator',
    summary: 'Changes brand settings (partial update); currency and exponent are fixed once money has moved',
    tags: ['admin'],
    body: brandSettingsInputSchema.partial().strict(),
    value: brandSettingsSchema,
  }),
};
