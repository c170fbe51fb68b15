-- vendor_settle: a vendor's credit (win, valid bet) or rollback of one debit.
--
-- Guarantees:
--  * a rollback of a debit never seen leaves a tombstone under the debit's id, so the debit, if it
--    arrives later, is answered as a duplicate and never takes money;
--  * the call's tx id is claimed first; a duplicate answers with its stored result;
--  * the bet is locked (FOR UPDATE, before any account, the same order as the batches) and must belong
--    to the player, round and game; a settled bet cannot be rolled back, a rolled-back bet cannot be
--    settled, and the valid bet never exceeds the stake;
--  * money (win or the returned stake) moves through ledger_post (house account shard → player's wallet);
--    a zero win moves nothing and still settles the bet;
--  * a refusal releases the claimed id and changes nothing; a player that does not exist is refused
--    (the debit's not found, or belongs to someone else) like any other.

CREATE OR REPLACE FUNCTION vendor_settle(p_kind text, p_vendor text, p_version text, p_player text, p_tx text, p_debit text, p_round text, p_game text, p_amount bigint, p_valid_bet bigint, p_currency text, p_shard smallint)
 RETURNS SETOF vendor_wallet_result
 LANGUAGE plpgsql
AS $function$
DECLARE
  -- A player id that names no member is kept as no member: the call is refused below like any call for
  -- someone else's debit, and nothing refers to a member that does not exist.
  v_member bigint := (SELECT m.id FROM members m WHERE m.id = vendor_wallet_member(p_player));
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

