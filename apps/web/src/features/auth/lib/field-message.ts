import type { TFunction } from 'i18next';
import type { FieldMessage } from './register-fields.ts';

/** The text of a field message: reg_pattern_{id} gets its range ("6–16", or "6" when min equals max). */
export function fieldMessageText(t: TFunction, message: FieldMessage | undefined): string | undefined {
  if (!message) return undefined;
  if (!message.rule) return t(message.key);
  const { minLength: min, maxLength: max } = message.rule;
  const range = t(min === max ? 'auth.validation.range_exact' : 'auth.validation.range', { min, max });
  return t(message.key, { range });
}
