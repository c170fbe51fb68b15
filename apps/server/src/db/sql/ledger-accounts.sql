-- Wallet accounts: how an account is opened and what never changes about it.
--
-- Guarantees:
--  * an account opens at zero, and its member, vendor and demo class fit its kind (main, vendor and
--    demo accounts, and only these, belong to a member; vendor and house accounts, and only these,
--    name a vendor; demo and demo_issuer accounts, and house accounts of demo games, hold demo credit);
--  * a balance changes only through a ledger posting (the posting trigger in ledger-postings.sql is the
--    only writer of `balance`);
--  * an account's id, owner, kind, vendor, currency and class never change, and accounts are never
--    deleted or truncated.
-- The no-overdraft rule for member accounts is the CHECK wallet_accounts_no_overdraft on the table.

-- The id of an account, opened at zero when it does not exist yet (a concurrent opener wins the race
-- and this call then reads its row).
CREATE OR REPLACE FUNCTION ledger_account_id(p_member bigint, p_kind text, p_vendor text, p_currency text,
                                             p_demo boolean, p_shard smallint)
 RETURNS bigint
 LANGUAGE plpgsql
AS $function$
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
END $function$;

-- A new account opens at zero with a shape that fits its kind.
CREATE OR REPLACE FUNCTION ledger_refuse_new_balance()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF NEW.balance <> 0 THEN
    RAISE EXCEPTION 'an account opens at zero' USING ERRCODE = 'WL005';
  ELSIF (NEW.member_id IS NOT NULL) <> (NEW.kind IN ('main', 'vendor', 'demo')) THEN
    RAISE EXCEPTION 'main, vendor and demo accounts, and only these, belong to a member'
      USING ERRCODE = '23514', CONSTRAINT = 'wallet_accounts_owner';
  ELSIF (NEW.vendor_code IS NOT NULL) <> (NEW.kind IN ('vendor', 'house')) THEN
    RAISE EXCEPTION 'vendor and house accounts, and only these, have a vendor'
      USING ERRCODE = '23514', CONSTRAINT = 'wallet_accounts_vendor';
  ELSIF NEW.demo <> (NEW.kind IN ('demo', 'demo_issuer')) AND NEW.kind <> 'house' THEN
    RAISE EXCEPTION 'demo and demo_issuer accounts, and only these and house accounts, hold demo credit'
      USING ERRCODE = '23514', CONSTRAINT = 'wallet_accounts_demo';
  END IF;
  RETURN NEW;
END $function$;

-- An update of an account may not set its balance (outside the posting trigger, which runs one trigger
-- level down) nor change what the account is.
CREATE OR REPLACE FUNCTION ledger_guard_balance()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF NEW.balance IS DISTINCT FROM OLD.balance AND pg_trigger_depth() < 2 THEN
    RAISE EXCEPTION 'a balance changes only through a ledger posting' USING ERRCODE = 'WL005';
  END IF;
  IF NEW.id <> OLD.id OR NEW.member_id IS DISTINCT FROM OLD.member_id OR NEW.currency <> OLD.currency
     OR NEW.demo <> OLD.demo OR NEW.kind <> OLD.kind OR NEW.vendor_code IS DISTINCT FROM OLD.vendor_code THEN
    RAISE EXCEPTION 'an account''s id, owner, kind, vendor, currency and class never change' USING ERRCODE = 'WL005';
  END IF;
  RETURN NEW;
END $function$;

CREATE OR REPLACE TRIGGER wallet_accounts_open_at_zero BEFORE INSERT ON wallet_accounts
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_new_balance();

-- The guard runs only when it may refuse: a balance set outside any trigger (the posting trigger's own
-- update is at depth 1 when this WHEN is evaluated), or an update naming an identity column.
CREATE OR REPLACE TRIGGER wallet_accounts_guard BEFORE UPDATE OF balance ON wallet_accounts
  FOR EACH ROW WHEN (pg_trigger_depth() < 1) EXECUTE FUNCTION ledger_guard_balance();

CREATE OR REPLACE TRIGGER wallet_accounts_identity BEFORE UPDATE OF id, member_id, kind, vendor_code, currency, demo
  ON wallet_accounts FOR EACH ROW EXECUTE FUNCTION ledger_guard_balance();

CREATE OR REPLACE TRIGGER wallet_accounts_no_delete BEFORE DELETE ON wallet_accounts
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();

CREATE OR REPLACE TRIGGER wallet_accounts_no_truncate BEFORE TRUNCATE ON wallet_accounts
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
