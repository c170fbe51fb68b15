import { checkFieldRule, type FieldError, type RegisterFieldRule } from '@portal/contract';

/** The password rule of the register settings; always shown and required (SPEC §5). */
export function passwordRuleOf(rules: RegisterFieldRule[]): RegisterFieldRule | undefined {
  const rule = rules.find((r) => r.field === 'password');
  return rule ? { ...rule, enabled: true, required: true } : undefined;
}

/**
 * Field errors of a new password and its confirmation: the brand's password rule
 * (`reg_pattern_{id}`), and the confirmation must be equal ('inconsistent twice').
 */
export function checkNewPassword(
  rule: RegisterFieldRule | undefined,
  newPassword: string,
  confirmNewPassword: string,
): FieldError[] {
  const errors: FieldError[] = [];
  const problem = rule ? checkFieldRule(rule, newPassword) : newPassword.trim() === '' ? ('required' as const) : null;
  if (problem) {
    errors.push({
      field: 'body.newPassword',
      rule: problem,
      message: problem === 'required' ? 'required' : `reg_pattern_${rule?.patternId ?? 0}`,
    });
  }
  if (newPassword !== confirmNewPassword) {
    errors.push({ field: 'body.confirmNewPassword', rule: 'mismatch', message: 'inconsistent_twice' });
  }
  return errors;
}
