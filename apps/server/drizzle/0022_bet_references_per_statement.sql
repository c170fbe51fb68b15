-- Decision 0026. What PostgreSQL does for every bet and win, made cheaper without giving up a rule.
--
-- 1. The references of the rows each vendor call writes are checked per statement, not per row by
--    foreign keys. A foreign key checks each row with a cached query of its own that locks the
--    referenced row FOR KEY SHARE (a WAL record; a MultiXact when two batches lock the same vendor row
--    at once): ten such checks per bet and win, 15 % of the instructions of a batched pair (callgrind,
--    `bench:wallet-instructions`). Dropped: ledger_transactions.member_id, bets.member_id and
--    .vendor_code, vendor_transactions.vendor_code, .member_id and .ledger_transaction_id.
--    Checked instead, with SQLSTATE 23503 as before:
--    - a ledger transaction's member, by the posting trigger (ledger_apply_balances), which already looks
--      up every transaction of its statement: every transaction has postings (ledger_transactions_have_
--      postings refuses one without at commit), and a transaction never changes (append-only);
--    - a bet's member and vendor, by a statement trigger on INSERT; neither ever changes (refused);
--    - a vendor transaction's vendor, member and ledger transaction, by a statement trigger on INSERT;
--      its vendor and member never change (refused), a ledger transaction set later is probed by a row
--      trigger.
--    What a foreign key also guarantees, that the referenced row stays: ledger transactions are
--    append-only (migration 0004); members and game vendors are now never deleted, truncated or given
--    another key (refused below; nothing ever did). So no lock is needed to keep a checked reference valid.
-- 2. The list CHECKs of the same tables are stored as one array constant (`kind = any ('{…}'::text[])`)
--    instead of an array of constants. Every statement that writes a table reads all its CHECKs back from
--    their stored text; the shorter text is read faster. Same rules.
ALTER TABLE "ledger_transactions" DROP CONSTRAINT "ledger_transactions_kind";--> statement-breakpoint
ALTER TABLE "wallet_accounts" DROP CONSTRAINT "wallet_accounts_kind";--> statement-breakpoint
ALTER TABLE "wallet_accounts" DROP CONSTRAINT "wallet_accounts_owner";--> statement-breakpoint
ALTER TABLE "wallet_accounts" DROP CONSTRAINT "wallet_accounts_vendor";--> statement-breakpoint
ALTER TABLE "wallet_accounts" DROP CONSTRAINT "wallet_accounts_demo";--> statement-breakpoint
ALTER TABLE "bets" DROP CONSTRAINT "bets_status";--> statement-breakpoint
ALTER TABLE "vendor_transactions" DROP CONSTRAINT "vendor_transactions_kind";--> statement-breakpoint
ALTER TABLE "vendor_transactions" DROP CONSTRAINT "vendor_transactions_ref";--> statement-breakpoint
ALTER TABLE "ledger_transactions" DROP CONSTRAINT "ledger_transactions_member_id_members_id_fk";
--> statement-breakpoint
ALTER TABLE "bets" DROP CONSTRAINT "bets_member_id_members_id_fk";
--> statement-breakpoint
ALTER TABLE "bets" DROP CONSTRAINT "bets_vendor_code_game_vendors_code_fk";
--> statement-breakpoint
ALTER TABLE "vendor_transactions" DROP CONSTRAINT "vendor_transactions_vendor_code_game_vendors_code_fk";
--> statement-breakpoint
ALTER TABLE "vendor_transactions" DROP CONSTRAINT "vendor_transactions_member_id_members_id_fk";
--> statement-breakpoint
ALTER TABLE "vendor_transactions" DROP CONSTRAINT "vendor_transactions_ledger_transaction_id_ledger_transactions_id_fk";
--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_kind" CHECK ("ledger_transactions"."kind" = any ('{deposit,withdraw_hold,withdraw_release,withdraw_payout,transfer_to_vendor,transfer_from_vendor,transfer_upline,transfer_downline,bet,win,rollback,demo_credit,bonus,adjustment}'::text[]));--> statement-breakpoint
ALTER TABLE "wallet_accounts" ADD CONSTRAINT "wallet_accounts_kind" CHECK ("wallet_accounts"."kind" = any ('{main,vendor,demo,house,payments_in,payments_out,withdrawals_held,transfers_pending,bonus,agent_payout,demo_issuer}'::text[]));--> statement-breakpoint
ALTER TABLE "wallet_accounts" ADD CONSTRAINT "wallet_accounts_owner" CHECK (("wallet_accounts"."member_id" is not null) = ("wallet_accounts"."kind" = any ('{main,vendor,demo}'::text[])));--> statement-breakpoint
ALTER TABLE "wallet_accounts" ADD CONSTRAINT "wallet_accounts_vendor" CHECK (("wallet_accounts"."vendor_code" is not null) = ("wallet_accounts"."kind" = any ('{vendor,house}'::text[])));--> statement-breakpoint
ALTER TABLE "wallet_accounts" ADD CONSTRAINT "wallet_accounts_demo" CHECK ("wallet_accounts"."demo" = ("wallet_accounts"."kind" = any ('{demo,demo_issuer}'::text[])) or "wallet_accounts"."kind" = 'house');--> statement-breakpoint
ALTER TABLE "bets" ADD CONSTRAINT "bets_status" CHECK ("bets"."status" = any ('{open,settled,rolled_back}'::text[]));--> statement-breakpoint
ALTER TABLE "vendor_transactions" ADD CONSTRAINT "vendor_transactions_kind" CHECK ("vendor_transactions"."kind" = any ('{debit,credit,rollback,tombstone}'::text[]));--> statement-breakpoint
ALTER TABLE "vendor_transactions" ADD CONSTRAINT "vendor_transactions_ref" CHECK (("vendor_transactions"."ref_tx_id" is not null) = ("vendor_transactions"."kind" = any ('{credit,rollback}'::text[])));
--> statement-breakpoint
CREATE FUNCTION refuse_referenced_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% rows are never deleted and never change their key', TG_TABLE_NAME USING ERRCODE = '23503';
END $$;
--> statement-breakpoint
CREATE TRIGGER members_never_deleted BEFORE DELETE ON members
  FOR EACH ROW EXECUTE FUNCTION refuse_referenced_change();
--> statement-breakpoint
CREATE TRIGGER members_no_truncate BEFORE TRUNCATE ON members
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_referenced_change();
--> statement-breakpoint
CREATE TRIGGER members_key_fixed BEFORE UPDATE OF id ON members
  FOR EACH ROW WHEN (OLD.id IS DISTINCT FROM NEW.id) EXECUTE FUNCTION refuse_referenced_change();
--> statement-breakpoint
CREATE TRIGGER game_vendors_never_deleted BEFORE DELETE ON game_vendors
  FOR EACH ROW EXECUTE FUNCTION refuse_referenced_change();
--> statement-breakpoint
CREATE TRIGGER game_vendors_no_truncate BEFORE TRUNCATE ON game_vendors
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_referenced_change();
--> statement-breakpoint
CREATE TRIGGER game_vendors_key_fixed BEFORE UPDATE OF code ON game_vendors
  FOR EACH ROW WHEN (OLD.code IS DISTINCT FROM NEW.code) EXECUTE FUNCTION refuse_referenced_change();
--> statement-breakpoint

-- A bet's member and vendor exist (once per statement; a probe per bet) and never change.
CREATE FUNCTION bets_check_references() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (
    SELECT 1 FROM inserted i
      LEFT JOIN LATERAL (SELECT true AS ok FROM members m WHERE m.id = i.member_id LIMIT 1) m ON true
      LEFT JOIN LATERAL (SELECT true AS ok FROM game_vendors v WHERE v.code = i.vendor_code LIMIT 1) v ON true
    WHERE m.ok IS NULL OR v.ok IS NULL
  ) THEN
    RAISE EXCEPTION 'a bet''s member or vendor does not exist' USING ERRCODE = '23503';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
ALTER FUNCTION bets_check_references() SET enable_seqscan = off;
--> statement-breakpoint
CREATE TRIGGER bets_references AFTER INSERT ON bets
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION bets_check_references();
--> statement-breakpoint
CREATE FUNCTION refuse_new_owner() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% rows never change their member or vendor', TG_TABLE_NAME USING ERRCODE = '23503';
END $$;
--> statement-breakpoint
CREATE TRIGGER bets_owner_fixed BEFORE UPDATE OF member_id, vendor_code ON bets
  FOR EACH ROW WHEN (OLD.member_id IS DISTINCT FROM NEW.member_id OR OLD.vendor_code IS DISTINCT FROM NEW.vendor_code)
  EXECUTE FUNCTION refuse_new_owner();
--> statement-breakpoint

-- A vendor transaction's vendor, member (when it has one) and ledger transaction (when it has one) exist.
CREATE FUNCTION vendor_transactions_check_references() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (
    SELECT 1 FROM inserted i
      LEFT JOIN LATERAL (SELECT true AS ok FROM game_vendors v WHERE v.code = i.vendor_code LIMIT 1) v ON true
      LEFT JOIN LATERAL (SELECT true AS ok FROM members m WHERE m.id = i.member_id LIMIT 1) m ON true
      LEFT JOIN LATERAL (
        SELECT true AS ok FROM ledger_transactions t WHERE t.id = i.ledger_transaction_id LIMIT 1) t ON true
    WHERE v.ok IS NULL OR (i.member_id IS NOT NULL AND m.ok IS NULL)
       OR (i.ledger_transaction_id IS NOT NULL AND t.ok IS NULL)
  ) THEN
    RAISE EXCEPTION 'a vendor transaction''s vendor, member or ledger transaction does not exist'
      USING ERRCODE = '23503';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
ALTER FUNCTION vendor_transactions_check_references() SET enable_seqscan = off;
--> statement-breakpoint
CREATE TRIGGER vendor_transactions_references AFTER INSERT ON vendor_transactions
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION vendor_transactions_check_references();
--> statement-breakpoint
-- Its vendor and member never change; the ledger transaction is set after the row (single calls).
CREATE TRIGGER vendor_transactions_owner_fixed BEFORE UPDATE OF member_id, vendor_code ON vendor_transactions
  FOR EACH ROW WHEN (OLD.member_id IS DISTINCT FROM NEW.member_id OR OLD.vendor_code IS DISTINCT FROM NEW.vendor_code)
  EXECUTE FUNCTION refuse_new_owner();
--> statement-breakpoint
CREATE FUNCTION vendor_transactions_check_ledger_transaction() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM ledger_transactions t WHERE t.id = NEW.ledger_transaction_id) THEN
    RAISE EXCEPTION 'a vendor transaction''s ledger transaction does not exist' USING ERRCODE = '23503';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
ALTER FUNCTION vendor_transactions_check_ledger_transaction() SET enable_seqscan = off;
--> statement-breakpoint
CREATE TRIGGER vendor_transactions_ledger_transaction AFTER UPDATE OF ledger_transaction_id ON vendor_transactions
  FOR EACH ROW WHEN (NEW.ledger_transaction_id IS NOT NULL
                     AND NEW.ledger_transaction_id IS DISTINCT FROM OLD.ledger_transaction_id)
  EXECUTE FUNCTION vendor_transactions_check_ledger_transaction();
--> statement-breakpoint

-- The posting trigger of migration 0020, its last lookup now also checking each transaction's member.
CREATE OR REPLACE FUNCTION ledger_apply_balances() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_accounts bigint[];
  v_totals bigint[];
  v_transactions bigint[];
  v_postings bigint;
  v_moved bigint[];
  v_after bigint[];
  v_members bigint[];
  v_currencies text[];
  v_demo boolean[];
  v_found bigint;
  v_orphans bigint;
  v_stored bigint;
  v_refusal text;
BEGIN
  SELECT array_agg(t.account_id ORDER BY t.account_id), array_agg(t.total ORDER BY t.account_id),
         (SELECT array_agg(DISTINCT i.transaction_id) FROM inserted i), (SELECT count(*) FROM inserted i)
    INTO v_accounts, v_totals, v_transactions, v_postings
    FROM (SELECT i.account_id, sum(i.amount) AS total FROM inserted i GROUP BY i.account_id) t;
  -- The writer locked the accounts (in id order) before it inserted; this applies each one's total.
  WITH moved AS (
    UPDATE wallet_accounts a SET balance = a.balance + t.total
      FROM unnest(v_accounts, v_totals) AS t(id, total)
      WHERE a.id = ANY (v_accounts) AND a.id = t.id
      RETURNING a.id, a.balance, a.member_id, a.currency, a.demo
  )
  SELECT array_agg(moved.id), array_agg(moved.balance), array_agg(moved.member_id), array_agg(moved.currency),
         array_agg(moved.demo)
    INTO v_moved, v_after, v_members, v_currencies, v_demo FROM moved;
  IF coalesce(cardinality(v_moved), 0) <> coalesce(cardinality(v_accounts), 0) THEN
    RAISE EXCEPTION 'a posting''s account does not exist' USING ERRCODE = '23503';
  END IF;
  -- Every posting with its account (balance before the statement = balance after − total) and its
  -- running sum in insert order; the first broken rule in the order of migration 0020.
  SELECT min(c.refusal) INTO v_refusal FROM (
    SELECT CASE
      WHEN sum(r.amount) OVER (PARTITION BY r.transaction_id, m.currency) <> 0 THEN '1'
      WHEN bool_or(m.demo) OVER (PARTITION BY r.transaction_id)
           <> bool_and(m.demo) OVER (PARTITION BY r.transaction_id) THEN '2'
      WHEN m.member IS NOT NULL AND r.balance_after < 0 THEN '3'
      WHEN r.balance_after <> m.balance - t.total + r.run THEN '4'
    END AS refusal
    FROM (SELECT i.transaction_id, i.account_id, i.amount, i.balance_after,
                 sum(i.amount) OVER (PARTITION BY i.account_id ORDER BY i.id) AS run FROM inserted i) r
    JOIN unnest(v_accounts, v_totals) AS t(id, total) ON t.id = r.account_id
    JOIN unnest(v_moved, v_after, v_members, v_currencies, v_demo) AS m(id, balance, member, currency, demo)
      ON m.id = r.account_id
  ) c;
  IF v_refusal = '1' THEN
    RAISE EXCEPTION 'postings of a transaction must sum to zero' USING ERRCODE = 'WL002';
  ELSIF v_refusal = '2' THEN
    RAISE EXCEPTION 'demo credit never meets real money' USING ERRCODE = 'WL004';
  ELSIF v_refusal = '3' THEN
    RAISE EXCEPTION 'a member account never runs below zero' USING ERRCODE = '23514',
      CONSTRAINT = 'wallet_accounts_no_overdraft';
  ELSIF v_refusal = '4' THEN
    RAISE EXCEPTION 'a posting''s balance_after is its account''s running balance' USING ERRCODE = 'WL007';
  END IF;
  -- Index lookups by key (the transactions are unique in v_transactions): each transaction, its member
  -- when it has one, and the postings stored for them.
  SELECT count(*), count(*) FILTER (WHERE x.member_id IS NOT NULL AND m.ok IS NULL),
         (SELECT count(*) FROM ledger_postings p WHERE p.transaction_id = ANY (v_transactions))
    INTO v_found, v_orphans, v_stored
    FROM ledger_transactions x
    LEFT JOIN LATERAL (SELECT true AS ok FROM members m WHERE m.id = x.member_id LIMIT 1) m ON true
    WHERE x.id = ANY (v_transactions);
  IF v_found <> cardinality(v_transactions) THEN
    RAISE EXCEPTION 'a posting''s transaction does not exist' USING ERRCODE = '23503';
  ELSIF v_orphans > 0 THEN
    RAISE EXCEPTION 'a ledger transaction''s member does not exist' USING ERRCODE = '23503';
  ELSIF v_stored <> v_postings THEN
    RAISE EXCEPTION 'a transaction''s postings are written at once' USING ERRCODE = 'WL002';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- CREATE OR REPLACE drops a function's settings: its lookups are by key, whatever the statistics say.
ALTER FUNCTION ledger_apply_balances() SET enable_seqscan = off;
