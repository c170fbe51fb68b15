-- A call's answer is made from its row, not stored as JSON (issue 4, decision 0030). The answer of a
-- debit or credit is the call's own player and id, the currency, the balance and the ledger transaction:
-- every part of it but the balance was already a column of vendor_transactions or the call itself, and a
-- replay answers today's balance. Building the JSON cost 4 % of a batched pair's instructions (callgrind),
-- so the wallet functions now return the ledger transaction (`wallet_tx`) and VendorWalletService builds
-- the value. The wallet_accounts guard runs its function only for an update it may refuse, and
-- ledger_transactions_member, which no query reads (a member's movements are found through their
-- accounts' postings), is dropped.
ALTER TABLE "vendor_transactions" DROP COLUMN "answer";--> statement-breakpoint
DROP INDEX "ledger_transactions_member";--> statement-breakpoint
DROP FUNCTION vendor_debit_batch(text, text, text, smallint, text[], text[], text[], text[], text[], bigint[]);--> statement-breakpoint
DROP FUNCTION vendor_credit_batch(text, text, text, smallint, text[], text[], text[], text[], text[], bigint[], bigint[]);--> statement-breakpoint
DROP FUNCTION vendor_batch_answers(text[], bigint[], bigint[], jsonb[]);--> statement-breakpoint
DROP FUNCTION vendor_wallet_status(text, bigint, jsonb);--> statement-breakpoint
ALTER TYPE vendor_wallet_result DROP ATTRIBUTE answer, ADD ATTRIBUTE wallet_tx bigint;--> statement-breakpoint
CREATE FUNCTION vendor_wallet_status(p_status text, p_balance bigint DEFAULT NULL, p_wallet_tx bigint DEFAULT NULL)
 RETURNS vendor_wallet_result
 LANGUAGE sql
 IMMUTABLE
AS $function$
  SELECT ROW(p_status, p_balance, NULL, NULL, NULL, NULL, NULL, NULL, p_wallet_tx)::vendor_wallet_result
$function$;
--> statement-breakpoint
-- The row stored under an id and the balance now of the wallet it moved (its bet's: main or demo).
CREATE OR REPLACE FUNCTION vendor_wallet_seen(p_vendor text, p_tx text)
 RETURNS SETOF vendor_wallet_result
 LANGUAGE sql
 STABLE
AS $function$
  SELECT 'duplicate', CASE WHEN t.member_id IS NOT NULL THEN vendor_wallet_balance(t.member_id, coalesce(b.demo, false)) END,
         t.kind, t.member_id, t.round_id, t.game_code, t.ref_tx_id, t.amount, t.ledger_transaction_id
  FROM vendor_transactions t
  LEFT JOIN bets b ON t.kind <> 'tombstone' AND b.vendor_code = t.vendor_code
                  AND b.debit_tx_id = coalesce(t.ref_tx_id, t.tx_id)
  WHERE t.vendor_code = p_vendor AND t.tx_id = p_tx
$function$;
--> statement-breakpoint
DROP TRIGGER wallet_accounts_guard ON wallet_accounts;--> statement-breakpoint
-- The guard (ledger_guard_balance, unchanged) in two triggers that run its function only when they might
-- refuse: for a balance set outside any trigger (a posting's own update, inside ledger_apply_balances,
-- is at depth 1 when the WHEN is evaluated), and for an update that sets an account's identity. A WHEN
-- that tests every column instead is parsed again at each statement and saves nothing.
CREATE TRIGGER wallet_accounts_guard BEFORE UPDATE OF balance ON wallet_accounts FOR EACH ROW
  WHEN (pg_trigger_depth() < 1) EXECUTE FUNCTION ledger_guard_balance();--> statement-breakpoint
CREATE TRIGGER wallet_accounts_identity BEFORE UPDATE OF id, member_id, kind, vendor_code, currency, demo
  ON wallet_accounts FOR EACH ROW EXECUTE FUNCTION ledger_guard_balance();--> statement-breakpoint
CREATE OR REPLACE FUNCTION vendor_debit(p_vendor text, p_version text, p_enabled boolean, p_maintenance boolean, p_token_hash text, p_player text, p_tx text, p_round text, p_game text, p_amount bigint, p_currency text, p_shard smallint)
 RETURNS SETOF vendor_wallet_result
 LANGUAGE plpgsql
AS $function$
DECLARE
  s record;
  v_refusal text;
  v_wallet bigint;
  v_house bigint;
  v_status text;
  v_ledger_tx bigint;
  v_balance bigint;
BEGIN
  IF vendor_wallet_stale(p_vendor, p_version) THEN
    RETURN NEXT vendor_wallet_status('stale');
    RETURN;
  END IF;
  -- Refused before anything is written: a retry of a debit taken earlier still gets its first answer.
  IF NOT p_enabled OR p_maintenance THEN
    v_refusal := 'vendor_not_allowed';
  ELSE
    s := vendor_wallet_session(p_vendor, p_token_hash, p_player);
    v_refusal := s.refusal;
  END IF;
  IF v_refusal IS NOT NULL THEN
    RETURN QUERY SELECT * FROM vendor_wallet_seen(p_vendor, p_tx);
    IF NOT FOUND THEN
      RETURN NEXT vendor_wallet_status(v_refusal);
    END IF;
    RETURN;
  END IF;
  v_wallet := ledger_account_id(s.member_id, CASE WHEN s.demo THEN 'demo' ELSE 'main' END, NULL, p_currency, s.demo, 0::smallint);
  v_house := ledger_account_id(NULL, 'house', p_vendor, p_currency, s.demo, p_shard);
  -- The id is claimed here (a concurrent twin waits for this transaction, then answers as a duplicate).
  INSERT INTO vendor_transactions (vendor_code, tx_id, kind, member_id, round_id, game_code, amount)
    VALUES (p_vendor, p_tx, 'debit', s.member_id, p_round, p_game, p_amount) ON CONFLICT DO NOTHING;
  IF NOT FOUND THEN
    RETURN QUERY SELECT * FROM vendor_wallet_seen(p_vendor, p_tx);
    RETURN;
  END IF;
  SELECT min(p.status), min(p.transaction_id), min(p.balance_after) FILTER (WHERE p.account_id = v_wallet)
    INTO v_status, v_ledger_tx, v_balance
    FROM ledger_post('vendor:' || p_vendor || ':' || p_tx,
                     vendor_ledger_fingerprint('bet', s.member_id, p_vendor, s.demo, -p_amount),
                     'bet', s.member_id, p_round,
                     jsonb_build_object('vendor', p_vendor, 'game', p_game, 'round', p_round, 'txId', p_tx, 'ref', NULL),
                     ARRAY[v_wallet, v_house], ARRAY[-p_amount, p_amount]) p;
  IF v_status NOT IN ('ok', 'replayed') THEN
    DELETE FROM vendor_transactions WHERE vendor_code = p_vendor AND tx_id = p_tx;
    RETURN NEXT vendor_wallet_status(CASE v_status WHEN 'insufficient' THEN 'insufficient_balance'
                                                   ELSE 'idempotency_conflict' END, v_balance);
    RETURN;
  END IF;
  INSERT INTO bets (member_id, vendor_code, debit_tx_id, game_code, round_id, stake, demo)
    VALUES (s.member_id, p_vendor, p_tx, p_game, p_round, p_amount, s.demo);
  UPDATE vendor_transactions SET ledger_transaction_id = v_ledger_tx WHERE vendor_code = p_vendor AND tx_id = p_tx;
  RETURN NEXT vendor_wallet_status('ok', v_balance, v_ledger_tx);
END $function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION vendor_settle(p_kind text, p_vendor text, p_version text, p_player text, p_tx text, p_debit text, p_round text, p_game text, p_amount bigint, p_valid_bet bigint, p_currency text, p_shard smallint)
 RETURNS SETOF vendor_wallet_result
 LANGUAGE plpgsql
AS $function$
DECLARE
  v_member bigint := vendor_wallet_member(p_player);
  b bets;
  v_refusal text;
  v_amount bigint := p_amount;
  v_wallet bigint;
  v_house bigint;
  v_status text;
  v_ledger_tx bigint;
  v_balance bigint;
BEGIN
  IF p_kind NOT IN ('credit', 'rollback') THEN
    RAISE EXCEPTION 'vendor_settle: unknown kind %', p_kind;
  END IF;
  IF vendor_wallet_stale(p_vendor, p_version) THEN
    RETURN NEXT vendor_wallet_status('stale');
    RETURN;
  END IF;
  IF p_kind = 'rollback' THEN
    -- The tombstone takes the debit's id: a debit already there (or arriving now) keeps it.
    INSERT INTO vendor_transactions (vendor_code, tx_id, kind, round_id, game_code)
      VALUES (p_vendor, p_debit, 'tombstone', p_round, p_game) ON CONFLICT DO NOTHING;
    IF FOUND THEN
      RETURN NEXT vendor_wallet_status('tombstone');
      RETURN;
    END IF;
  END IF;
  INSERT INTO vendor_transactions (vendor_code, tx_id, kind, member_id, round_id, game_code, amount, ref_tx_id)
    VALUES (p_vendor, p_tx, p_kind, v_member, p_round, p_game, p_amount, p_debit) ON CONFLICT DO NOTHING;
  IF NOT FOUND THEN
    RETURN QUERY SELECT * FROM vendor_wallet_seen(p_vendor, p_tx);
    RETURN;
  END IF;
  SELECT * INTO b FROM bets WHERE vendor_code = p_vendor AND debit_tx_id = p_debit FOR UPDATE;
  IF NOT FOUND THEN
    v_refusal := 'vendor_tx_not_found';
  ELSIF b.member_id IS DISTINCT FROM v_member THEN
    v_refusal := 'vendor_player_mismatch';
  ELSIF b.round_id <> p_round OR b.game_code <> p_game THEN
    v_refusal := 'vendor_tx_conflict';
  ELSIF p_kind = 'rollback' AND b.status = 'settled' THEN
    v_refusal := 'vendor_tx_settled';
  ELSIF b.status = 'rolled_back' THEN
    v_refusal := 'vendor_tx_rolled_back';
  ELSIF p_kind = 'credit' AND p_valid_bet > b.stake THEN
    v_refusal := 'validation_failed';
  END IF;
  IF v_refusal IS NULL AND p_kind = 'rollback' THEN
    v_amount := b.stake;
  END IF;
  IF v_refusal IS NULL AND v_amount > 0 THEN
    v_wallet := ledger_account_id(b.member_id, CASE WHEN b.demo THEN 'demo' ELSE 'main' END, NULL, p_currency, b.demo, 0::smallint);
    v_house := ledger_account_id(NULL, 'house', p_vendor, p_currency, b.demo, p_shard);
    SELECT min(p.status), min(p.transaction_id), min(p.balance_after) FILTER (WHERE p.account_id = v_wallet)
      INTO v_status, v_ledger_tx, v_balance
      FROM ledger_post('vendor:' || p_vendor || ':' || p_tx,
                       vendor_ledger_fingerprint(CASE p_kind WHEN 'credit' THEN 'win' ELSE 'rollback' END,
                                                 v_member, p_vendor, b.demo, v_amount),
                       CASE p_kind WHEN 'credit' THEN 'win' ELSE 'rollback' END, v_member, p_round,
                       jsonb_build_object('vendor', p_vendor, 'game', p_game, 'round', p_round, 'txId', p_tx,
                                          'ref', p_debit),
                       ARRAY[v_house, v_wallet], ARRAY[-v_amount, v_amount]) p;
    IF v_status NOT IN ('ok', 'replayed') THEN
      v_refusal := CASE v_status WHEN 'insufficient' THEN 'insufficient_balance' ELSE 'idempotency_conflict' END;
    END IF;
  END IF;
  IF v_refusal IS NOT NULL THEN
    DELETE FROM vendor_transactions WHERE vendor_code = p_vendor AND tx_id = p_tx;
    RETURN NEXT vendor_wallet_status(v_refusal, v_balance);
    RETURN;
  END IF;
  IF p_kind = 'credit' THEN
    UPDATE bets SET payout = payout + p_amount,
                    valid_bet = coalesce(p_valid_bet, CASE WHEN status = 'open' THEN stake ELSE valid_bet END),
                    status = 'settled', settled_at = coalesce(settled_at, now())
      WHERE id = b.id;
  ELSE
    UPDATE bets SET status = 'rolled_back', valid_bet = 0, settled_at = now() WHERE id = b.id;
  END IF;
  IF v_balance IS NULL THEN
    v_balance := vendor_wallet_balance(b.member_id, b.demo);
  END IF;
  UPDATE vendor_transactions SET ledger_transaction_id = v_ledger_tx, amount = v_amount
    WHERE vendor_code = p_vendor AND tx_id = p_tx;
  RETURN NEXT vendor_wallet_status('ok', v_balance, v_ledger_tx);
END $function$;
--> statement-breakpoint
CREATE FUNCTION vendor_debit_batch(p_vendor text, p_version text, p_currency text, p_shard smallint, p_token_hash text[], p_player text[], p_tx text[], p_round text[], p_game text[], p_amount bigint[])
 RETURNS TABLE(ord bigint, status text, balance bigint, wallet_tx bigint)
 LANGUAGE plpgsql
 SET enable_seqscan TO 'off'
 SET plan_cache_mode TO 'force_generic_plan'
AS $function$
DECLARE
  v_stale boolean;
  v_house bigint;
  v_house_balance bigint;
  v_claimed bigint[];
  v_members bigint[];
BEGIN
  -- The vendor's version and the batch's house shard in one statement; a shard never used is opened below.
  SELECT p_version IS NOT NULL AND s.version IS DISTINCT FROM p_version, h.id INTO v_stale, v_house
    FROM (SELECT (SELECT st.version FROM vendor_wallet_state(p_vendor) st) AS version) s
    LEFT JOIN wallet_accounts h ON h.member_id IS NULL AND h.kind = 'house' AND coalesce(h.vendor_code, '') = p_vendor
                               AND h.currency = p_currency AND NOT h.demo AND h.shard = p_shard;
  IF v_stale THEN
    RETURN QUERY SELECT u.o::bigint, 'stale'::text, NULL::bigint, NULL::bigint FROM generate_subscripts(p_tx, 1) AS u(o);
    RETURN;
  END IF;
  IF v_house IS NULL THEN
    v_house := ledger_account_id(NULL, 'house', p_vendor, p_currency, false, p_shard);
  END IF;
  -- The calls with a live real-money session and an id never seen (one call per member).
  WITH c AS (
    SELECT u.*, s.member_id AS m, row_number() OVER (PARTITION BY s.member_id ORDER BY u.o) AS nth
    FROM unnest(p_token_hash, p_player, p_tx, p_round, p_game, p_amount) WITH ORDINALITY AS u(h, pl, tx, r, g, a, o)
    JOIN vendor_sessions s ON s.token_hash = ANY (p_token_hash) AND s.token_hash = u.h AND s.vendor_code = p_vendor
                           AND s.expires_at > now()
                           AND NOT s.demo AND s.member_id::text = u.pl
    WHERE u.a > 0
  )
  SELECT array_agg(c.o), array_agg(c.m) INTO v_claimed, v_members
    FROM c LEFT JOIN LATERAL (
      SELECT true AS seen FROM vendor_transactions v WHERE v.vendor_code = p_vendor AND v.tx_id = c.tx LIMIT 1) v ON true
    WHERE c.nth = 1 AND v.seen IS NULL;
  IF v_claimed IS NOT NULL THEN
    -- Every account the batch moves, locked in id order (as ledger_post does).
    SELECT max(a.balance) FILTER (WHERE a.id = v_house) INTO v_house_balance
      FROM (SELECT a.id, a.balance FROM wallet_accounts a
              WHERE a.id = v_house OR (a.member_id = ANY (v_members) AND a.kind = 'main')
              ORDER BY a.id FOR UPDATE) a;
    RETURN QUERY WITH ok AS (
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
      SELECT moved.o, moved.ltx, p.balance_after AS bal
      FROM moved JOIN postings p ON p.transaction_id = moved.ltx AND p.account_id = moved.wallet
    ), recorded AS (
      INSERT INTO vendor_transactions (vendor_code, tx_id, kind, member_id, round_id, game_code, amount,
                                       ledger_transaction_id)
        SELECT p_vendor, moved.tx, 'debit', moved.m, moved.r, moved.g, moved.a, moved.ltx
        FROM moved ORDER BY moved.tx
    )
    -- The answers straight from the movement's statement: every call in order, `fallback` where
    -- nothing was moved (vendor_batch_answers' rule, without a second statement).
    SELECT u.o::bigint, CASE WHEN a.o IS NULL THEN 'fallback' ELSE 'ok' END, a.bal, a.ltx
      FROM generate_subscripts(p_tx, 1) AS u(o) LEFT JOIN answered a ON a.o = u.o ORDER BY u.o;
    RETURN;
  END IF;
  RETURN QUERY SELECT u.o::bigint, 'fallback'::text, NULL::bigint, NULL::bigint FROM generate_subscripts(p_tx, 1) AS u(o);
END $function$;
--> statement-breakpoint
CREATE FUNCTION vendor_credit_batch(p_vendor text, p_version text, p_currency text, p_shard smallint, p_player text[], p_tx text[], p_debit text[], p_round text[], p_game text[], p_amount bigint[], p_valid_bet bigint[])
 RETURNS TABLE(ord bigint, status text, balance bigint, wallet_tx bigint)
 LANGUAGE plpgsql
 SET enable_seqscan TO 'off'
 SET plan_cache_mode TO 'force_generic_plan'
AS $function$
DECLARE
  v_stale boolean;
  v_house bigint;
  v_house_balance bigint;
  v_claimed bigint[];
  v_ok bigint[];
  v_bets bigint[];
  v_members bigint[];
  v_owners bigint[];
  v_wallets bigint[];
  v_balances bigint[];
BEGIN
  -- The vendor's version and the batch's house shard in one statement; a shard never used is opened below.
  SELECT p_version IS NOT NULL AND s.version IS DISTINCT FROM p_version, h.id INTO v_stale, v_house
    FROM (SELECT (SELECT st.version FROM vendor_wallet_state(p_vendor) st) AS version) s
    LEFT JOIN wallet_accounts h ON h.member_id IS NULL AND h.kind = 'house' AND coalesce(h.vendor_code, '') = p_vendor
                               AND h.currency = p_currency AND NOT h.demo AND h.shard = p_shard;
  IF v_stale THEN
    RETURN QUERY SELECT u.o::bigint, 'stale'::text, NULL::bigint, NULL::bigint FROM generate_subscripts(p_tx, 1) AS u(o);
    RETURN;
  END IF;
  IF v_house IS NULL THEN
    v_house := ledger_account_id(NULL, 'house', p_vendor, p_currency, false, p_shard);
  END IF;
  WITH c AS (
    SELECT u.*, row_number() OVER (PARTITION BY u.m ORDER BY u.o) AS nth
    FROM (SELECT u.*, vendor_wallet_member(u.pl) AS m
          FROM unnest(p_player, p_tx, p_debit, p_round, p_game, p_amount) WITH ORDINALITY AS u(pl, tx, d, r, g, a, o)) u
    WHERE u.m IS NOT NULL AND u.a >= 0
  )
  SELECT array_agg(c.o) INTO v_claimed
    FROM c LEFT JOIN LATERAL (
      SELECT true AS seen FROM vendor_transactions v WHERE v.vendor_code = p_vendor AND v.tx_id = c.tx LIMIT 1) v ON true
    WHERE c.nth = 1 AND v.seen IS NULL;
  IF v_claimed IS NOT NULL THEN
    -- The debits' bets, locked in id order (before any account, as vendor_settle does), then the
    -- plain ones among them.
    SELECT array_agg(u.o), array_agg(b.id), array_agg(b.member_id) INTO v_ok, v_bets, v_members
      FROM unnest(p_player, p_debit, p_round, p_game, p_valid_bet) WITH ORDINALITY AS u(pl, d, r, g, vb, o)
      JOIN (SELECT b.* FROM bets b
              WHERE b.id = ANY (ARRAY(
                SELECT f.id FROM unnest(p_debit) AS d(tx)
                CROSS JOIN LATERAL (SELECT b.id FROM bets b WHERE b.vendor_code = p_vendor AND b.debit_tx_id = d.tx LIMIT 1) f))
              ORDER BY b.id FOR UPDATE) b
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
    RETURN QUERY WITH ok AS (
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
      SELECT moved.o, moved.ltx, coalesce(p.balance_after, moved.balance) AS bal
      FROM moved LEFT JOIN postings p ON p.transaction_id = moved.ltx AND p.account_id = moved.wallet
    ), recorded AS (
      INSERT INTO vendor_transactions (vendor_code, tx_id, kind, member_id, round_id, game_code, amount, ref_tx_id,
                                       ledger_transaction_id)
        SELECT p_vendor, moved.tx, 'credit', moved.m, moved.r, moved.g, moved.a, moved.d, moved.ltx
        FROM moved ORDER BY moved.tx
    )
    -- The answers straight from the movement's statement: every call in order, `fallback` where
    -- nothing was moved (vendor_batch_answers' rule, without a second statement).
    SELECT u.o::bigint, CASE WHEN a.o IS NULL THEN 'fallback' ELSE 'ok' END, a.bal, a.ltx
      FROM generate_subscripts(p_tx, 1) AS u(o) LEFT JOIN answered a ON a.o = u.o ORDER BY u.o;
    RETURN;
  END IF;
  RETURN QUERY SELECT u.o::bigint, 'fallback'::text, NULL::bigint, NULL::bigint FROM generate_subscripts(p_tx, 1) AS u(o);
END $function$;