-- vendor_debit_batch: many real-money debits of one vendor, house shard and currency in one statement.
--
-- Answers one row per call, in call order: 'ok' with the balance and ledger transaction, 'stale' for
-- every call when the vendor's state changed, or 'fallback' for a call this batch did not move (an
-- unknown or expired session, a second call of the same member in the batch, a tx id seen before, an
-- insufficient balance, a key written concurrently): the portal sends each fallback through
-- vendor_debit, which gives its exact answer. So the batch only ever takes the simple, common path,
-- and every refusal is answered by the single-call function.
-- Locks: the members' main accounts and the house shard, in id order, as ledger_post does. The money
-- moves through ledger_write, the one writer of the ledger, as ledger_post's does.

CREATE OR REPLACE FUNCTION vendor_debit_batch(p_vendor text, p_version text, p_currency text, p_shard smallint, p_token_hash text[], p_player text[], p_tx text[], p_round text[], p_game text[], p_amount bigint[])
 RETURNS TABLE(ord bigint, status text, balance bigint, wallet_tx bigint)
 LANGUAGE plpgsql
 SET enable_seqscan TO 'off'
 SET plan_cache_mode TO 'force_generic_plan'
AS $function$
DECLARE
  v_stale boolean;
  v_house bigint;
  v_claimed bigint[];
  v_members bigint[];
  v_ord bigint[];
  v_txs text[];
  v_payers bigint[];
  v_rounds text[];
  v_games text[];
  v_amounts bigint[];
  v_keys text[];
  v_memos jsonb[];
  v_leg_movements integer[];
  v_leg_accounts bigint[];
  v_leg_amounts bigint[];
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
    PERFORM 1 FROM wallet_accounts a
      WHERE a.id = v_house OR (a.member_id = ANY (v_members) AND a.kind = 'main')
      ORDER BY a.id FOR UPDATE;
    -- The calls the balances cover, numbered in tx id order, as movements of two legs each: the player's
    -- wallet pays the house shard. (Each leg names its movement, so the legs' arrays need no order of their own.)
    SELECT array_agg(ok.o ORDER BY ok.n) FILTER (WHERE l.leg = 1), array_agg(ok.tx ORDER BY ok.n) FILTER (WHERE l.leg = 1),
           array_agg(ok.m ORDER BY ok.n) FILTER (WHERE l.leg = 1), array_agg(ok.r ORDER BY ok.n) FILTER (WHERE l.leg = 1),
           array_agg(ok.g ORDER BY ok.n) FILTER (WHERE l.leg = 1), array_agg(ok.a ORDER BY ok.n) FILTER (WHERE l.leg = 1),
           array_agg('vendor:' || p_vendor || ':' || ok.tx ORDER BY ok.n) FILTER (WHERE l.leg = 1),
           array_agg(jsonb_build_object('vendor', p_vendor, 'game', ok.g, 'round', ok.r, 'txId', ok.tx, 'ref', NULL)
                     ORDER BY ok.n) FILTER (WHERE l.leg = 1),
           array_agg(ok.n), array_agg(CASE l.leg WHEN 1 THEN ok.wallet ELSE v_house END),
           array_agg(CASE l.leg WHEN 1 THEN -ok.a ELSE ok.a END)
      INTO v_ord, v_txs, v_payers, v_rounds, v_games, v_amounts, v_keys, v_memos,
           v_leg_movements, v_leg_accounts, v_leg_amounts
      FROM (SELECT u.o, u.tx, u.r, u.g, u.a, a.member_id AS m, a.id AS wallet, row_number() OVER (ORDER BY u.tx) AS n
            FROM unnest(p_player, p_tx, p_round, p_game, p_amount) WITH ORDINALITY AS u(pl, tx, r, g, a, o)
            JOIN wallet_accounts a ON a.member_id::text = u.pl AND a.kind = 'main' AND a.member_id = ANY (v_members)
            WHERE u.o = ANY (v_claimed) AND a.balance >= u.a) ok
      CROSS JOIN (VALUES (1), (2)) AS l(leg);
  END IF;
  IF v_keys IS NOT NULL THEN
    RETURN QUERY WITH written AS (
      SELECT w.movement AS n, w.transaction_id AS ltx, w.balance_after AS bal
      FROM ledger_write(v_keys, array_fill('bet'::text, ARRAY[cardinality(v_keys)]), v_payers, v_rounds, v_memos,
                        v_leg_movements, v_leg_accounts, v_leg_amounts) w
      WHERE w.account_id <> v_house
    ), moved AS (
      SELECT written.ltx, written.bal, v_ord[written.n] AS o, v_txs[written.n] AS tx, v_payers[written.n] AS m,
             v_rounds[written.n] AS r, v_games[written.n] AS g, v_amounts[written.n] AS a
      FROM written
    ), placed AS (
      INSERT INTO bets (member_id, vendor_code, debit_tx_id, game_code, round_id, stake, demo)
        SELECT moved.m, p_vendor, moved.tx, moved.g, moved.r, moved.a, false FROM moved
    ), recorded AS (
      INSERT INTO vendor_transactions (vendor_code, tx_id, kind, member_id, round_id, game_code, amount,
                                       ledger_transaction_id)
        SELECT p_vendor, moved.tx, 'debit', moved.m, moved.r, moved.g, moved.a, moved.ltx
        FROM moved ORDER BY moved.tx
    )
    -- Every call in order: `fallback` where nothing was moved.
    SELECT u.o::bigint, CASE WHEN moved.o IS NULL THEN 'fallback' ELSE 'ok' END, moved.bal, moved.ltx
      FROM generate_subscripts(p_tx, 1) AS u(o) LEFT JOIN moved ON moved.o = u.o ORDER BY u.o;
    RETURN;
  END IF;
  RETURN QUERY SELECT u.o::bigint, 'fallback'::text, NULL::bigint, NULL::bigint FROM generate_subscripts(p_tx, 1) AS u(o);
END $function$;

