import { LEDGER_KINDS } from '@portal/contract/ledger-kinds';
import type { RecordKind } from '@portal/contract';

/** The ledger kinds the type filter offers (every kind). Labels: en.json `records.kind.<kind>`. */
export const RECORD_KIND_OPTIONS: readonly RecordKind[] = LEDGER_KINDS;
