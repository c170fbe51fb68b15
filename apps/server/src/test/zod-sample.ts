import { randomUUID } from 'node:crypto';
import type { z } from 'zod';

/**
 * A value a zod schema accepts, made from the schema alone (or undefined when none is found), so a
 * test can call every route of a kind — the ones other people add later too — with a valid input.
 * `hints` give the value to use for a key when the key's schema accepts it. Optional keys are left
 * out unless hinted or needed for the object to pass its own refinements.
 */
export function sampleOf(schema: z.ZodType, hints: Record<string, unknown> = {}): unknown {
  return candidates(schema, hints).find((v) => schema.safeParse(v).success);
}

interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  entries?: Record<string, unknown>;
  values?: unknown[];
  options?: z.ZodType[];
  innerType?: z.ZodType;
  in?: z.ZodType;
}

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;
const STRINGS = ['1', 'abc', 'Abc12345', '2026-01-01', 'sample@example.com', randomUUID()];

function candidates(schema: z.ZodType, hints: Record<string, unknown>): unknown[] {
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
      return STRINGS;
    case 'number':
    case 'int':
      return [1, 0, 100];
    case 'bigint':
      return [1n];
    case 'boolean':
      return [true, false];
    case 'enum':
      return Object.values(def.entries ?? {});
    case 'literal':
      return def.values ?? [];
    case 'union':
      return (def.options ?? []).flatMap((o) => candidates(o, hints));
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
      return def.innerType ? [...candidates(def.innerType, hints), undefined] : [undefined];
    case 'pipe':
      return def.in ? candidates(def.in, hints) : [];
    case 'array': {
      const element = def.element ? sampleOf(def.element, hints) : undefined;
      return element === undefined ? [[]] : [[element], []];
    }
    case 'record':
      return [{}];
    case 'object':
      return objectCandidates(def.shape ?? {}, hints);
    default:
      return [];
  }
}

function objectCandidates(shape: Record<string, z.ZodType>, hints: Record<string, unknown>): unknown[] {
  const build = (withOptional: boolean) => {
    const value: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(shape)) {
      if (key in hints && field.safeParse(hints[key]).success) {
        value[key] = hints[key];
        continue;
      }
      if (!withOptional && field.safeParse(undefined).success) continue;
      const sample = sampleOf(field, hints);
      if (sample !== undefined) value[key] = sample;
    }
    return value;
  };
  return [build(false), build(true)];
}
