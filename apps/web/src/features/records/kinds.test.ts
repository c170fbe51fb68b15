import { RECORD_KINDS } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import en from '../../../../../packages/i18n/locales/en.json';
import { RECORD_KIND_OPTIONS } from './kinds.ts';

describe('record kinds', () => {
  it('offers every kind of the contract, each with an English label', () => {
    expect([...RECORD_KIND_OPTIONS]).toEqual([...RECORD_KINDS]);
    const labels = (en as unknown as { records: { kind: Record<string, string> } }).records.kind;
    for (const kind of RECORD_KINDS) expect(labels[kind], kind).toBeTruthy();
  });
});
