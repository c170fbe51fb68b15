import type { FieldError, RegisterFieldRule, RegisterPayload } from '@portal/contract';
import { checkFieldRule, type FieldRuleLike } from '@portal/contract/patterns';

/** Optional registration fields in the order the form shows them (SPEC §3/§5). */
export const optionalFields = [
  'payeeName',
  'email',
  'mobileNum',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'paymentPassword',
  'affiliateCode',
] as const;
export type OptionalField = (typeof optionalFields)[number];
export type TextField = 'username' | 'password' | 'confirmPassword' | OptionalField | 'captcha';
export type FormField = TextField | 'adult' | 'terms';

export type RegisterValues = Record<TextField, string> & { adult: boolean; terms: boolean };

export const emptyRegisterValues = (): RegisterValues => ({
  username: '',
  password: '',
  confirmPassword: '',
  payeeName: '',
  email: '',
  mobileNum: '',
  qqNum: '',
  line: '',
  whatsapp: '',
  facebook: '',
  wechat: '',
  idNumber: '',
  paymentPassword: '',
  affiliateCode: '',
  captcha: '',
  adult: false,
  terms: false,
});

/** A message to show under a field: a translation key, with the rule whose range it names. */
export interface FieldMessage {
  key: string;
  rule?: Pick<FieldRuleLike, 'minLength' | 'maxLength'>;
}
export type FieldMessages = Partial<Record<FormField, FieldMessage>>;

type RuleMap = Partial<Record<RegisterFieldRule['field'], RegisterFieldRule>>;
export const ruleMap = (rules: readonly RegisterFieldRule[]): RuleMap =>
  Object.fromEntries(rules.map((rule) => [rule.field, rule]));

/** Used when the server sends no rule for username or password. */
const fallbackRule: FieldRuleLike = {
  enabled: true,
  required: true,
  acceptedPattern: '*',
  patternId: 0,
  minLength: 1,
  maxLength: 64,
};

/** Username and password are always shown and required on the username tab. */
export function credentialRule(rule: RegisterFieldRule | undefined): FieldRuleLike {
  return { ...(rule ?? fallbackRule), enabled: true, required: true };
}

export interface FormContext {
  /** The affiliate code came with the URL (or from storage) and passed the check. */
  affiliateFromLink: boolean;
}

/** Optional fields the server enabled; the affiliate field only when no checked code came with the link. */
export function visibleOptionalFields(rules: RuleMap, ctx: FormContext): OptionalField[] {
  return optionalFields.filter(
    (field) => rules[field]?.enabled === true && !(field === 'affiliateCode' && ctx.affiliateFromLink),
  );
}

export const captchaEnabled = (rules: RuleMap): boolean => rules.captcha?.enabled === true;

function ruleProblem(rule: FieldRuleLike, value: string): FieldMessage | undefined {
  const problem = checkFieldRule(rule, value);
  if (!problem) return undefined;
  if (problem === 'required') return { key: 'auth.validation.required' };
  return { key: `reg_pattern_${rule.patternId}`, rule };
}

/** Checks the username tab against the server rules (SPEC §5). */
export function validateRegister(values: RegisterValues, rules: RuleMap, ctx: FormContext): FieldMessages {
  const messages: FieldMessages = {};
  const set = (field: FormField, message: FieldMessage | undefined) => {
    if (message) messages[field] = message;
  };
  set('username', ruleProblem(credentialRule(rules.username), values.username));
  set('password', ruleProblem(credentialRule(rules.password), values.password));
  if (!values.confirmPassword.trim()) set('confirmPassword', { key: 'auth.validation.required' });
  else if (values.confirmPassword.trim() !== values.password.trim()) {
    set('confirmPassword', { key: 'auth.validation.mismatch' });
  }
  for (const field of visibleOptionalFields(rules, ctx)) {
    const rule = rules[field];
    if (rule) set(field, ruleProblem(rule, values[field]));
  }
  if (rules.captcha?.enabled) {
    if (!values.captcha.trim()) set('captcha', { key: 'auth.validation.captcha_required' });
  }
  if (!values.adult) set('adult', { key: 'auth.validation.adult' });
  if (!values.terms) set('terms', { key: 'auth.validation.terms' });
  return messages;
}

const isFormField = (name: string): name is FormField =>
  ['username', 'password', 'confirmPassword', 'captcha', ...optionalFields].includes(name);

/** The server's field errors (validation_failed: `body.username`, rule …) as field messages. */
export function serverFieldMessages(fields: readonly FieldError[], rules: RuleMap): FieldMessages {
  const messages: FieldMessages = {};
  for (const { field, rule } of fields) {
    const name = field.replace(/^body\./, '');
    if (!isFormField(name) || messages[name]) continue;
    if (rule === 'required') messages[name] = { key: 'auth.validation.required' };
    else if (rule === 'mismatch') messages[name] = { key: 'auth.validation.mismatch' };
    else if (rule === 'taken') messages[name] = { key: 'error.username_taken' };
    else {
      const fieldRule = name === 'confirmPassword' ? undefined : rules[name as RegisterFieldRule['field']];
      messages[name] = fieldRule
        ? { key: `reg_pattern_${fieldRule.patternId}`, rule: fieldRule }
        : { key: 'error.validation_failed' };
    }
  }
  return messages;
}

export interface PayloadContext extends FormContext {
  rules: RuleMap;
  linkAffiliateCode: string | null;
  referralCode: string | null;
  captchaId: string | undefined;
  location: Pick<Location, 'host' | 'href'>;
}

/** The registration payload (SPEC §3): trimmed values of the shown fields, codes and page facts. */
export function buildRegisterPayload(values: RegisterValues, ctx: PayloadContext): RegisterPayload {
  const payload: RegisterPayload = {
    username: values.username.trim(),
    // Passwords are trimmed too: login trims them (SPEC §5), so both must agree.
    password: values.password.trim(),
    confirmPassword: values.confirmPassword.trim(),
    domain: ctx.location.host,
    registerUrl: ctx.location.href,
    registerMethod: 'WEB',
    login: true,
    adultConfirmed: true,
    termsAccepted: true,
  };
  for (const field of visibleOptionalFields(ctx.rules, ctx)) {
    const value = values[field].trim();
    if (value) payload[field] = value;
  }
  if (ctx.affiliateFromLink && ctx.linkAffiliateCode) payload.affiliateCode = ctx.linkAffiliateCode;
  if (ctx.referralCode) payload.referralCode = ctx.referralCode;
  if (captchaEnabled(ctx.rules) && ctx.captchaId) {
    payload.captcha = values.captcha.trim();
    payload.captchaId = ctx.captchaId;
  }
  return payload;
}
