-- Decision 0027 (third part). The references of new bets and vendor transactions (migration 0022) are
-- looked up once per statement for all its rows: the keys the statement names, read by one index scan
-- each (`= ANY` of the statement's keys), then each row's key is compared with the keys found. Before,
-- each row probed each table through a LATERAL subquery of its own: five probes per bet and win, 1.6 %
-- of the instructions of a batched pair (callgrind, `bench:wallet-instructions`). Same rules, same
-- SQLSTATE 23503, the whole statement refused. A NULL member or ledger transaction is still no
-- reference: it is skipped before the comparison (NULL <> ALL of an empty array is true).
-- Each row is compared with every key found, so the check grows with the square of a statement's
-- rows. Only the vendor wallet's functions write these tables, a call or a batch of at most 32 calls
-- per statement. A bulk load of many thousands of rows in one statement should look its references up
-- with a join instead.
CREATE OR REPLACE FUNCTION bets_check_references() RETURNS trigger LANGUAGE plpgsql
SET enable_seqscan = off AS $$
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
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION vendor_transactions_check_references() RETURNS trigger LANGUAGE plpgsql
SET enable_seqscan = off AS $$
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
END $$;
