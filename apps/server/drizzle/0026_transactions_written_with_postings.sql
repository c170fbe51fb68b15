-- Decision 0027 (second part). A ledger transaction is written in one statement with its postings, as
-- its postings already were with each other ("written at once", migration 0016). The rule that every
-- transaction has postings (WL006) is then checked once per statement, at its end, instead of once per
-- transaction at commit: a deferred constraint trigger runs a query of its own for each row, eight per
-- batch of vendor calls, 2 % of the instructions of a batched bet and win (callgrind,
-- `bench:wallet-instructions`). The check is the same: a transaction whose statement wrote no posting
-- for it is refused with WL006, and nothing of the statement stays. Only the moment moves, from commit
-- to the end of the statement: writing the transaction first and its postings in a later statement of
-- the same database transaction is now refused too. ledger_post (below) and the vendor batch functions
-- (migrations 0014–0018) write both in one statement.
DROP TRIGGER ledger_transactions_have_postings ON ledger_transactions;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION ledger_check_has_postings() RETURNS trigger LANGUAGE plpgsql
SET enable_seqscan = off AS $$
BEGIN
  IF EXISTS (
    SELECT 1 FROM inserted i WHERE NOT EXISTS (SELECT 1 FROM ledger_postings p WHERE p.transaction_id = i.id)
  ) THEN
    RAISE EXCEPTION 'a transaction is written with its postings' USING ERRCODE = 'WL006';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER ledger_transactions_have_postings AFTER INSERT ON ledger_transactions
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION ledger_check_has_postings();
--> statement-breakpoint

-- The transaction and its postings in one statement; otherwise as in migration 0016.
CREATE OR REPLACE FUNCTION ledger_post(
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
    -- No row when a concurrent movement with the same key committed first: answer as its replay (pass 2).
    -- Each posting with its account's running balance (the accounts are locked: pass 1).
    WITH t AS (
      INSERT INTO ledger_transactions AS t (idempotency_key, fingerprint, kind, member_id, reference, memo)
        VALUES (p_key, p_fingerprint, p_kind, p_member, p_reference, coalesce(p_memo, '{}'::jsonb))
        ON CONFLICT (idempotency_key) DO NOTHING
        RETURNING t.id
    ), postings AS (
      INSERT INTO ledger_postings (transaction_id, account_id, amount, balance_after)
        SELECT t.id, u.a, u.m, coalesce(a.balance, 0) + sum(u.m) OVER (PARTITION BY u.a ORDER BY u.o)
        FROM t CROSS JOIN unnest(p_accounts, p_amounts) WITH ORDINALITY AS u(a, m, o)
        LEFT JOIN wallet_accounts a ON a.id = ANY (p_accounts) AND a.id = u.a
        ORDER BY u.a, u.o
    )
    SELECT t.id INTO v_id FROM t;
    IF v_id IS NOT NULL THEN
      RETURN QUERY
        SELECT 'ok'::text, v_id, t.created_at, p.account_id, p.amount, p.balance_after
        FROM ledger_postings p JOIN ledger_transactions t ON t.id = p.transaction_id
        WHERE p.transaction_id = v_id ORDER BY p.id;
      RETURN;
    END IF;
  END LOOP;
END $$;
