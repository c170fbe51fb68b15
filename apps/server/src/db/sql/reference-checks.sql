-- Reference rules that stand in for foreign keys on the hottest tables.
--
-- Members and game vendors are never deleted, truncated or re-keyed, and bets and vendor transactions
-- never change their member or vendor; so a reference is checked once, when its row is inserted (per
-- INSERT statement over all inserted rows), and cannot break afterwards. A vendor transaction's ledger
-- transaction is checked when it is inserted and when it is set later. Violations answer SQLSTATE
-- 23503 (foreign_key_violation), as a foreign key would.
-- ledger_postings' references (account, transaction, member) are checked by ledger_apply_balances.

CREATE OR REPLACE FUNCTION refuse_referenced_change()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  RAISE EXCEPTION '% rows are never deleted and never change their key', TG_TABLE_NAME USING ERRCODE = '23503';
END $function$;


CREATE OR REPLACE TRIGGER members_key_fixed BEFORE UPDATE OF id ON members
  FOR EACH ROW WHEN (OLD.id IS DISTINCT FROM NEW.id) EXECUTE FUNCTION refuse_referenced_change();

CREATE OR REPLACE TRIGGER members_never_deleted BEFORE DELETE ON members
  FOR EACH ROW EXECUTE FUNCTION refuse_referenced_change();

CREATE OR REPLACE TRIGGER members_no_truncate BEFORE TRUNCATE ON members
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_referenced_change();

CREATE OR REPLACE TRIGGER game_vendors_key_fixed BEFORE UPDATE OF code ON game_vendors
  FOR EACH ROW WHEN (OLD.code IS DISTINCT FROM NEW.code) EXECUTE FUNCTION refuse_referenced_change();

CREATE OR REPLACE TRIGGER game_vendors_never_deleted BEFORE DELETE ON game_vendors
  FOR EACH ROW EXECUTE FUNCTION refuse_referenced_change();

CREATE OR REPLACE TRIGGER game_vendors_no_truncate BEFORE TRUNCATE ON game_vendors
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_referenced_change();

CREATE OR REPLACE FUNCTION refuse_new_owner()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  RAISE EXCEPTION '% rows never change their member or vendor', TG_TABLE_NAME USING ERRCODE = '23503';
END $function$;


CREATE OR REPLACE TRIGGER bets_owner_fixed BEFORE UPDATE OF member_id, vendor_code ON bets
  FOR EACH ROW WHEN (OLD.member_id IS DISTINCT FROM NEW.member_id OR OLD.vendor_code IS DISTINCT FROM NEW.vendor_code)
  EXECUTE FUNCTION refuse_new_owner();

CREATE OR REPLACE TRIGGER vendor_transactions_owner_fixed BEFORE UPDATE OF member_id, vendor_code ON vendor_transactions
  FOR EACH ROW WHEN (OLD.member_id IS DISTINCT FROM NEW.member_id OR OLD.vendor_code IS DISTINCT FROM NEW.vendor_code)
  EXECUTE FUNCTION refuse_new_owner();

CREATE OR REPLACE FUNCTION bets_check_references()
 RETURNS trigger
 LANGUAGE plpgsql
 SET enable_seqscan TO 'off'
AS $function$
BEGIN
  IF EXISTS (
    SELECT 1 FROM inserted i
    WHERE i.member_id <> ALL (ARRAY(
            SELECT m.id FROM members m WHERE m.id = ANY (ARRAY(SELECT x.member_id FROM inserted x))))
       OR i.vendor_code <> ALL (ARRAY(
            SELECT v.code FROM game_vendors v WHERE v.code = ANY (ARRAY(SELECT x.vendor_code FROM inserted x))))
  ) THEN
    RAISE EXCEPTION 'a bet''s member or vendor does not exist' USING ERRCODE = '23503';
  END IF;
  RETURN NULL;
END $function$;


CREATE OR REPLACE TRIGGER bets_references AFTER INSERT ON bets
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION bets_check_references();

CREATE OR REPLACE FUNCTION vendor_transactions_check_references()
 RETURNS trigger
 LANGUAGE plpgsql
 SET enable_seqscan TO 'off'
AS $function$
BEGIN
  IF EXISTS (
    SELECT 1 FROM inserted i
    WHERE i.vendor_code <> ALL (ARRAY(
            SELECT v.code FROM game_vendors v WHERE v.code = ANY (ARRAY(SELECT x.vendor_code FROM inserted x))))
       OR (i.member_id IS NOT NULL AND i.member_id <> ALL (ARRAY(
            SELECT m.id FROM members m WHERE m.id = ANY (ARRAY(SELECT x.member_id FROM inserted x)))))
       OR (i.ledger_transaction_id IS NOT NULL AND i.ledger_transaction_id <> ALL (ARRAY(
            SELECT t.id FROM ledger_transactions t
            WHERE t.id = ANY (ARRAY(SELECT x.ledger_transaction_id FROM inserted x)))))
  ) THEN
    RAISE EXCEPTION 'a vendor transaction''s vendor, member or ledger transaction does not exist'
      USING ERRCODE = '23503';
  END IF;
  RETURN NULL;
END $function$;


CREATE OR REPLACE TRIGGER vendor_transactions_references AFTER INSERT ON vendor_transactions
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION vendor_transactions_check_references();

CREATE OR REPLACE FUNCTION vendor_transactions_check_ledger_transaction()
 RETURNS trigger
 LANGUAGE plpgsql
 SET enable_seqscan TO 'off'
AS $function$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM ledger_transactions t WHERE t.id = NEW.ledger_transaction_id) THEN
    RAISE EXCEPTION 'a vendor transaction''s ledger transaction does not exist' USING ERRCODE = '23503';
  END IF;
  RETURN NULL;
END $function$;


CREATE OR REPLACE TRIGGER vendor_transactions_ledger_transaction AFTER UPDATE OF ledger_transaction_id
  ON vendor_transactions FOR EACH ROW
  WHEN (NEW.ledger_transaction_id IS NOT NULL AND NEW.ledger_transaction_id IS DISTINCT FROM OLD.ledger_transaction_id)
  EXECUTE FUNCTION vendor_transactions_check_ledger_transaction();
