/**
 * The pattern meanings of SPEC §5, by patternId, shared by the server (enforcement) and the web
 * (the same check before sending). Ids 11 and 13 are not defined by the specification: they accept
 * any characters, like 0, and rely on acceptedPattern and the lengths.
 */
export const patternMeanings: Record<number, RegExp> = {
  0: /^[\s\S]*$/u,
  1: /^[A-Za-z][A-Za-z0-9]*$/u,
  2: /^[\p{Script=Han}0-9]+$/u,
  3: /^[^\s@]+@[^\s@]+\.[^\s@]+$/u,
  4: /^[A-Za-z0-9]+$/u,
  5: /^(?=.*[A-Za-z])(?=.*[0-9])[A-Za-z0-9]+$/u,
  6: /^[0-9]+$/u,
  7: /^(?=.*[A-Z])[A-Za-z0-9]+$/u,
  8: /^[A-Za-z ]+$/u,
  9: /^\S+$/u,
  10: /^[\p{Script=Han}\p{P}\u3000-\u303F\uFF00-\uFFEF]+$/u,
  11: /^[\s\S]*$/u,
  12: /^\p{L}+(?: \p{L}+)*$/u,
  13: /^[\s\S]*$/u,
  14: /^[\p{L}\p{Nd}]+$/u,
  15: /^[\p{Script=Hangul}]+$/u,
  16: /^[\p{Script=Thai}]+$/u,
  17: /^[\p{Script=Thai}A-Za-z ]+$/u,
  18: /^(?=.*[A-Z])[A-Z ]+$/u,
  19: /^[\x21-\x7E]+$/u,
};

export interface FieldRuleLike {
  enabled: boolean;
  required: boolean;
  acceptedPattern: string;
  patternId: number;
  minLength: number;
  maxLength: number;
}

/** Why a value broke its field rule; the web shows `reg_pattern_{patternId}` for `pattern` and `length`. */
export type FieldRuleProblem = 'required' | 'pattern' | 'length';

/** Length in characters as a person counts them (code points, not UTF-16 units). */
export const charLength = (value: string): number => [...value].length;

function acceptedPatternMatches(acceptedPattern: string, value: string): boolean {
  if (acceptedPattern === '*' || acceptedPattern === '') return true;
  try {
    return new RegExp(acceptedPattern, 'u').test(value);
  } catch {
    // An operator's broken expression must not lock everyone out; the pattern id still applies.
    return true;
  }
}

/**
 * Checks one value against its server rule (SPEC §5): required when the rule says so; a value
 * present must match the pattern meaning of its id and acceptedPattern ('*' matches anything),
 * and its length must lie within minLength and maxLength. A disabled field is not checked.
 */
export function checkFieldRule(rule: FieldRuleLike, raw: string | null | undefined): FieldRuleProblem | null {
  if (!rule.enabled) return null;
  const value = (raw ?? '').trim();
  if (value === '') return rule.required ? 'required' : null;
  const meaning = patternMeanings[rule.patternId] ?? patternMeanings[0];
  if (!meaning?.test(value) || !acceptedPatternMatches(rule.acceptedPattern, value)) return 'pattern';
  const length = charLength(value);
  if (length < rule.minLength || length > rule.maxLength) return 'length';
  return null;
}
