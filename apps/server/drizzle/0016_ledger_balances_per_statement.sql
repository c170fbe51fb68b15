-- A posting's balance reaches its account once per statement instead of once per row (decision 0021).
-- The row trigger ledger_apply_posting ran one UPDATE of wallet_accounts per posting, each with its own
-- executor, guard trigger and CHECK expressions read anew: about a third of a seamless batch's time.
-- Now whoever inserts postings gives each its balance_after (its account's running balance, the
-- accounts locked first), and one statement trigger per INSERT applies every account's total in one
-- UPDATE and refuses the statement unless each posting's balance_after is exactly its account's
-- balance before the statement plus the running sum of its postings in id order, and no member
-- account runs below zero on the way. The ledger's rules are unchanged: the cached balance is the sum
-- of the postings, balance_after is the balance the posting left, a balance changes only this way.
DROP TRIGGER ledger_postings_apply ON ledger_postings;
--> statement-breakpoint
DROP FUNCTION ledger_apply_posting();
--> statement-breakpoint

CREATE FUNCTION ledger_apply_balances() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_accounts bigint[];
  v_totals bigint[];
  v_moved bigint[];
  v_after bigint[];
  v_members bigint[];
BEGIN
  SELECT array_agg(t.account_id ORDER BY t.account_id), array_agg(t.total ORDER BY t.account_id)
    INTO v_accounts, v_totals
    FROM (SELECT i.account_id, sum(i.amount) AS total FROM inserted i GROUP BY i.account_id) t;
  WITH moved AS (
    UPDATE wallet_accounts a SET balance = a.balance + t.total
      FROM unnest(v_accounts, v_totals) AS t(id, total)
      WHERE a.id = ANY (v_accounts) AND a.id = t.id
      RETURNING a.id, a.balance, a.member_id
  )
  SELECT array_agg(moved.id), array_agg(moved.balance), array_agg(moved.member_id)
    INTO v_moved, v_after, v_members FROM moved;
  IF coalesce(cardinality(v_moved), 0) <> coalesce(cardinality(v_accounts), 0) THEN
    RAISE EXCEPTION 'a posting''s account does not exist' USING ERRCODE = '23503';
  END IF;
  IF EXISTS (
    SELECT 1
    FROM (SELECT i.account_id, i.balance_after,
                 sum(i.amount) OVER (PARTITION BY i.account_id ORDER BY i.id) AS run FROM inserted i) r
    JOIN unnest(v_accounts, v_totals) AS t(id, total) ON t.id = r.account_id
    JOIN unnest(v_moved, v_after, v_members) AS m(id, balance, member) ON m.id = r.account_id
    WHERE m.member IS NOT NULL AND r.balance_after < 0
  ) THEN
    RAISE EXCEPTION 'a member account never runs below zero' USING ERRCODE = '23514',
      CONSTRAINT = 'wallet_accounts_no_overdraft';
  END IF;
  IF EXISTS (
    SELECT 1
    FROM (SELECT i.account_id, i.balance_after,
                 sum(i.amount) OVER (PARTITION BY i.account_id ORDER BY i.id) AS run FROM inserted i) r
    JOIN unnest(v_accounts, v_totals) AS t(id, total) ON t.id = r.account_id
    JOIN unnest(v_moved, v_after, v_members) AS m(id, balance, member) ON m.id = r.account_id
    WHERE r.balance_after <> m.balance - t.total + r.run
  ) THEN
    RAISE EXCEPTION 'a posting''s balance_after is its account''s running balance' USING ERRCODE = 'WL007';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Fires after ledger_postings_balanced (statement triggers run in name order): an unbalanced or late
-- posting is refused as such first.
CREATE TRIGGER ledger_postings_running_balances AFTER INSERT ON ledger_postings
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION ledger_apply_balances();
--> statement-breakpoint
ALTER FUNCTION ledger_apply_balances() SET enable_seqscan = off;
--> statement-breakpoint

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
    INSERT INTO ledger_transactions AS t (idempotency_key, fingerprint, kind, member_id, reference, memo)
      VALUES (p_key, p_fingerprint, p_kind, p_member, p_reference, coalesce(p_memo, '{}'::jsonb))
      ON CONFLICT (idempotency_key) DO NOTHING
      RETURNING t.id INTO v_id;
    -- A concurrent movement with the same key committed first: answer as its replay (pass 2).
    IF v_id IS NOT NULL THEN
      -- Each posting with its account's running balance (the accounts are locked: pass 1).
      INSERT INTO ledger_postings (transaction_id, account_id, amount, balance_after)
        SELECT v_id, u.a, u.m, coalesce(a.balance, 0) + sum(u.m) OVER (PARTITION BY u.a ORDER BY u.o)
        FROM unnest(p_accounts, p_amounts) WITH ORDINALITY AS u(a, m, o)
        LEFT JOIN wallet_accounts a ON a.id = ANY (p_accounts) AND a.id = u.a
        ORDER BY u.a, u.o;
      RETURN QUERY
        SELECT 'ok'::text, v_id, t.created_at, p.account_id, p.amount, p.balance_after
        FROM ledger_postings p JOIN ledger_transactions t ON t.id = p.transaction_id
        WHERE p.transaction_id = v_id ORDER BY p.id;
      RETURN;
    END IF;
  END LOOP;
END $$;
--> statement-breakpoint

CREATE OR REPLACE FUNCTION vendor_debit_batch(
  p_vendor text, p_version text, p_currency text, p_shard smallint,
  p_token_hash text[], p_player text[], p_tx text[], p_round text[], p_game text[], p_amount bigint[]
) RETURNS TABLE (ord bigint, status text, balance bigint, answer jsonb)
LANGUAGE plpgsql AS $$
DECLARE
  v_house bigint;
  v_house_balance bigint;
  v_claimed bigint[];
  v_members bigint[];
  v_done bigint[];
  v_done_tx text[];
  v_done_ltx bigint[];
  v_done_balance bigint[];
  v_done_answer jsonb[];
BEGIN
  IF vendor_wallet_stale(p_vendor, p_version) THEN
    RETURN QUERY SELECT u.o::bigint, 'stale'::text, NULL::bigint, NULL::jsonb FROM generate_subscripts(p_tx, 1) AS u(o);
    RETURN;
  END IF;
  v_house := ledger_account_id(NULL, 'house', p_vendor, p_currency, false, p_shard);
  -- Claim the ids of the calls with a live real-money session (one call per member).
  WITH c AS (
    SELECT u.*, s.member_id AS m, row_number() OVER (PARTITION BY s.member_id ORDER BY u.o) AS nth
    FROM unnest(p_token_hash, p_player, p_tx, p_round, p_game, p_amount) WITH ORDINALITY AS u(h, pl, tx, r, g, a, o)
    JOIN vendor_sessions s ON s.token_hash = ANY (p_token_hash) AND s.token_hash = u.h AND s.vendor_code = p_vendor
                           AND s.expires_at > now()
                           AND NOT s.demo AND s.member_id::text = u.pl
    WHERE u.a > 0
  ), claimed AS (
    INSERT INTO vendor_transactions (vendor_code, tx_id, kind, member_id, round_id, game_code, amount)
      SELECT p_vendor, c.tx, 'debit', c.m, c.r, c.g, c.a FROM c WHERE c.nth = 1 ORDER BY c.tx
      ON CONFLICT DO NOTHING
      RETURNING tx_id, member_id
  )
  SELECT array_agg(c.o), array_agg(c.m) INTO v_claimed, v_members
    FROM claimed JOIN c ON c.tx = claimed.tx_id AND c.m = claimed.member_id AND c.nth = 1;
  IF v_claimed IS NOT NULL THEN
    -- Every account the batch moves, locked in id order (as ledger_post does).
    SELECT max(a.balance) FILTER (WHERE a.id = v_house) INTO v_house_balance
      FROM (SELECT a.id, a.balance FROM wallet_accounts a
              WHERE a.id = v_house OR (a.member_id = ANY (v_members) AND a.kind = 'main')
              ORDER BY a.id FOR UPDATE) a;
    WITH ok AS (
      SELECT u.o, u.tx, u.pl, u.r, u.g, u.a, a.member_id AS m, a.id AS wallet, a.balance
      FROM unnest(p_player, p_tx, p_round, p_game, p_amount) WITH ORDINALITY AS u(pl, tx, r, g, a, o)
      JOIN wallet_accounts a ON a.member_id::text = u.pl AND a.kind = 'main' AND a.member_id = ANY (v_members)
      WHERE u.o = ANY (v_claimed) AND a.balance >= u.a
    ), tx AS (
      INSERT INTO ledger_transactions AS t (idempotency_key, fingerprint, kind, member_id, reference, memo)
        SELECT 'vendor:' || p_vendor || ':' || ok.tx, vendor_ledger_fingerprint('bet', ok.m, p_vendor, false, -ok.a),
               'bet', ok.m, ok.r,
               jsonb_build_object('vendor', p_vendor, 'game', ok.g, 'round', ok.r, 'txId', ok.tx, 'ref', NULL)
        FROM ok ORDER BY ok.tx
        ON CONFLICT (idempotency_key) DO NOTHING
        RETURNING t.id, t.idempotency_key
    ), moved AS (
      SELECT ok.*, tx.id AS ltx FROM ok JOIN tx ON tx.idempotency_key = 'vendor:' || p_vendor || ':' || ok.tx
    ), postings AS (
      INSERT INTO ledger_postings (transaction_id, account_id, amount, balance_after)
        SELECT x.ltx, x.acc, x.amt, x.base + sum(x.amt) OVER (PARTITION BY x.acc ORDER BY x.ltx) FROM (
          SELECT moved.ltx, moved.wallet AS acc, -moved.a AS amt, moved.balance AS base FROM moved
          UNION ALL SELECT moved.ltx, v_house, moved.a, v_house_balance FROM moved
        ) x ORDER BY x.ltx, x.acc
        RETURNING transaction_id, account_id, balance_after
    ), placed AS (
      INSERT INTO bets (member_id, vendor_code, debit_tx_id, game_code, round_id, stake, demo)
        SELECT moved.m, p_vendor, moved.tx, moved.g, moved.r, moved.a, false FROM moved
    ), answered AS (
      SELECT moved.o, moved.tx, moved.ltx, p.balance_after AS bal,
             jsonb_build_object('playerId', moved.pl, 'balance', p.balance_after::text, 'currency', p_currency,
                                'txId', moved.tx, 'walletTxId', moved.ltx::text, 'demo', false) AS answer
      FROM moved JOIN postings p ON p.transaction_id = moved.ltx AND p.account_id = moved.wallet
    )
    SELECT array_agg(answered.o), array_agg(answered.tx), array_agg(answered.ltx), array_agg(answered.bal),
           array_agg(answered.answer)
      INTO v_done, v_done_tx, v_done_ltx, v_done_balance, v_done_answer FROM answered;
  END IF;
  RETURN QUERY SELECT * FROM vendor_batch_answers(p_vendor, p_tx, v_claimed, v_done, v_done_tx, v_done_ltx,
                                                  v_done_balance, v_done_answer);
END $$;
--> statement-breakpoint

CREATE OR REPLACE FUNCTION vendor_credit_batch(
  p_vendor text, p_version text, p_currency text, p_shard smallint,
  p_player text[], p_tx text[], p_debit text[], p_round text[], p_game text[], p_amount bigint[], p_valid_bet bigint[]
) RETURNS TABLE (ord bigint, status text, balance bigint, answer jsonb)
LANGUAGE plpgsql AS $$
DECLARE
  v_house bigint;
  v_house_balance bigint;
  v_claimed bigint[];
  v_ok bigint[];
  v_bets bigint[];
  v_members bigint[];
  v_owners bigint[];
  v_wallets bigint[];
  v_balances bigint[];
  v_done bigint[];
  v_done_tx text[];
  v_done_ltx bigint[];
  v_done_balance bigint[];
  v_done_answer jsonb[];
BEGIN
  IF vendor_wallet_stale(p_vendor, p_version) THEN
    RETURN QUERY SELECT u.o::bigint, 'stale'::text, NULL::bigint, NULL::jsonb FROM generate_subscripts(p_tx, 1) AS u(o);
    RETURN;
  END IF;
  v_house := ledger_account_id(NULL, 'house', p_vendor, p_currency, false, p_shard);
  WITH c AS (
    SELECT u.*, row_number() OVER (PARTITION BY u.m ORDER BY u.o) AS nth
    FROM (SELECT u.*, vendor_wallet_member(u.pl) AS m
          FROM unnest(p_player, p_tx, p_debit, p_round, p_game, p_amount) WITH ORDINALITY AS u(pl, tx, d, r, g, a, o)) u
    WHERE u.m IS NOT NULL AND u.a >= 0
  ), claimed AS (
    INSERT INTO vendor_transactions (vendor_code, tx_id, kind, member_id, round_id, game_code, amount, ref_tx_id)
      SELECT p_vendor, c.tx, 'credit', c.m, c.r, c.g, c.a, c.d FROM c WHERE c.nth = 1 ORDER BY c.tx
      ON CONFLICT DO NOTHING
      RETURNING tx_id, member_id
  )
  SELECT array_agg(c.o) INTO v_claimed
    FROM claimed JOIN c ON c.tx = claimed.tx_id AND c.m = claimed.member_id AND c.nth = 1;
  IF v_claimed IS NOT NULL THEN
    -- The debits' bets, locked in id order (before any account, as vendor_settle does), then the
    -- plain ones among them.
    SELECT array_agg(u.o), array_agg(b.id), array_agg(b.member_id) INTO v_ok, v_bets, v_members
      FROM unnest(p_player, p_debit, p_round, p_game, p_valid_bet) WITH ORDINALITY AS u(pl, d, r, g, vb, o)
      JOIN (SELECT b.* FROM bets b
              WHERE b.vendor_code = p_vendor AND b.debit_tx_id = ANY (p_debit) ORDER BY b.id FOR UPDATE) b
        ON b.debit_tx_id = u.d
      WHERE u.o = ANY (v_claimed) AND b.member_id::text = u.pl AND b.round_id = u.r AND b.game_code = u.g
        AND b.status = 'open' AND NOT b.demo AND (u.vb IS NULL OR u.vb <= b.stake);
  END IF;
  IF v_ok IS NOT NULL THEN
    -- The accounts, locked in id order; the members' main wallets (id, balance) kept for the postings.
    SELECT array_agg(a.member_id) FILTER (WHERE a.member_id IS NOT NULL),
           array_agg(a.id) FILTER (WHERE a.member_id IS NOT NULL),
           array_agg(a.balance) FILTER (WHERE a.member_id IS NOT NULL),
           max(a.balance) FILTER (WHERE a.id = v_house)
      INTO v_owners, v_wallets, v_balances, v_house_balance
      FROM (SELECT a.id, a.member_id, a.balance FROM wallet_accounts a
              WHERE a.id = v_house OR (a.member_id = ANY (v_members) AND a.kind = 'main')
              ORDER BY a.id FOR UPDATE) a;
    -- Every row the movements need is in the arrays already: no table is read again, so no plan can
    -- reach a bet through its member's history (bets_member), whose size grows with every bet.
    WITH ok AS (
      SELECT u.o, u.tx, u.pl, u.d, u.r, u.g, u.a, u.vb, k.bet, k.m, w.wallet, w.balance
      FROM unnest(p_player, p_tx, p_debit, p_round, p_game, p_amount, p_valid_bet)
             WITH ORDINALITY AS u(pl, tx, d, r, g, a, vb, o)
      JOIN unnest(v_ok, v_bets, v_members) AS k(o, bet, m) ON k.o = u.o
      JOIN unnest(v_owners, v_wallets, v_balances) AS w(m, wallet, balance) ON w.m = k.m
    ), tx AS (
      INSERT INTO ledger_transactions AS t (idempotency_key, fingerprint, kind, member_id, reference, memo)
        SELECT 'vendor:' || p_vendor || ':' || ok.tx, vendor_ledger_fingerprint('win', ok.m, p_vendor, false, ok.a),
               'win', ok.m, ok.r,
               jsonb_build_object('vendor', p_vendor, 'game', ok.g, 'round', ok.r, 'txId', ok.tx, 'ref', ok.d)
        FROM ok WHERE ok.a > 0 ORDER BY ok.tx
        ON CONFLICT (idempotency_key) DO NOTHING
        RETURNING t.id, t.idempotency_key
    ), moved AS (
      SELECT ok.*, tx.id AS ltx FROM ok LEFT JOIN tx ON tx.idempotency_key = 'vendor:' || p_vendor || ':' || ok.tx
      WHERE ok.a = 0 OR tx.id IS NOT NULL
    ), postings AS (
      INSERT INTO ledger_postings (transaction_id, account_id, amount, balance_after)
        SELECT x.ltx, x.acc, x.amt, x.base + sum(x.amt) OVER (PARTITION BY x.acc ORDER BY x.ltx) FROM (
          SELECT moved.ltx, v_house AS acc, -moved.a AS amt, v_house_balance AS base FROM moved
            WHERE moved.ltx IS NOT NULL
          UNION ALL SELECT moved.ltx, moved.wallet, moved.a, moved.balance FROM moved WHERE moved.ltx IS NOT NULL
        ) x ORDER BY x.ltx, x.acc
        RETURNING transaction_id, account_id, balance_after
    ), settled AS (
      UPDATE bets b SET payout = b.payout + moved.a, valid_bet = coalesce(moved.vb, b.stake),
                        status = 'settled', settled_at = now()
        FROM moved WHERE b.id = ANY (v_bets) AND b.id = moved.bet
    ), answered AS (
      SELECT moved.o, moved.tx, moved.ltx, moved.a, coalesce(p.balance_after, moved.balance) AS bal,
             jsonb_build_object('playerId', moved.pl, 'balance', coalesce(p.balance_after, moved.balance)::text,
                                'currency', p_currency, 'txId', moved.tx, 'walletTxId', moved.ltx::text,
                                'demo', false) AS answer
      FROM moved LEFT JOIN postings p ON p.transaction_id = moved.ltx AND p.account_id = moved.wallet
    )
    SELECT array_agg(answered.o), array_agg(answered.tx), array_agg(answered.ltx), array_agg(answered.bal),
           array_agg(answered.answer)
      INTO v_done, v_done_tx, v_done_ltx, v_done_balance, v_done_answer FROM answered;
  END IF;
  RETURN QUERY SELECT * FROM vendor_batch_answers(p_vendor, p_tx, v_claimed, v_done, v_done_tx, v_done_ltx,
                                                  v_done_balance, v_done_answer);
END $$;
--> statement-breakpoint

-- CREATE OR REPLACE resets a function's settings: the batches again never plan a sequential scan.
ALTER FUNCTION vendor_credit_batch(text, text, text, smallint, text[], text[], text[], text[], text[], bigint[], bigint[])
  SET enable_seqscan = off;
--> statement-breakpoint
ALTER FUNCTION vendor_debit_batch(text, text, text, smallint, text[], text[], text[], text[], text[], bigint[])
  SET enable_seqscan = off;
