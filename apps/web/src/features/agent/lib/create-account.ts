import type { CreateDownlinePayload, FieldError } from '@portal/contract';

export type CreateField = 'username' | 'password' | 'confirm' | 'nickname' | 'email' | 'mobileNum';
export interface CreateValues {
  username: string;
  password: string;
  confirm: string;
  customerType: 2 | 3;
  nickname: string;
  email: string;
  countryDialingCode: string;
  mobileNum: string;
}
/** A field's message: an i18n key (with options). */
export type CreateErrors = Partial<Record<CreateField, string>>;

export const emptyCreateValues = (customerType: 2 | 3 = 3): CreateValues => ({
  username: '',
  password: '',
  confirm: '',
  customerType,
  nickname: '',
  email: '',
  countryDialingCode: '',
  mobileNum: '',
});

const USERNAME = /^[A-Za-z0-9_]{4,32}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MOBILE = /^\d{5,20}$/;

/** What the form checks before sending (the server checks again and may refuse more). */
export function checkCreateAccount(v: CreateValues): CreateErrors {
  const errors: CreateErrors = {};
  const username = v.username.trim();
  if (!username) errors.username = 'agentCentre.create.required';
  else if (!USERNAME.test(username)) errors.username = 'agentCentre.create.username_rule';
  if (!v.password) errors.password = 'agentCentre.create.required';
  else if (v.password.length < 6 || v.password.length > 32) errors.password = 'agentCentre.create.password_rule';
  if (v.confirm !== v.password) errors.confirm = 'agentCentre.create.mismatch';
  if (v.nickname.trim().length > 40) errors.nickname = 'agentCentre.create.too_long';
  if (v.email.trim() && !EMAIL.test(v.email.trim())) errors.email = 'agentCentre.create.email_rule';
  if (v.mobileNum.trim() && !MOBILE.test(v.mobileNum.trim())) errors.mobileNum = 'agentCentre.create.mobile_rule';
  return errors;
}

/** The payload the server takes: trimmed, optional fields left out when empty. */
export function createPayload(v: CreateValues): CreateDownlinePayload {
  const optional = (s: string) => s.trim() || undefined;
  const mobile = optional(v.mobileNum);
  return {
    username: v.username.trim(),
    password: v.password,
    customerType: v.customerType,
    nickname: optional(v.nickname),
    email: optional(v.email),
    mobileNum: mobile,
    countryDialingCode: mobile ? optional(v.countryDialingCode) : undefined,
  };
}

const FIELDS: readonly CreateField[] = ['username', 'password', 'nickname', 'email', 'mobileNum'];

/**
 * The server's refusal as field messages: `username_taken` and `mobile_taken` on their field,
 * `validation_failed` on each named field (`payload.email`, `body.username` …); null when the
 * error belongs to the whole form.
 */
export function serverCreateErrors(code: string, fields: readonly FieldError[]): CreateErrors | null {
  if (code === 'username_taken') return { username: 'error.username_taken' };
  if (code === 'mobile_taken') return { mobileNum: 'error.mobile_taken' };
  if (code !== 'validation_failed') return null;
  const errors: CreateErrors = {};
  for (const { field, rule } of fields) {
    const name = field.split('.').pop() as CreateField;
    if (!FIELDS.includes(name) || errors[name]) continue;
    errors[name] =
      rule === 'taken' ? `error.${name === 'mobileNum' ? 'mobile' : 'username'}_taken` : `agentCentre.create.invalid`;
  }
  return Object.keys(errors).length ? errors : null;
}
