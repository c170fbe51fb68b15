import fc from 'fast-check';

/** The steps of the wallet flows model (flows-model.ts) and their generators. */

export type Step =
  | { op: 'deposit'; amount: bigint; then: 'approve' | 'reject' | 'wait' }
  | { op: 'depositReview'; pick: number; fit: boolean; action: 'approve' | 'reject' }
  | { op: 'withdraw'; amount: bigint; then: (WithdrawAction | 'timeout' | 'burst')[] }
  | { op: 'withdrawAct'; pick: number; fit: boolean; action: WithdrawAction }
  | { op: 'autoConfirm' }
  | { op: 'transfer'; dir: 'in' | 'out'; amount: bigint; all: boolean }
  | { op: 'debit'; amount: bigint; then: ('credit' | 'rollback' | 'duplicate')[] }
  | { op: 'credit'; pick: number; fit: boolean; amount: bigint }
  | { op: 'rollback'; pick: number; fit: boolean }
  | { op: 'ghostRollback' }
  | { op: 'lateDebit'; pick: number; amount: bigint }
  | { op: 'ghostCredit'; amount: bigint }
  | { op: 'replay'; pick: number };

export type WithdrawAction = 'cancel' | 'reject' | 'approve' | 'pay' | 'received' | 'notReceived';
export type DepositRow = { orderNo: string; amount: bigint; state: 'pending' | 'credited' | 'rejected' };
export type WithdrawState = 'pending' | 'approved' | 'paid' | 'received' | 'not_received' | 'cancelled' | 'rejected';

const pick = fc.nat(1_000);
const fit = fc.oneof({ weight: 3, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) });

export const stepArbitrary: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      op: fc.constant('deposit' as const),
      amount: fc.oneof(fc.bigInt(1_000n, 20_000n), fc.bigInt(20_000n, 200_000n)),
      then: fc.constantFrom('approve' as const, 'approve' as const, 'reject' as const, 'wait' as const),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      op: fc.constant('depositReview' as const),
      pick,
      fit,
      action: fc.constantFrom('approve' as const, 'reject' as const),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      op: fc.constant('withdraw' as const),
      // Mostly amounts a run's deposits cover; one in seven larger than most balances, so every full
      // run asks for more than the balance (with 10k–40k alone, one CI run in a few hundred never did).
      amount: fc.oneof(
        { weight: 6, arbitrary: fc.bigInt(10_000n, 40_000n) },
        { weight: 1, arbitrary: fc.bigInt(300_000n, 1_000_000n) },
      ),
      // What happens to it next, at once (other steps act on it later too).
      then: fc.constantFrom<(WithdrawAction | 'timeout' | 'burst')[]>(
        [],
        ['burst'],
        ['cancel'],
        ['reject'],
        ['approve'],
        ['approve', 'reject'],
        ['approve', 'pay'],
        ['approve', 'pay', 'received'],
        ['approve', 'pay', 'notReceived'],
        ['approve', 'pay', 'timeout'],
      ),
    }),
  },
  {
    weight: 5,
    arbitrary: fc.record({
      op: fc.constant('withdrawAct' as const),
      pick,
      fit,
      action: fc.constantFrom<WithdrawAction>('cancel', 'reject', 'approve', 'pay', 'received', 'notReceived'),
    }),
  },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('autoConfirm' as const) }) },
  {
    weight: 3,
    arbitrary: fc.record({
      op: fc.constant('transfer' as const),
      dir: fc.constantFrom('in' as const, 'out' as const),
      amount: fc.bigInt(1n, 30_000n),
      all: fc.boolean(),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      op: fc.constant('debit' as const),
      amount: fc.oneof({ weight: 5, arbitrary: fc.bigInt(1n, 20_000n) }, fc.bigInt(300_000n, 2_000_000n)),
      // What the vendor sends for this round next, at once (other steps settle it later too).
      then: fc.constantFrom<('credit' | 'rollback' | 'duplicate')[]>(
        [],
        ['duplicate'],
        ['credit'],
        ['credit', 'credit'],
        ['credit', 'duplicate'],
        ['credit', 'rollback'],
        ['rollback'],
        ['rollback', 'credit'],
        ['rollback', 'rollback', 'duplicate'],
      ),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ op: fc.constant('credit' as const), pick, fit, amount: fc.bigInt(0n, 30_000n) }),
  },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('rollback' as const), pick, fit }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('ghostRollback' as const) }) },
  {
    weight: 1,
    arbitrary: fc.record({ op: fc.constant('lateDebit' as const), pick, amount: fc.bigInt(1n, 5_000n) }),
  },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('ghostCredit' as const), amount: fc.bigInt(1n, 5_000n) }) },
  { weight: 3, arbitrary: fc.record({ op: fc.constant('replay' as const), pick }) },
);

/** A run: an approved deposit first (money to play with), then random steps. */
export const runArbitrary: fc.Arbitrary<Step[]> = fc
  .tuple(
    fc.record({
      op: fc.constant('deposit' as const),
      amount: fc.bigInt(50_000n, 300_000n),
      then: fc.constant('approve' as const),
    }),
    fc.array(stepArbitrary, { minLength: 2, maxLength: 11 }),
  )
  .map(([first, rest]): Step[] => [first, ...rest]);
