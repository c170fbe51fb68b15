-- vendor_balance: a vendor's balance call. Answers 'stale', 'vendor_not_allowed', a session refusal
-- ('vendor_session_expired', 'vendor_player_mismatch') or 'ok' with the player's real or demo balance.

CREATE OR REPLACE FUNCTION vendor_balance(p_vendor text, p_version text, p_enabled boolean, p_token_hash text, p_player text)
 RETURNS SETOF vendor_wallet_result
 LANGUAGE plpgsql
AS $function$
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
END $function$;

