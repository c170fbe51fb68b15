export const root: string;
export function buildWebIfStale(opts?: { force?: boolean }): boolean;
