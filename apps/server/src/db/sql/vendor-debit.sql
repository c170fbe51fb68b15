-- vendor_debit: one bet (a vendor's debit call) in one database round trip.
--
-- Guarantees:
--  * a refused call (vendor disabled or in maintenance, expired session, wrong player) writes nothing,
--    and a retry of a debit taken earlier still answers with its first result ('duplicate');
--  * the vendor's tx id is claimed first (vendor_transactions' primary key): a concurrent twin waits for
--    this transaction and then answers as a duplicate;
--  * the money moves through ledger_post (player's wallet → the vendor's house account shard), so every
--    ledger rule holds; 'insufficient_balance' or 'idempotency_conflict' release the claimed id;
--  * on success the bet is opened and the vendor transaction points at its ledger transaction.

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
    FROM ledger_post('vendor:' || p_vendor || ':' || p_tx, 'bet', s.member_id, p_round,
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

