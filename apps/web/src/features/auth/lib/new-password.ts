import type { RegisterFieldRule } from '@portal/contract';
import { checkFieldRule } from '@portal/contract/patterns';
import { credentialRule, type FieldMessage } from './register-fields.ts';

/**
 * A new password against the password rule of the registration settings (always required), and its
 * confirmation ('inconsistent twice'). Values are compared trimmed, as they are sent.
 */
export function newPasswordMessages(
  rule: RegisterFieldRule | undefined,
  password: string,
  confirm: string,
): { password?: FieldMessage; confirm?: FieldMessage } {
  const effective = credentialRule(rule);
  const problem = checkFieldRule(effective, password);
  const messages: { password?: FieldMessage; confirm?: FieldMessage } = {};
  if (problem === 'required') messages.password = { key: 'auth.validation.required' };
  else if (problem) messages.password = { key: `reg_pattern_${effective.patternId}`, rule: effective };
  if (!confirm.trim()) messages.confirm = { key: 'auth.validation.required' };
  else if (confirm.trim() !== password.trim()) messages.confirm = { key: 'auth.validation.mismatch' };
  return messages;
}
