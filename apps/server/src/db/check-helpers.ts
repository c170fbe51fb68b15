import { sql, type SQL } from 'drizzle-orm';
import { customType, type AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * `column = any ('{a,b,…}'::text[])` for a CHECK constraint: one array constant instead of the
 * array of constants `column in ('a','b',…)` is stored as. PostgreSQL reads every CHECK of a table
 * from its stored text at the start of each statement that writes the table, so on the tables every
 * bet writes the shorter form is read faster. Values are plain words.
 */
export function oneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  for (const v of values) if (!/^[a-z_]+$/.test(v)) throw new Error(`oneOf: not a plain word: ${v}`);
  return sql`${column} = any (${sql.raw(`'{${values.join(',')}}'::text[]`)})`;
}

/**
 * A text column of a PostgreSQL domain: the domain's CHECK is kept,
 * already prepared, with the type, and runs only where a statement writes a value into the column.
 * A table CHECK is read back from its stored text and prepared again at the start of every statement
 * that writes the table, an UPDATE of another column included. The domains are made by hand in the
 * migration; `domains.int.test.ts` compares their lists with the lists here.
 */
export const textDomain = <T extends string>(domain: string) =>
  customType<{ data: T; driverData: string }>({ dataType: () => domain });

/** A bigint column (minor units, read as bigint) of a PostgreSQL domain, as textDomain. */
export const amountDomain = (domain: string) =>
  customType<{ data: bigint; driverData: string | number }>({
    dataType: () => domain,
    toDriver: (value) => value.toString(),
    fromDriver: (value) => BigInt(value),
  });
