-- Ledger rules the database enforces by itself (DESIGN.md "Money", decision 0012).
-- SQLSTATEs raised here: WL001 append-only, WL002 unbalanced, WL004 demo and real money mixed, WL005 balance changed outside a posting,
-- WL006 a transaction without postings. Overdrafts fail the wallet_accounts_no_overdraft CHECK (23514).

-- Postings and transactions are append-only.
CREATE FUNCTION ledger_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only', TG_TABLE_NAME USING ERRCODE = 'WL001';
END $$;
--> statement-breakpoint
CREATE TRIGGER ledger_postings_append_only BEFORE UPDATE OR DELETE ON ledger_postings
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER ledger_postings_no_truncate BEFORE TRUNCATE ON ledger_postings
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER ledger_transactions_append_only BEFORE UPDATE OR DELETE ON ledger_transactions
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER ledger_transactions_no_truncate BEFORE TRUNCATE ON ledger_transactions
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint

-- A posting moves its account's cached balance, under the account's row lock, and records the
-- balance after it. An overdraft of a member account fails the CHECK right here.
CREATE FUNCTION ledger_apply_posting() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE wallet_accounts SET balance = balance + NEW.amount
    WHERE id = NEW.account_id
    RETURNING balance INTO NEW.balance_after;
  IF NEW.balance_after IS NULL THEN
    RAISE EXCEPTION 'account % does not exist', NEW.account_id USING ERRCODE = '23503';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER ledger_postings_apply BEFORE INSERT ON ledger_postings
  FOR EACH ROW EXECUTE FUNCTION ledger_apply_posting();
--> statement-breakpoint

-- Balances change only through postings (the trigger above runs one level deeper).
CREATE FUNCTION ledger_guard_balance() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.balance IS DISTINCT FROM OLD.balance AND pg_trigger_depth() < 2 THEN
    RAISE EXCEPTION 'a balance changes only through a ledger posting' USING ERRCODE = 'WL005';
  END IF;
  IF NEW.member_id IS DISTINCT FROM OLD.member_id OR NEW.currency <> OLD.currency OR NEW.demo <> OLD.demo
     OR NEW.kind <> OLD.kind THEN
    RAISE EXCEPTION 'an account''s owner, kind, currency and class never change' USING ERRCODE = 'WL005';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER wallet_accounts_guard BEFORE UPDATE ON wallet_accounts
  FOR EACH ROW EXECUTE FUNCTION ledger_guard_balance();
--> statement-breakpoint
CREATE FUNCTION ledger_refuse_new_balance() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.balance <> 0 THEN
    RAISE EXCEPTION 'an account opens at zero' USING ERRCODE = 'WL005';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER wallet_accounts_open_at_zero BEFORE INSERT ON wallet_accounts
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_new_balance();
--> statement-breakpoint
CREATE TRIGGER wallet_accounts_no_delete BEFORE DELETE ON wallet_accounts
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint

-- Every transaction's postings arrive in one statement and sum to zero per currency, within one
-- class of money (real or demo).
CREATE FUNCTION ledger_check_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (
    SELECT 1 FROM inserted i JOIN wallet_accounts a ON a.id = i.account_id
    GROUP BY i.transaction_id, a.currency HAVING sum(i.amount) <> 0
  ) THEN
    RAISE EXCEPTION 'postings of a transaction must sum to zero' USING ERRCODE = 'WL002';
  END IF;
  IF EXISTS (
    SELECT 1 FROM inserted i JOIN wallet_accounts a ON a.id = i.account_id
    GROUP BY i.transaction_id HAVING bool_or(a.demo) <> bool_and(a.demo)
  ) THEN
    RAISE EXCEPTION 'demo credit never meets real money' USING ERRCODE = 'WL004';
  END IF;
  -- Index lookups per transaction (the transition table's size is unknown to the planner).
  IF EXISTS (
    SELECT 1 FROM (SELECT DISTINCT transaction_id FROM inserted) t
    CROSS JOIN LATERAL (
      SELECT count(*) AS n FROM ledger_postings p WHERE p.transaction_id = t.transaction_id
    ) stored
    WHERE stored.n <> (SELECT count(*) FROM inserted i WHERE i.transaction_id = t.transaction_id)
  ) THEN
    RAISE EXCEPTION 'a transaction''s postings are written at once' USING ERRCODE = 'WL002';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER ledger_postings_balanced AFTER INSERT ON ledger_postings
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION ledger_check_balanced();
--> statement-breakpoint

-- At commit, every transaction has postings.
CREATE FUNCTION ledger_check_has_postings() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM ledger_postings WHERE transaction_id = NEW.id) THEN
    RAISE EXCEPTION 'transaction % has no postings', NEW.id USING ERRCODE = 'WL006';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_transactions_have_postings AFTER INSERT ON ledger_transactions
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_check_has_postings();
--> statement-breakpoint

-- One movement in one call. A replayed key (same fingerprint) returns the first postings with status
-- 'replayed'; the same key with another fingerprint answers one row with status 'conflict'. Otherwise every account of the movement is locked in id order (the same order for
-- every movement: no deadlocks), member accounts that would go below zero answer status
-- 'insufficient' with their current balances and nothing written (no error crosses the wire, so
-- connections stay pooled); else the transaction and its postings are written, status 'ok'. The
-- no-overdraft CHECK stays as the last guard.
CREATE FUNCTION ledger_post(
  p_key text, p_fingerprint text, p_kind text, p_member bigint, p_reference text, p_memo jsonb,
  p_accounts bigint[], p_amounts bigint[]
) RETURNS TABLE (status text, transaction_id bigint, created_at timestamptz, account_id bigint,
                 amount bigint, balance_after bigint)
LANGUAGE plpgsql AS $$
DECLARE
  v_id bigint;
  v_fingerprint text;
  v_short boolean;
BEGIN
  FOR pass IN 1..2 LOOP
    SELECT t.id, t.fingerprint INTO v_id, v_fingerprint FROM ledger_transactions t WHERE t.idempotency_key = p_key;
    IF v_id IS NOT NULL THEN
      IF v_fingerprint <> p_fingerprint THEN
        RETURN QUERY SELECT 'conflict'::text, v_id, now(), NULL::bigint, NULL::bigint, NULL::bigint;
        RETURN;
      END IF;
      RETURN QUERY
        SELECT 'replayed'::text, v_id, t.created_at, p.account_id, p.amount, p.balance_after
        FROM ledger_postings p JOIN ledger_transactions t ON t.id = p.transaction_id
        WHERE p.transaction_id = v_id ORDER BY p.id;
      RETURN;
    END IF;
    IF pass = 1 THEN
      PERFORM 1 FROM wallet_accounts a WHERE a.id = ANY (p_accounts) ORDER BY a.id FOR UPDATE;
      SELECT bool_or(a.member_id IS NOT NULL AND a.balance + u.m < 0) INTO v_short
        FROM unnest(p_accounts, p_amounts) AS u(a, m) JOIN wallet_accounts a ON a.id = u.a;
      IF v_short THEN
        RETURN QUERY
          SELECT 'insufficient'::text, NULL::bigint, now(), a.id, u.m, a.balance
          FROM unnest(p_accounts, p_amounts) AS u(a, m) JOIN wallet_accounts a ON a.id = u.a ORDER BY a.id;
        RETURN;
      END IF;
    END IF;
    INSERT INTO ledger_transactions AS t (idempotency_key, fingerprint, kind, member_id, reference, memo)
      VALUES (p_key, p_fingerprint, p_kind, p_member, p_reference, coalesce(p_memo, '{}'::jsonb))
      ON CONFLICT (idempotency_key) DO NOTHING
      RETURNING t.id INTO v_id;
    -- A concurrent movement with the same key committed first: answer as its replay (pass 2).
    IF v_id IS NOT NULL THEN
      INSERT INTO ledger_postings (transaction_id, account_id, amount, balance_after)
        SELECT v_id, u.a, u.m, 0 FROM unnest(p_accounts, p_amounts) AS u(a, m) ORDER BY u.a;
      RETURN QUERY
        SELECT 'ok'::text, v_id, t.created_at, p.account_id, p.amount, p.balance_after
        FROM ledger_postings p JOIN ledger_transactions t ON t.id = p.transaction_id
        WHERE p.transaction_id = v_id ORDER BY p.id;
      RETURN;
    END IF;
  END LOOP;
END $$;
