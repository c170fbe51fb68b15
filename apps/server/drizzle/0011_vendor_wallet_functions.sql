-- The seamless vendor wallet in one round trip per call (decision 0016). Each call kind is one function
-- that does, in one database transaction, what VendorWalletService documents: the session check, the
-- duplicate lookup, the vendor row, the bet and the ledger movement (through ledger_post) and the stored
-- answer. Every expected refusal is answered as a status row, never raised: node-postgres destroys a
-- pooled connection whose query failed. A refusal writes nothing (a vendor row inserted to claim the
-- id is deleted again in the same transaction: a concurrent twin waiting on it then inserts its own).
--
-- Status row: status is 'ok', 'duplicate' (seen_* is the stored row, balance the wallet's balance
-- now), 'stale' (p_version is not the vendor's current version: the caller re-reads the vendor and its
-- keys, checks the signature again and retries) or the error code of a refusal.

-- The vendor as the signature check sees it, with a version over everything the check and the call
-- flags depend on (wallet mode, enabled, maintenance, keys).
CREATE FUNCTION vendor_wallet_state(p_vendor text)
RETURNS TABLE (code text, wallet_mode text, enabled boolean, maintenance boolean, secret text,
               previous_secret text, previous_valid_until timestamptz, version text)
LANGUAGE sql STABLE AS $$
  SELECT v.code, v.wallet_mode, v.enabled, v.maintenance, k.secret, k.previous_secret, k.previous_valid_until,
         md5(row(v.wallet_mode, v.enabled, v.maintenance, k.secret, k.previous_secret,
                 extract(epoch FROM k.previous_valid_until))::text)
  FROM game_vendors v LEFT JOIN vendor_wallet_keys k ON k.vendor_code = v.code
  WHERE v.code = p_vendor
$$;
--> statement-breakpoint

-- The id of a ledger account, opened at zero when it does not exist yet (LedgerRepo.openAccount).
CREATE FUNCTION ledger_account_id(p_member bigint, p_kind text, p_vendor text, p_currency text, p_demo boolean,
                                  p_shard smallint)
RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  v_id bigint;
BEGIN
  FOR pass IN 1..2 LOOP
    IF p_member IS NOT NULL THEN
      SELECT a.id INTO v_id FROM wallet_accounts a
        WHERE a.member_id = p_member AND a.kind = p_kind AND coalesce(a.vendor_code, '') = coalesce(p_vendor, '');
    ELSE
      SELECT a.id INTO v_id FROM wallet_accounts a
        WHERE a.member_id IS NULL AND a.kind = p_kind AND coalesce(a.vendor_code, '') = coalesce(p_vendor, '')
          AND a.currency = p_currency AND a.demo = p_demo AND a.shard = p_shard;
    END IF;
    IF v_id IS NOT NULL OR pass = 2 THEN
      RETURN v_id;
    END IF;
    INSERT INTO wallet_accounts AS a (member_id, kind, vendor_code, currency, demo, shard)
      VALUES (p_member, p_kind, p_vendor, p_currency, p_demo, p_shard)
      ON CONFLICT DO NOTHING RETURNING a.id INTO v_id;
    IF v_id IS NOT NULL THEN
      RETURN v_id;
    END IF;
  END LOOP;
END $$;
--> statement-breakpoint

-- LedgerService's fingerprint of a vendor movement between a member wallet and the vendor's house
-- (sha256, base64url, of "kind|member|legs" with the legs as JSON, sorted): the same key with the
-- same movement through LedgerService.post is a replay, not a conflict.
CREATE FUNCTION vendor_ledger_fingerprint(p_kind text, p_member bigint, p_vendor text, p_demo boolean,
                                          p_wallet_amount bigint)
RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT rtrim(translate(encode(sha256(convert_to(
    p_kind || '|' || p_member || '|'
      || '{"member":"' || p_member || '","kind":"' || CASE WHEN p_demo THEN 'demo' ELSE 'main' END || '"}='
      || p_wallet_amount || ';'
      || '{"system":"house","vendor":' || to_json(p_vendor)::text || ',"demo":' || p_demo::text || '}='
      || (-p_wallet_amount),
    'UTF8')), 'base64'), '+/', '-_'), '=')
$$;
--> statement-breakpoint

-- The balance of a member's main (or demo) wallet; zero when it was never opened.
CREATE FUNCTION vendor_wallet_balance(p_member bigint, p_demo boolean)
RETURNS bigint LANGUAGE sql STABLE AS $$
  SELECT coalesce((SELECT a.balance FROM wallet_accounts a
                   WHERE a.member_id = p_member AND a.kind = CASE WHEN p_demo THEN 'demo' ELSE 'main' END), 0)
$$;
--> statement-breakpoint

-- A player id as a member id (null when it does not fit a bigint: no member has it).
CREATE FUNCTION vendor_wallet_member(p_player text)
RETURNS bigint LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN p_player ~ '^[0-9]{1,19}$' AND p_player::numeric <= 9223372036854775807 THEN p_player::bigint END
$$;
--> statement-breakpoint

CREATE TYPE vendor_wallet_result AS (
  status text, balance bigint, answer jsonb, seen_kind text, seen_member bigint, seen_round text,
  seen_game text, seen_ref text, seen_amount bigint
);
--> statement-breakpoint

-- A refusal or an answer without a stored row.
CREATE FUNCTION vendor_wallet_status(p_status text, p_balance bigint DEFAULT NULL, p_answer jsonb DEFAULT NULL)
RETURNS vendor_wallet_result LANGUAGE sql IMMUTABLE AS $$
  SELECT ROW(p_status, p_balance, p_answer, NULL, NULL, NULL, NULL, NULL, NULL)::vendor_wallet_result
$$;
--> statement-breakpoint

-- The stored row under a vendor's id, for the caller's replay rules (none: no row).
CREATE FUNCTION vendor_wallet_seen(p_vendor text, p_tx text)
RETURNS SETOF vendor_wallet_result LANGUAGE sql STABLE AS $$
  SELECT 'duplicate', CASE WHEN t.member_id IS NOT NULL
                           THEN vendor_wallet_balance(t.member_id, coalesce((t.answer ->> 'demo')::boolean, false)) END,
         t.answer, t.kind, t.member_id, t.round_id, t.game_code, t.ref_tx_id, t.amount
  FROM vendor_transactions t WHERE t.vendor_code = p_vendor AND t.tx_id = p_tx
$$;
--> statement-breakpoint

-- True when p_version is given and is not the vendor's current version.
CREATE FUNCTION vendor_wallet_stale(p_vendor text, p_version text)
RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT p_version IS NOT NULL AND (SELECT s.version FROM vendor_wallet_state(p_vendor) s) IS DISTINCT FROM p_version
$$;
--> statement-breakpoint

-- The live session of a token at a vendor: the refusal, or null with the member and class of money.
CREATE FUNCTION vendor_wallet_session(p_vendor text, p_token_hash text, p_player text,
                                      OUT refusal text, OUT member_id bigint, OUT demo boolean)
LANGUAGE plpgsql STABLE AS $$
BEGIN
  SELECT s.member_id, s.demo INTO member_id, demo FROM vendor_sessions s
    WHERE s.token_hash = p_token_hash AND s.vendor_code = p_vendor AND s.expires_at > now();
  IF NOT FOUND THEN
    refusal := 'vendor_session_expired';
  ELSIF member_id::text <> p_player THEN
    refusal := 'vendor_player_mismatch';
  END IF;
END $$;
--> statement-breakpoint

CREATE FUNCTION vendor_balance(p_vendor text, p_version text, p_enabled boolean, p_token_hash text, p_player text)
RETURNS SETOF vendor_wallet_result LANGUAGE plpgsql AS $$
DECLARE
  s record;
BEGIN
  IF vendor_wallet_stale(p_vendor, p_version) THEN
    RETURN NEXT vendor_wallet_status('stale');
    RETURN;
  END IF;
  IF NOT p_enabled THEN
    RETURN NEXT vendor_wallet_status('vendor_not_allowed');
    RETURN;
  END IF;
  s := vendor_wallet_session(p_vendor, p_token_hash, p_player);
  IF s.refusal IS NOT NULL THEN
    RETURN NEXT vendor_wallet_status(s.refusal);
    RETURN;
  END IF;
  RETURN NEXT vendor_wallet_status('ok', vendor_wallet_balance(s.member_id, s.demo));
END $$;
--> statement-breakpoint

CREATE FUNCTION vendor_debit(
  p_vendor text, p_version text, p_enabled boolean, p_maintenance boolean, p_token_hash text, p_player text,
  p_tx text, p_round text, p_game text, p_amount bigint, p_currency text, p_shard smallint
) RETURNS SETOF vendor_wallet_result LANGUAGE plpgsql AS $$
DECLARE
  s record;
  v_refusal text;
  v_wallet bigint;
  v_house bigint;
  v_status text;
  v_ledger_tx bigint;
  v_balance bigint;
  v_answer jsonb;
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
  v_answer := jsonb_build_object('playerId', p_player, 'balance', v_balance::text, 'currency', p_currency,
                                 'txId', p_tx, 'walletTxId', v_ledger_tx::text, 'demo', s.demo);
  UPDATE vendor_transactions SET ledger_transaction_id = v_ledger_tx, answer = v_answer
    WHERE vendor_code = p_vendor AND tx_id = p_tx;
  RETURN NEXT vendor_wallet_status('ok', v_balance, v_answer);
END $$;
--> statement-breakpoint

-- Credit (p_kind 'credit', p_amount the win, p_valid_bet optional) or rollback (p_kind 'rollback':
-- the amount is the debit's stake) of a debit. No session: a win is never refused because it expired.
CREATE FUNCTION vendor_settle(
  p_kind text, p_vendor text, p_version text, p_player text, p_tx text, p_debit text, p_round text,
  p_game text, p_amount bigint, p_valid_bet bigint, p_currency text, p_shard smallint
) RETURNS SETOF vendor_wallet_result LANGUAGE plpgsql AS $$
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
  v_answer jsonb;
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
  v_answer := jsonb_build_object('playerId', p_player, 'balance', v_balance::text, 'currency', p_currency,
                                 'txId', p_tx, 'walletTxId', v_ledger_tx::text, 'demo', b.demo);
  UPDATE vendor_transactions SET ledger_transaction_id = v_ledger_tx, answer = v_answer, amount = v_amount
    WHERE vendor_code = p_vendor AND tx_id = p_tx;
  RETURN NEXT vendor_wallet_status('ok', v_balance, v_answer);
END $$;
