-- vendor_credit_batch: many real-money credits (wins, zero wins included) of one vendor, house shard
-- and currency in one statement.
--
-- Answers one row per call, in call order: 'ok' with the balance and ledger transaction (none for a
-- zero win), 'stale' when the vendor's state changed, or 'fallback' for a call this batch did not
-- settle (unknown player, a second call of the same member, a tx id seen before, a debit that is not an
-- open real-money bet of this player, round and game, a valid bet above the stake): the portal sends
-- each fallback through vendor_settle, which gives its exact answer.
-- Locks: the bets first (id order), then the accounts (id order), the same order as vendor_settle. The
-- money moves through ledger_write, the one writer of the ledger, as ledger_post's does.

CREATE OR REPLACE FUNCTION vendor_credit_batch(p_vendor text, p_version text, p_currency text, p_shard smallint, p_player text[], p_tx text[], p_debit text[], p_round text[], p_game text[], p_amount bigint[], p_valid_bet bigint[])
 RETURNS TABLE(ord bigint, status text, balance bigint, wallet_tx bigint)
 LANGUAGE plpgsql
 SET enable_seqscan TO 'off'
 SET plan_cache_mode TO 'force_generic_plan'
AS $function$
DECLARE
  v_stale boolean;
  v_house bigint;
  v_claimed bigint[];
  v_ok bigint[];
  v_bets bigint[];
  v_members bigint[];
  v_owners bigint[];
  v_wallets bigint[];
  v_balances bigint[];
  v_txs text[];
  v_payees bigint[];
  v_rounds text[];
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
           array_agg(a.balance) FILTER (WHERE a.member_id IS NOT NULL)
      INTO v_owners, v_wallets, v_balances
      FROM (SELECT a.id, a.member_id, a.balance FROM wallet_accounts a
              WHERE a.id = v_house OR (a.member_id = ANY (v_members) AND a.kind = 'main')
              ORDER BY a.id FOR UPDATE) a;
    -- Every row the movements need is in the arrays already: no table is read again, so no plan can
    -- reach a bet through its member's history (bets_member), whose size grows with every bet.
    -- The wins above zero, numbered in tx id order, as movements of two legs each: the house shard pays
    -- the player's wallet. (Each leg names its movement, so the legs' arrays need no order of their own.)
    SELECT array_agg(ok.tx ORDER BY ok.n) FILTER (WHERE l.leg = 1), array_agg(ok.m ORDER BY ok.n) FILTER (WHERE l.leg = 1),
           array_agg(ok.r ORDER BY ok.n) FILTER (WHERE l.leg = 1),
           array_agg('vendor:' || p_vendor || ':' || ok.tx ORDER BY ok.n) FILTER (WHERE l.leg = 1),
           array_agg(jsonb_build_object('vendor', p_vendor, 'game', ok.g, 'round', ok.r, 'txId', ok.tx, 'ref', ok.d)
                     ORDER BY ok.n) FILTER (WHERE l.leg = 1),
           array_agg(ok.n), array_agg(CASE l.leg WHEN 1 THEN v_house ELSE ok.wallet END),
           array_agg(CASE l.leg WHEN 1 THEN -ok.a ELSE ok.a END)
      INTO v_txs, v_payees, v_rounds, v_keys, v_memos, v_leg_movements, v_leg_accounts, v_leg_amounts
      FROM (SELECT u.tx, u.d, u.r, u.g, u.a, k.m, w.wallet, row_number() OVER (ORDER BY u.tx) AS n
            FROM unnest(p_tx, p_debit, p_round, p_game, p_amount) WITH ORDINALITY AS u(tx, d, r, g, a, o)
            JOIN unnest(v_ok, v_members) AS k(o, m) ON k.o = u.o
            JOIN unnest(v_owners, v_wallets) AS w(m, wallet) ON w.m = k.m
            WHERE u.a > 0) ok
      CROSS JOIN (VALUES (1), (2)) AS l(leg);
    RETURN QUERY WITH ok AS (
      SELECT u.o, u.tx, u.pl, u.d, u.r, u.g, u.a, u.vb, k.bet, k.m, w.wallet, w.balance
      FROM unnest(p_player, p_tx, p_debit, p_round, p_game, p_amount, p_valid_bet)
             WITH ORDINALITY AS u(pl, tx, d, r, g, a, vb, o)
      JOIN unnest(v_ok, v_bets, v_members) AS k(o, bet, m) ON k.o = u.o
      JOIN unnest(v_owners, v_wallets, v_balances) AS w(m, wallet, balance) ON w.m = k.m
    ), written AS (
      SELECT v_txs[w.movement] AS tx, w.transaction_id AS ltx, w.balance_after AS bal
      FROM ledger_write(v_keys, array_fill('win'::text, ARRAY[coalesce(cardinality(v_keys), 0)]), v_payees, v_rounds,
                        v_memos, v_leg_movements, v_leg_accounts, v_leg_amounts) w
      WHERE w.account_id <> v_house
    ), moved AS (
      -- The zero wins, which move nothing, and the wins written.
      SELECT ok.*, written.ltx, coalesce(written.bal, ok.balance) AS bal
      FROM ok LEFT JOIN written ON written.tx = ok.tx
      WHERE ok.a = 0 OR written.ltx IS NOT NULL
    ), settled AS (
      UPDATE bets b SET payout = b.payout + moved.a, valid_bet = coalesce(moved.vb, b.stake),
                        status = 'settled', settled_at = now()
        FROM moved WHERE b.id = ANY (v_bets) AND b.id = moved.bet
    ), recorded AS (
      INSERT INTO vendor_transactions (vendor_code, tx_id, kind, member_id, round_id, game_code, amount, ref_tx_id,
                                       ledger_transaction_id)
        SELECT p_vendor, moved.tx, 'credit', moved.m, moved.r, moved.g, moved.a, moved.d, moved.ltx
        FROM moved ORDER BY moved.tx
    )
    -- Every call in order: `fallback` where nothing was settled.
    SELECT u.o::bigint, CASE WHEN moved.o IS NULL THEN 'fallback' ELSE 'ok' END, moved.bal, moved.ltx
      FROM generate_subscripts(p_tx, 1) AS u(o) LEFT JOIN moved ON moved.o = u.o ORDER BY u.o;
    RETURN;
  END IF;
  RETURN QUERY SELECT u.o::bigint, 'fallback'::text, NULL::bigint, NULL::bigint FROM generate_subscripts(p_tx, 1) AS u(o);
END $function$;

