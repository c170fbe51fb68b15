import type { z } from 'zod';

/**
 * Control characters (Unicode category Cc) are refused in every string a client sends: query, path
 * parameters, body and encrypted payload, values and object keys alike. PostgreSQL cannot store NUL
 * in text, and the others have no business in names, codes or addresses (log forging, invisible
 * look-alikes). Tab, line feed and carriage return are refused too, except in the fields a route
 * names as multi-line (a maintenance note shown with its line breaks).
 */
/** Cc (U+0000–U+001F, U+007F–U+009F) other than tab, line feed and carriage return. */
const ALWAYS_REFUSED = /[^\P{Cc}\t\n\r]/u;
const LINE_BREAKS = /[\t\n\r]/u;

/** A string a client may send: no control characters, and no line breaks unless `multiline`. */
export function hasControlCharacter(text: string, multiline = false): boolean {
  return ALWAYS_REFUSED.test(text) || (!multiline && LINE_BREAKS.test(text));
}

const isPlainObject = (value: object): value is Record<string, unknown> => {
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
};

/**
 * The path of the first string (or object key) in `value` with a refused character, or null.
 * `multiline` holds dotted paths ("message") whose strings may carry tab and line breaks.
 */
export function findControlCharacter(
  value: unknown,
  multiline: ReadonlySet<string> = new Set(),
  path: (string | number)[] = [],
): (string | number)[] | null {
  if (typeof value === 'string') return hasControlCharacter(value, multiline.has(path.join('.'))) ? path : null;
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = findControlCharacter(item, multiline, [...path, i]);
      if (found) return found;
    }
    return null;
  }
  if (value !== null && typeof value === 'object' && isPlainObject(value)) {
    for (const [key, item] of Object.entries(value)) {
      if (hasControlCharacter(key)) return [...path, key];
      const found = findControlCharacter(item, multiline, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}

/** `schema` plus the control-character rule; defineRoute applies it to every input of every route. */
export function refuseControlCharacters<S extends z.ZodType>(schema: S, multiline: readonly string[] = []): S {
  const allowed = new Set(multiline);
  return schema.superRefine((value, ctx) => {
    const path = findControlCharacter(value, allowed);
    if (path) ctx.addIssue({ code: 'custom', path, message: 'control characters are not allowed' });
  });
}
