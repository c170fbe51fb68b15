import type { FieldError, RegisterFieldRule } from '@portal/contract';
import { checkFieldRule, type FieldRuleLike } from '@portal/contract/patterns';
import { credentialRule, type FieldMessage } from './register-fields.ts';

export type PasswordField = 'oldPassword' | 'newPassword' | 'confirmNewPassword';
export type ForgotField = 'username' | 'email';
export type Messages<F extends string> = Partial<Record<F, FieldMessage>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function ruleProblem(rule: FieldRuleLike, value: string): FieldMessage | undefined {
  const problem = checkFieldRule(rule, value);
  if (!problem) return undefined;
  if (problem === 'required') return { key: 'auth.validation.required' };
  return { key: `reg_pattern_${rule.patternId}`, rule };
}

export interface PasswordValues {
  oldPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}

/**
 * Change or reset password (SPEC §5): the new password follows the server's password rule, the
 * confirmation must equal it ('inconsistent twice'); the old one is required only when asked for.
 */
export function validateNewPassword(
  values: PasswordValues,
  passwordRule: RegisterFieldRule | undefined,
  options: { needOld: boolean },
): Messages<PasswordField> {
  const messages: Messages<PasswordField> = {};
  if (options.needOld && !values.oldPassword.trim()) messages.oldPassword = { key: 'auth.validation.required' };
  const problem = ruleProblem(credentialRule(passwordRule), values.newPassword);
  if (problem) messages.newPassword = problem;
  else if (options.needOld && values.oldPassword.trim() === values.newPassword.trim()) {
    messages.newPassword = { key: 'password.same_as_old' };
  }
  if (!values.confirmNewPassword.trim()) messages.confirmNewPassword = { key: 'auth.validation.required' };
  else if (values.confirmNewPassword.trim() !== values.newPassword.trim()) {
    messages.confirmNewPassword = { key: 'auth.validation.mismatch' };
  }
  return messages;
}

/** Forgot by e-mail (SPEC §5): the username rule, and a valid e-mail address. */
export function validateForgotByEmail(
  values: { username: string; email: string },
  usernameRule: RegisterFieldRule | undefined,
): Messages<ForgotField> {
  const messages: Messages<ForgotField> = {};
  const problem = ruleProblem(credentialRule(usernameRule), values.username);
  if (problem) messages.username = problem;
  const email = values.email.trim();
  if (!email) messages.email = { key: 'auth.validation.required' };
  else if (!EMAIL.test(email) || email.length > 200) messages.email = { key: 'password.forgot.invalid_email' };
  return messages;
}

/** The server's field errors of a password call as field messages. */
export function passwordServerMessages<F extends string>(
  fields: readonly FieldError[],
  known: readonly F[],
  rules: Partial<Record<F, RegisterFieldRule | undefined>>,
): Messages<F> {
  const messages: Messages<F> = {};
  for (const { field, rule } of fields) {
    const name = field.replace(/^body\./, '') as F;
    if (!known.includes(name) || messages[name]) continue;
    const fieldRule = rules[name];
    if (rule === 'required') messages[name] = { key: 'auth.validation.required' };
    else if (rule === 'mismatch') messages[name] = { key: 'auth.validation.mismatch' };
    else if (rule === 'same_as_old') messages[name] = { key: 'password.same_as_old' };
    else if ((rule === 'pattern' || rule === 'length') && fieldRule) {
      messages[name] = { key: `reg_pattern_${fieldRule.patternId}`, rule: fieldRule };
    } else if (name === 'email') messages[name] = { key: 'password.forgot.invalid_email' };
    else messages[name] = { key: 'error.validation_failed' };
  }
  return messages;
}
