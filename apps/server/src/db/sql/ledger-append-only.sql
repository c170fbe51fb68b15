-- The journal is append-only: ledger transactions and postings are never updated, deleted or truncated
-- (a correction is a new movement). Also used to refuse deleting or truncating wallet accounts.

CREATE OR REPLACE FUNCTION ledger_refuse_change()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  RAISE EXCEPTION '% is append-only', TG_TABLE_NAME USING ERRCODE = 'WL001';
END $function$;

CREATE OR REPLACE TRIGGER ledger_transactions_append_only BEFORE DELETE OR UPDATE ON ledger_transactions
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();

CREATE OR REPLACE TRIGGER ledger_transactions_no_truncate BEFORE TRUNCATE ON ledger_transactions
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();

CREATE OR REPLACE TRIGGER ledger_postings_append_only BEFORE DELETE OR UPDATE ON ledger_postings
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();

CREATE OR REPLACE TRIGGER ledger_postings_no_truncate BEFORE TRUNCATE ON ledger_postings
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
