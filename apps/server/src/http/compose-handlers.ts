/** The intersection of a union of handler tables: every table's keys, each with its own handler type. */
type AllOf<U> = (U extends unknown ? (table: U) => void : never) extends (table: infer I) => void ? I : never;

/**
 * Merges the modules' handler tables into one. A key registered by two tables throws instead of the
 * later table silently replacing the earlier handler, so such a clash stops the server at start-up.
 */
export function composeHandlers<T extends readonly object[]>(...tables: T): AllOf<T[number]> {
  const merged: Record<string, unknown> = {};
  for (const table of tables) {
    for (const [key, handler] of Object.entries(table)) {
      if (Object.hasOwn(merged, key)) throw new Error(`handler ${key} is registered by two modules`);
      merged[key] = handler;
    }
  }
  return merged as AllOf<T[number]>;
}
