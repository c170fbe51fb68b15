-- The credit batch (migration 0014) again, with the rows it moves taken from the arrays of its own
-- locking steps. Its movements joined the bets table anew, and with a fresh database's statistics the
-- planner reached each bet through bets_member (every bet of the member, filtered by id): a credit's
-- cost grew with the player's betting history, measured at 1,813 heap blocks for a batch of 16 after
-- a few thousand bets each (decision 0021). Answers and rows written are unchanged.
CREATE OR REPLACE FUNCTION vendor_credit_batch(
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
           array_agg(a.balance) FILTER (WHERE a.member_id IS NOT NULL)
      INTO v_owners, v_wallets, v_balances
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
        SELECT x.ltx, x.acc, x.amt, 0 FROM (
          SELECT moved.ltx, v_house AS acc, -moved.a AS amt FROM moved WHERE moved.ltx IS NOT NULL
          UNION ALL SELECT moved.ltx, moved.wallet, moved.a FROM moved WHERE moved.ltx IS NOT NULL
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

ALTER FUNCTION vendor_credit_batch(text, text, text, smallint, text[], text[], text[], text[], text[], bigint[], bigint[])
  SET enable_seqscan = off;
--> statement-breakpoint
ALTER FUNCTION vendor_debit_batch(text, text, text, smallint, text[], text[], text[], text[], text[], bigint[])
  SET enable_seqscan = off;
--> statement-breakpoint
ALTER FUNCTION vendor_batch_answers(text, text[], bigint[], bigint[], text[], bigint[], bigint[], jsonb[])
  SET enable_seqscan = off;
