import { z } from 'zod';
import { BetInputError } from './round-types.ts';

const stakeSchema = z.union([z.string().regex(/^\d{1,15}$/), z.number().int().min(0).max(Number.MAX_SAFE_INTEGER)]);

/**
 * The usual bet body of a table game, `{ spot, amount }` (amount in minor units, a string of digits or
 * a safe integer), checked against the game's spots. Throws BetInputError `validation_failed`.
 */
export function parseSpotBet<S extends string>(body: unknown, spots: readonly S[]): { amount: bigint; selection: S } {
  const parsed = z.object({ spot: z.string(), amount: stakeSchema }).safeParse(body);
  if (!parsed.success) throw new BetInputError('validation_failed', 'A bet needs a spot and an amount in minor units.');
  const spot = spots.find((s) => s === parsed.data.spot);
  if (!spot) throw new BetInputError('validation_failed', `Unknown spot ${parsed.data.spot}.`);
  const amount = BigInt(parsed.data.amount);
  if (amount <= 0n) throw new BetInputError('validation_failed', 'The amount must be positive.');
  return { amount, selection: spot };
}
