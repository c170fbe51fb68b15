import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { brandSettingsSchema, routes, type RouteDef } from './index.ts';

type JsonSchema = { [key: string]: unknown };

/** Paths of string schemas with no upper bound: no maxLength, pattern, format, enum or const. */
function unboundedStrings(node: unknown, path = '$'): string[] {
  if (Array.isArray(node)) return node.flatMap((item, i) => unboundedStrings(item, `${path}[${i}]`));
  if (node === null || typeof node !== 'object') return [];
  const schema = node as JsonSchema;
  const own =
    schema.type === 'string' &&
    schema.maxLength === undefined &&
    schema.pattern === undefined &&
    schema.format === undefined &&
    schema.enum === undefined &&
    schema.const === undefined
      ? [path]
      : [];
  return [
    ...own,
    ...Object.entries(schema).flatMap(([key, child]) =>
      key === 'propertyNames' ? [] : unboundedStrings(child, `${path}.${key}`),
    ),
  ];
}

const inputsOf = (def: RouteDef) =>
  (['params', 'query', 'body', 'payload'] as const).flatMap((part) => {
    const schema = def[part];
    return schema ? [{ part, json: z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) }] : [];
  });

describe('admin input is bounded like player input', () => {
  const operatorRoutes = Object.values(routes as Record<string, RouteDef>).filter((d) => d.access === 'operator');

  it('covers the admin routes and finds an unbounded string (the stored brand schema has some)', () => {
    expect(operatorRoutes.length).toBeGreaterThan(15);
    const lenient = unboundedStrings(z.toJSONSchema(brandSettingsSchema.partial(), { io: 'input' }), 'body');
    expect(lenient).toContain('body.properties.merchantCode');
  });

  for (const def of operatorRoutes) {
    it(`${def.method} ${def.path}: every string has a maximum length or a format`, () => {
      const found = inputsOf(def).flatMap(({ part, json }) => unboundedStrings(json, part));
      expect(found).toEqual([]);
    });
  }
});
