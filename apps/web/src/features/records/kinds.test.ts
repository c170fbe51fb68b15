import { describe, expect, it } from 'vitest';
import en from '../../../../../packages/i18n/locales/en.json';
import { RECORD_KIND_OPTIONS } from './kinds.ts';

describe('record kinds', () => {
  it('offers every kind of the ledger, each with an English label', () => {
    const labels = (en as unknown as { records: { kind: Record<string, string> } }).records.kind;
    expect(RECORD_KIND_OPTIONS.length).toBeGreaterThan(10);
    for (const kind of RECORD_KIND_OPTIONS) expect(labels[kind], kind).toBeTruthy();
  });
});
