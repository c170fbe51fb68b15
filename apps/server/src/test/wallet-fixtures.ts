import { randomBytes } from 'node:crypto';
import type { Db } from '../db/client.ts';
import { MembersRepo } from '../modules/members/members.repo.ts';
import { BalanceEvents } from '../modules/wallet/balance-events.ts';
import { LedgerService } from '../modules/wallet/ledger.service.ts';

/** A member row for ledger tests (no password anyone could use). */
export async function insertTestMember(db: Db, customerType = 3, uplineId: bigint | null = null): Promise<bigint> {
  const username = `w${randomBytes(6).toString('hex')}`;
  const row = await new MembersRepo(db).insert({
    username,
    usernameKey: username,
    passwordHash: 'not-a-password',
    customerType,
    uplineId,
  });
  if (!row) throw new Error('member not inserted');
  return row.id;
}

/** A ledger service on a test database, in US dollars. */
export const testLedger = (db: Db, events = new BalanceEvents()) => new LedgerService(db, async () => 'USD', events);

/** Puts real money in a member's main wallet (as an approved deposit would). */
export async function fund(
  ledger: LedgerService,
  memberId: bigint,
  amount: bigint,
  key = randomBytes(8).toString('hex'),
) {
  return ledger.post({
    key: `test-fund:${key}`,
    kind: 'deposit',
    memberId,
    legs: [
      { account: { system: 'payments_in' }, amount: -amount },
      { account: { member: memberId, kind: 'main' }, amount },
    ],
  });
}
