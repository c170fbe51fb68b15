-- Decision 0024 (second part). Counted with `npm run bench:wallet-instructions` (callgrind).
--
-- 1. One statement trigger on ledger_postings instead of two. A statement trigger costs its own start,
--    and each of its queries an executor start: ledger_check_balanced ran three queries and
--    ledger_apply_balances four. Now ledger_apply_balances applies the balances and checks every rule of
--    both in four queries, in this order of refusal:
--      a posting's account does not exist                         23503
--      a transaction's postings do not sum to zero per currency   WL002
--      demo credit meets real money in one transaction            WL004
--      a member account runs below zero on the way                23514 (wallet_accounts_no_overdraft)
--      a posting's balance_after is not its account's running one WL007
--      a posting's transaction does not exist                     23503
--      a transaction already had postings ("written at once")     WL002
--    A failed check raises, so the balances it applied roll back with the statement.
--    "Written at once" is counted over the statement's transactions together: the table holds every
--    posting of the statement, so the stored postings of those transactions equal the statement's own
--    exactly when no transaction had any before.
-- 2. vendor_ledger_fingerprint is STABLE, not IMMUTABLE. Its body uses to_json() and bigint || text, which
--    are stable; PostgreSQL does not inline an immutable SQL function whose body is not immutable, so every
--    call ran as a query of its own (~70,000 instructions, once per ledger transaction of a batch).
--    Declared for what it is, it is inlined into the batch's statement. Same text in, same text out.
DROP TRIGGER ledger_postings_balanced ON ledger_postings;
--> statement-breakpoint
DROP FUNCTION ledger_check_balanced();
--> statement-breakpoint

CREATE OR REPLACE FUNCTION ledger_apply_balances() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_accounts bigint[];
  v_totals bigint[];
  v_transactions bigint[];
  v_postings bigint;
  v_moved bigint[];
  v_after bigint[];
  v_members bigint[];
  v_currencies text[];
  v_demo boolean[];
  v_found bigint;
  v_stored bigint;
  v_refusal text;
BEGIN
  SELECT array_agg(t.account_id ORDER BY t.account_id), array_agg(t.total ORDER BY t.account_id),
         (SELECT array_agg(DISTINCT i.transaction_id) FROM inserted i), (SELECT count(*) FROM inserted i)
    INTO v_accounts, v_totals, v_transactions, v_postings
    FROM (SELECT i.account_id, sum(i.amount) AS total FROM inserted i GROUP BY i.account_id) t;
  -- The writer locked the accounts (in id order) before it inserted; this applies each one's total.
  WITH moved AS (
    UPDATE wallet_accounts a SET balance = a.balance + t.total
      FROM unnest(v_accounts, v_totals) AS t(id, total)
      WHERE a.id = ANY (v_accounts) AND a.id = t.id
      RETURNING a.id, a.balance, a.member_id, a.currency, a.demo
  )
  SELECT array_agg(moved.id), array_agg(moved.balance), array_agg(moved.member_id), array_agg(moved.currency),
         array_agg(moved.demo)
    INTO v_moved, v_after, v_members, v_currencies, v_demo FROM moved;
  IF coalesce(cardinality(v_moved), 0) <> coalesce(cardinality(v_accounts), 0) THEN
    RAISE EXCEPTION 'a posting''s account does not exist' USING ERRCODE = '23503';
  END IF;
  -- Every posting with its account (balance before the statement = balance after − total) and its
  -- running sum in insert order; the first broken rule in the order above.
  SELECT min(c.refusal) INTO v_refusal FROM (
    SELECT CASE
      WHEN sum(r.amount) OVER (PARTITION BY r.transaction_id, m.currency) <> 0 THEN '1'
      WHEN bool_or(m.demo) OVER (PARTITION BY r.transaction_id)
           <> bool_and(m.demo) OVER (PARTITION BY r.transaction_id) THEN '2'
      WHEN m.member IS NOT NULL AND r.balance_after < 0 THEN '3'
      WHEN r.balance_after <> m.balance - t.total + r.run THEN '4'
    END AS refusal
    FROM (SELECT i.transaction_id, i.account_id, i.amount, i.balance_after,
                 sum(i.amount) OVER (PARTITION BY i.account_id ORDER BY i.id) AS run FROM inserted i) r
    JOIN unnest(v_accounts, v_totals) AS t(id, total) ON t.id = r.account_id
    JOIN unnest(v_moved, v_after, v_members, v_currencies, v_demo) AS m(id, balance, member, currency, demo)
      ON m.id = r.account_id
  ) c;
  IF v_refusal = '1' THEN
    RAISE EXCEPTION 'postings of a transaction must sum to zero' USING ERRCODE = 'WL002';
  ELSIF v_refusal = '2' THEN
    RAISE EXCEPTION 'demo credit never meets real money' USING ERRCODE = 'WL004';
  ELSIF v_refusal = '3' THEN
    RAISE EXCEPTION 'a member account never runs below zero' USING ERRCODE = '23514',
      CONSTRAINT = 'wallet_accounts_no_overdraft';
  ELSIF v_refusal = '4' THEN
    RAISE EXCEPTION 'a posting''s balance_after is its account''s running balance' USING ERRCODE = 'WL007';
  END IF;
  -- Index lookups by key (the transactions are unique in v_transactions).
  SELECT (SELECT count(*) FROM ledger_transactions x WHERE x.id = ANY (v_transactions)),
         (SELECT count(*) FROM ledger_postings p WHERE p.transaction_id = ANY (v_transactions))
    INTO v_found, v_stored;
  IF v_found <> cardinality(v_transactions) THEN
    RAISE EXCEPTION 'a posting''s transaction does not exist' USING ERRCODE = '23503';
  ELSIF v_stored <> v_postings THEN
    RAISE EXCEPTION 'a transaction''s postings are written at once' USING ERRCODE = 'WL002';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- CREATE OR REPLACE drops a function's settings: its lookups are by key, whatever the statistics say.
ALTER FUNCTION ledger_apply_balances() SET enable_seqscan = off;
--> statement-breakpoint

ALTER FUNCTION vendor_ledger_fingerprint(text, bigint, text, boolean, bigint) STABLE;
