-- Small functions every vendor wallet call shares: the vendor's state and its version, the session
-- check, the player id, the wallet balance, the answer row and a duplicate's stored answer.
-- A vendor call carries the version of the vendor state it was checked against (secret, mode,
-- enabled, maintenance); when the state changed meanwhile the call answers 'stale' and the portal
-- checks it again. Answers use the composite type vendor_wallet_result (status, balance, the stored
-- call's fields for a duplicate, and the ledger transaction id).

CREATE OR REPLACE FUNCTION vendor_wallet_state(p_vendor text)
 RETURNS TABLE(code text, wallet_mode text, enabled boolean, maintenance boolean, secret text, previous_secret text, previous_valid_until timestamp with time zone, version text)
 LANGUAGE sql
 STABLE
AS $function$
  SELECT v.code, v.wallet_mode, v.enabled, v.maintenance, k.secret, k.previous_secret, k.previous_valid_until,
         md5(row(v.wallet_mode, v.enabled, v.maintenance, k.secret, k.previous_secret,
                 extract(epoch FROM k.previous_valid_until))::text)
  FROM game_vendors v LEFT JOIN vendor_wallet_keys k ON k.vendor_code = v.code
  WHERE v.code = p_vendor
$function$;


CREATE OR REPLACE FUNCTION vendor_wallet_stale(p_vendor text, p_version text)
 RETURNS boolean
 LANGUAGE sql
 STABLE
AS $function$
  SELECT p_version IS NOT NULL AND (SELECT s.version FROM vendor_wallet_state(p_vendor) s) IS DISTINCT FROM p_version
$function$;


CREATE OR REPLACE FUNCTION vendor_wallet_member(p_player text)
 RETURNS bigint
 LANGUAGE sql
 IMMUTABLE
AS $function$
  SELECT CASE WHEN p_player ~ '^[0-9]{1,19}$' AND p_player::numeric <= 9223372036854775807 THEN p_player::bigint END
$function$;


CREATE OR REPLACE FUNCTION vendor_wallet_balance(p_member bigint, p_demo boolean)
 RETURNS bigint
 LANGUAGE sql
 STABLE
AS $function$
  SELECT coalesce((SELECT a.balance FROM wallet_accounts a
                   WHERE a.member_id = p_member AND a.kind = CASE WHEN p_demo THEN 'demo' ELSE 'main' END), 0)
$function$;


CREATE OR REPLACE FUNCTION vendor_wallet_status(p_status text, p_balance bigint DEFAULT NULL::bigint, p_wallet_tx bigint DEFAULT NULL::bigint)
 RETURNS vendor_wallet_result
 LANGUAGE sql
 IMMUTABLE
AS $function$
  SELECT ROW(p_status, p_balance, NULL, NULL, NULL, NULL, NULL, NULL, p_wallet_tx)::vendor_wallet_result
$function$;


CREATE OR REPLACE FUNCTION vendor_wallet_session(p_vendor text, p_token_hash text, p_player text, OUT refusal text, OUT member_id bigint, OUT demo boolean)
 RETURNS record
 LANGUAGE plpgsql
 STABLE
AS $function$
BEGIN
  SELECT s.member_id, s.demo INTO member_id, demo FROM vendor_sessions s
    WHERE s.token_hash = p_token_hash AND s.vendor_code = p_vendor AND s.expires_at > now();
  IF NOT FOUND THEN
    refusal := 'vendor_session_expired';
  ELSIF member_id::text <> p_player THEN
    refusal := 'vendor_player_mismatch';
  END IF;
END $function$;


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
