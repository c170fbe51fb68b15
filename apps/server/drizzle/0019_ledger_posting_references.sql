-- Decision 0024. A posting's transaction and account are checked once per statement by the posting
-- triggers instead of by two foreign keys.
--
-- A foreign key checks each row on its own: a cached query that locks the referenced row FOR KEY SHARE,
-- with its own executor start. Two postings per movement made four such checks, 9 % of the instructions
-- PostgreSQL spends on a batched vendor call (callgrind, decision 0024). The statement triggers already
-- read every posting of the statement: ledger_apply_balances refuses a posting whose account does not
-- exist (23503, since migration 0016), and ledger_check_balanced now refuses one whose account or
-- transaction does not exist (23503), before its other checks.
--
-- What a foreign key also guarantees, that the referenced row stays: ledger transactions are append-only
-- (no UPDATE, DELETE or TRUNCATE, migration 0004); wallet accounts are never deleted (0004) and now
-- never truncated and never change their id. So no lock is needed to keep a checked reference valid.
ALTER TABLE "ledger_postings" DROP CONSTRAINT "ledger_postings_transaction_id_ledger_transactions_id_fk";
--> statement-breakpoint
ALTER TABLE "ledger_postings" DROP CONSTRAINT "ledger_postings_account_id_wallet_accounts_id_fk";
--> statement-breakpoint

-- Every transaction's postings arrive in one statement, name an existing transaction and accounts, and
-- sum to zero per currency, within one class of money (real or demo).
CREATE OR REPLACE FUNCTION ledger_check_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_refusal text;
BEGIN
  -- A missing account sorts first ('23503' < 'WL002'), so it is reported as what it is.
  SELECT CASE WHEN bool_or(a.id IS NULL) THEN '23503' ELSE 'WL002' END INTO v_refusal
    FROM inserted i LEFT JOIN wallet_accounts a ON a.id = i.account_id
    GROUP BY i.transaction_id, a.currency HAVING sum(i.amount) <> 0 OR bool_or(a.id IS NULL)
    ORDER BY 1 LIMIT 1;
  IF v_refusal = '23503' THEN
    RAISE EXCEPTION 'a posting''s account does not exist' USING ERRCODE = '23503';
  ELSIF v_refusal IS NOT NULL THEN
    RAISE EXCEPTION 'postings of a transaction must sum to zero' USING ERRCODE = 'WL002';
  END IF;
  IF EXISTS (
    SELECT 1 FROM inserted i JOIN wallet_accounts a ON a.id = i.account_id
    GROUP BY i.transaction_id HAVING bool_or(a.demo) <> bool_and(a.demo)
  ) THEN
    RAISE EXCEPTION 'demo credit never meets real money' USING ERRCODE = 'WL004';
  END IF;
  -- Index lookups per transaction (the transition table's size is unknown to the planner).
  v_refusal := NULL;
  SELECT CASE WHEN x.id IS NULL THEN '23503' ELSE 'WL002' END INTO v_refusal
    FROM (SELECT DISTINCT transaction_id FROM inserted) t
    LEFT JOIN LATERAL (SELECT x.id FROM ledger_transactions x WHERE x.id = t.transaction_id LIMIT 1) x ON true
    CROSS JOIN LATERAL (
      SELECT count(*) AS n FROM ledger_postings p WHERE p.transaction_id = t.transaction_id
    ) stored
    WHERE x.id IS NULL OR stored.n <> (SELECT count(*) FROM inserted i WHERE i.transaction_id = t.transaction_id)
    ORDER BY 1 LIMIT 1;
  IF v_refusal = '23503' THEN
    RAISE EXCEPTION 'a posting''s transaction does not exist' USING ERRCODE = '23503';
  ELSIF v_refusal IS NOT NULL THEN
    RAISE EXCEPTION 'a transaction''s postings are written at once' USING ERRCODE = 'WL002';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Its lookups are by key: a plan cached while the tables were small must not scan them once they grow
-- (decisions 0020 and 0021). LIMIT 1 keeps the transaction's lookup a probe per transaction.
ALTER FUNCTION ledger_check_balanced() SET enable_seqscan = off;
--> statement-breakpoint

-- An account's id, owner, kind, currency and class never change; its balance only through a posting.
CREATE OR REPLACE FUNCTION ledger_guard_balance() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.balance IS DISTINCT FROM OLD.balance AND pg_trigger_depth() < 2 THEN
    RAISE EXCEPTION 'a balance changes only through a ledger posting' USING ERRCODE = 'WL005';
  END IF;
  IF NEW.id <> OLD.id OR NEW.member_id IS DISTINCT FROM OLD.member_id OR NEW.currency <> OLD.currency
     OR NEW.demo <> OLD.demo OR NEW.kind <> OLD.kind THEN
    RAISE EXCEPTION 'an account''s id, owner, kind, currency and class never change' USING ERRCODE = 'WL005';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER wallet_accounts_no_truncate BEFORE TRUNCATE ON wallet_accounts
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
