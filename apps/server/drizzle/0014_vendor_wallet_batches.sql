-- The seamless vendor wallet's plain debits and credits, many calls in one transaction with one statement
-- per table (decision 0020). Each CHECK, trigger and foreign-key check is then planned and started once
-- per batch instead of once per call, which is where the single-call functions spend their time
-- (decision 0018). The rules stay the database's: the same rows, the same ledger_post-style postings
-- through the same triggers, every account locked in id order before a posting.
--
-- A batch takes only the plain case of each call and answers 'fallback' for anything else, having
-- written nothing for it (its claim on the id is deleted again): the caller sends that call through
-- vendor_debit / vendor_settle, which give every refusal and replay their answer. Plain means:
--   debit  — a live real-money session of the player, an id never seen, funds enough;
--   credit — an id never seen, the player's open real-money bet of that round and game, validBet
--            within the stake (zero credits included: they settle the bet and move nothing).
-- The caller puts each member and each id at most once in a batch (a second call of a member here
-- answers 'fallback'), so every check is per call. Answers: one row per call, ord = its position.

-- A batch's last step: the answers of the calls it took are stored under their ids, the claims of the
-- others deleted (they go to the single-call function), one row per call in order. Lookups are written
-- as "= ANY (array)": index scans whatever the tables' statistics say.
CREATE FUNCTION vendor_batch_answers(
  p_vendor text, p_tx text[], p_claimed bigint[], p_done bigint[], p_done_tx text[], p_done_ltx bigint[],
  p_done_balance bigint[], p_done_answer jsonb[]
) RETURNS TABLE (ord bigint, status text, balance bigint, answer jsonb)
LANGUAGE plpgsql AS $$
DECLARE
  v_left text[];
BEGIN
  IF p_done IS NOT NULL THEN
    UPDATE vendor_transactions v SET ledger_transaction_id = d.ltx, answer = d.answer
      FROM unnest(p_done_tx, p_done_ltx, p_done_answer) AS d(tx, ltx, answer)
      WHERE v.vendor_code = p_vendor AND v.tx_id = ANY (p_done_tx) AND v.tx_id = d.tx;
  END IF;
  SELECT array_agg(p_tx[i::int]) INTO v_left FROM unnest(p_claimed) AS i WHERE NOT (i = ANY (coalesce(p_done, '{}')));
  IF v_left IS NOT NULL THEN
    DELETE FROM vendor_transactions v WHERE v.vendor_code = p_vendor AND v.tx_id = ANY (v_left);
  END IF;
  RETURN QUERY
    SELECT u.o::bigint, CASE WHEN d.o IS NULL THEN 'fallback' ELSE 'ok' END, d.bal, d.answer
    FROM generate_subscripts(p_tx, 1) AS u(o)
    LEFT JOIN unnest(p_done, p_done_balance, p_done_answer) AS d(o, bal, answer) ON d.o = u.o
    ORDER BY u.o;
END $$;
--> statement-breakpoint

CREATE FUNCTION vendor_debit_batch(
  p_vendor text, p_version text, p_currency text, p_shard smallint,
  p_token_hash text[], p_player text[], p_tx text[], p_round text[], p_game text[], p_amount bigint[]
) RETURNS TABLE (ord bigint, status text, balance bigint, answer jsonb)
LANGUAGE plpgsql AS $$
DECLARE
  v_house bigint;
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
    PERFORM 1 FROM wallet_accounts a
      WHERE a.id = v_house OR (a.member_id = ANY (v_members) AND a.kind = 'main') ORDER BY a.id FOR UPDATE;
    WITH ok AS (
      SELECT u.o, u.tx, u.pl, u.r, u.g, u.a, a.member_id AS m, a.id AS wallet
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
        SELECT x.ltx, x.acc, x.amt, 0 FROM (
          SELECT moved.ltx, moved.wallet AS acc, -moved.a AS amt FROM moved
          UNION ALL SELECT moved.ltx, v_house, moved.a FROM moved
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

CREATE FUNCTION vendor_credit_batch(
  p_vendor text, p_version text, p_currency text, p_shard smallint,
  p_player text[], p_tx text[], p_debit text[], p_round text[], p_game text[], p_amount bigint[], p_valid_bet bigint[]
) RETURNS TABLE (ord bigint, status text, balance bigint, answer jsonb)
LANGUAGE plpgsql AS $$
DECLARE
  v_house bigint;
  v_claimed bigint[];
  v_ok bigint[];
  v_bets bigint[];
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
    PERFORM 1 FROM wallet_accounts a
      WHERE a.id = v_house OR (a.member_id = ANY (v_members) AND a.kind = 'main') ORDER BY a.id FOR UPDATE;
    WITH ok AS (
      SELECT u.o, u.tx, u.pl, u.d, u.r, u.g, u.a, u.vb, b.id AS bet, b.member_id AS m, a.id AS wallet, a.balance
      FROM unnest(p_player, p_tx, p_debit, p_round, p_game, p_amount, p_valid_bet)
             WITH ORDINALITY AS u(pl, tx, d, r, g, a, vb, o)
      JOIN unnest(v_ok, v_bets) AS k(o, bet) ON k.o = u.o
      JOIN bets b ON b.id = ANY (v_bets) AND b.id = k.bet
      JOIN wallet_accounts a ON a.member_id = ANY (v_members) AND a.member_id = b.member_id AND a.kind = 'main'
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
        SELECT x.ltx, x.acc, x.amt, 0 FROM (
          SELECT moved.ltx, v_house AS acc, -moved.a AS amt FROM moved WHERE moved.ltx IS NOT NULL
          UNION ALL SELECT moved.ltx, moved.wallet, moved.a FROM moved WHERE moved.ltx IS NOT NULL
        ) x ORDER BY x.ltx, x.acc
        RETURNING transaction_id, account_id, balance_after
    ), settled AS (
      UPDATE bets b SET payout = b.payout + moved.a, valid_bet = coalesce(moved.vb, b.stake),
                        status = 'settled', settled_at = now()
        FROM moved WHERE b.id = moved.bet
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
