/** Demo brand content for a fresh database: settings, module flags, field rules, contacts, links. */
import type { BrandSettings, ModuleId, RegisterFieldRule } from '@portal/contract';
import { demoLicenceTexts } from './demo-licence-texts.ts';

export const demoBrand: BrandSettings = {
  brandName: 'Nova Play',
  logoUrl: '/assets/brand/logo.svg',
  merchantCode: 'NOVA',
  prizeMode: 'Lott',
  currency: 'USD',
  currencySymbol: '$',
  currencyExponent: 2,
  defaultLanguage: 'en',
  loginedToHomePage: false,
  supportEmail: 'support@novaplay.example',
  licenceText: 'Nova Play is a demonstration brand. Play responsibly: gaming is for adults aged 18 and over.',
  licenceTexts: demoLicenceTexts,
  timeZone: 'Asia/Ho_Chi_Minh',
};

export const demoSettings: Record<string, unknown> = {
  brand: demoBrand,
  maintenance: { enabled: false, message: null },
  blockedCountries: [],
  imageCdns: [''],
  launchCdns: [''],
};

export const demoModuleFlags: Record<ModuleId, boolean> = {
  MOBILENUMREG3: true,
  REGMOBVERF3: true,
  MOBILENUMPASSREG3: true,
  USERNAMEREG3: true,
  FREEPLAY3: true,
  PWDEXPFORCECHANGE3: true,
  MOBILEVERCODELOGIN3: true,
  CHNGPASSVERIF3: false,
  DIRECTREG3: true,
  SOCIALLOGIN3: false,
  BOTCHECK3: true,
  POINTMALL3: true,
  VIP3: true,
  PROMOTION3: true,
  MEMBERCENTER3: true,
  AGENTCENTER3: true,
  LIVECHAT3: true,
  REWARDFLOAT3: true,
  APPDOWNLOAD3: true,
};

type Rule = Omit<RegisterFieldRule, 'field'> & { field: RegisterFieldRule['field'] };
const rule = (
  field: Rule['field'],
  enabled: boolean,
  required: boolean,
  patternId: number,
  acceptedPattern: string,
  minLength: number,
  maxLength: number,
): Rule => ({ field, enabled, required, patternId, acceptedPattern, minLength, maxLength });

/** acceptedPattern is the regular expression of the pattern id (SPEC §5); '*' accepts anything. */
export const demoRegisterRules: Rule[] = [
  rule('username', true, true, 1, '^[A-Za-z][A-Za-z0-9]*$', 6, 16),
  rule('password', true, true, 5, '^(?=.*[A-Za-z])(?=.*\\d)[A-Za-z\\d]+$', 6, 20),
  rule('payeeName', true, false, 8, '^[A-Za-z ]+$', 2, 50),
  rule('email', true, false, 3, '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', 5, 100),
  rule('qqNum', false, false, 6, '^\\d+$', 5, 12),
  rule('mobileNum', true, false, 6, '^\\d+$', 8, 15),
  rule('line', false, false, 9, '^\\S+$', 2, 50),
  rule('whatsapp', true, false, 6, '^\\d+$', 8, 15),
  rule('facebook', false, false, 9, '^\\S+$', 2, 50),
  rule('wechat', false, false, 9, '^\\S+$', 2, 50),
  rule('idNumber', false, false, 4, '^[A-Za-z0-9]+$', 6, 20),
  rule('affiliateCode', true, false, 4, '^[A-Za-z0-9]+$', 4, 12),
  rule('paymentPassword', false, false, 6, '^\\d+$', 6, 6),
  rule('captcha', true, true, 4, '^[A-Za-z0-9]+$', 4, 4),
];

export const demoCustomerService = [
  { resourceType: 'WHATSAPP', labelNameEn: 'WhatsApp', url: 'https://wa.me/6591234567', qrCodeUrl: null },
  {
    resourceType: 'TELEGRAM',
    labelNameEn: 'Telegram',
    url: 'https://t.me/novaplay_support',
    qrCodeUrl: 'https://t.me/novaplay_support',
  },
  { resourceType: 'TELEGRAM2', labelNameEn: 'Telegram VIP', url: 'https://t.me/novaplay_vip', qrCodeUrl: null },
  { resourceType: 'EMAIL', labelNameEn: 'E-mail', url: 'mailto:support@novaplay.example', qrCodeUrl: null },
  { resourceType: 'FACEBOOK', labelNameEn: 'Facebook', url: 'https://facebook.com/novaplay.example', qrCodeUrl: null },
  { resourceType: 'VIBER', labelNameEn: 'Viber', url: 'viber://chat?number=%2B6591234567', qrCodeUrl: null },
] as const;

export const demoResources = [
  { labelNameEn: 'About us', url: '/help?topic=about', group: 'footer' },
  { labelNameEn: 'Responsible gaming', url: '/help?topic=responsible-gaming', group: 'footer' },
  { labelNameEn: 'Contact us', url: '/help?topic=contact', group: 'footer' },
  { labelNameEn: 'Become an agent', url: '/join', group: 'footer' },
  { labelNameEn: 'Terms and conditions', url: '/help?topic=terms', group: 'legal' },
  { labelNameEn: 'Privacy policy', url: '/help?topic=privacy', group: 'legal' },
  { labelNameEn: 'iOS app', url: '/download?os=ios', group: 'app' },
  { labelNameEn: 'Android app', url: '/download?os=android', group: 'app' },
] as const;

export const demoDomains = [
  { domain: 'www.novaplay.example', speed: 1 },
  { domain: 'm.novaplay.example', speed: 2 },
  { domain: 'backup.novaplay.example', speed: 3 },
];
