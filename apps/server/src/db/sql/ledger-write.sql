-- ledger_write: the one statement that writes the ledger. Every movement of money goes through it:
-- ledger_post's single movement (and so every service and the vendor wallet's single calls) and the
-- vendor batches' many movements at once.
--
-- Input: movements (idempotency key, kind, member, reference, memo; movement n is the n-th element) and
-- legs (movement number, account, amount; the legs of a movement in the order they were given).
-- Precondition: the caller holds every leg's account locked (FOR UPDATE, in id order), so the balances
-- read here are current. A caller that forgets is caught, not trusted: the posting trigger checks each
-- balance_after against the balance it moves (WL007).
--
-- Guarantees:
--  * the transactions and all their postings are written by one statement (one INSERT each: transactions
--    in movement order, postings in leg order), each posting with its account's running balance (the
--    account's balance before the statement plus the legs before it);
--  * idempotency: a movement whose key exists already (written before, or by a concurrent writer that
--    committed first) is not written and gets no answer row; the caller decides whether that is a replay
--    (ledger_post compares the stored movement) or a fallback (the batches hand the call to the single
--    path);
--  * every ledger rule — balanced per currency, demo never meets real money, member accounts never below
--    zero, running balances, references, append-only — is checked by the triggers of ledger-postings.sql
--    and ledger-append-only.sql on the rows written here, whoever the caller is.
-- Answer: one row per written posting, in posting order: the movement number, its transaction and
-- created_at, the account, amount and balance_after.

CREATE OR REPLACE FUNCTION ledger_write(p_keys text[], p_kinds text[], p_members bigint[], p_references text[],
                                        p_memos jsonb[], p_leg_movements integer[], p_leg_accounts bigint[],
                                        p_leg_amounts bigint[])
 RETURNS TABLE(movement integer, transaction_id bigint, created_at timestamp with time zone, account_id bigint, amount bigint, balance_after bigint)
 LANGUAGE sql
 SET plan_cache_mode TO 'force_generic_plan'
AS $function$
  WITH t AS (
    INSERT INTO ledger_transactions AS t (idempotency_key, kind, member_id, reference, memo)
      SELECT m.k, m.kind, m.member, m.ref, coalesce(m.memo, '{}'::jsonb)
      FROM unnest(p_keys, p_kinds, p_members, p_references, p_memos) WITH ORDINALITY AS m(k, kind, member, ref, memo, n)
      ORDER BY m.n
      ON CONFLICT (idempotency_key) DO NOTHING
      RETURNING t.id, t.idempotency_key, t.created_at
  ), moved AS (
    -- Each written transaction with its movement number: the first movement with its key (a key given
    -- twice is written once, and the later movement gets no answer, like a key that exists already).
    SELECT t.id, t.created_at, array_position(p_keys, t.idempotency_key) AS n FROM t
  ), p AS (
    -- In leg order, each posting with its account's running balance. A leg whose account does not exist
    -- still gets its posting, which the trigger refuses (23503).
    INSERT INTO ledger_postings AS p (transaction_id, account_id, amount, balance_after)
      SELECT moved.id, l.acc, l.amt,
             coalesce((SELECT a.balance FROM wallet_accounts a WHERE a.id = l.acc), 0)
               + sum(l.amt) OVER (PARTITION BY l.acc ORDER BY l.o)
      FROM unnest(p_leg_movements, p_leg_accounts, p_leg_amounts) WITH ORDINALITY AS l(n, acc, amt, o)
      JOIN moved ON moved.n = l.n
      ORDER BY l.o
      RETURNING p.id, p.transaction_id, p.account_id, p.amount, p.balance_after
  )
  SELECT moved.n::integer, p.transaction_id, moved.created_at, p.account_id, p.amount, p.balance_after
  FROM p JOIN moved ON moved.id = p.transaction_id
  ORDER BY p.id
$function$;
