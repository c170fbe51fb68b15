-- Decision 0027. The rules of single columns on the tables every bet and win writes become domains.
-- PostgreSQL reads every CHECK of a table back from its stored text, and plans it again, at the start
-- of each statement that writes the table, an UPDATE of another column included: 1.05 million of the
-- 5.7 million instructions a debit batch and a credit batch cost whatever their size (callgrind,
-- `bench:wallet-instructions`). A domain's CHECK is kept prepared with the type and runs only where a
-- statement writes a value into the column. The same values are refused, with SQLSTATE 23514.
-- The lists are the contract's (LEDGER_KINDS) and the schema's; domains.int.test.ts compares them.
CREATE DOMAIN ledger_kind AS text CONSTRAINT ledger_kind_check CHECK (VALUE = ANY ('{deposit,withdraw_hold,withdraw_release,withdraw_payout,transfer_to_vendor,transfer_from_vendor,transfer_upline,transfer_downline,bet,win,rollback,demo_credit,bonus,adjustment}'::text[]));--> statement-breakpoint
CREATE DOMAIN account_kind AS text CONSTRAINT account_kind_check CHECK (VALUE = ANY ('{main,vendor,demo,house,payments_in,payments_out,withdrawals_held,transfers_pending,bonus,agent_payout,demo_issuer}'::text[]));--> statement-breakpoint
CREATE DOMAIN currency_code AS text CONSTRAINT currency_code_check CHECK (VALUE ~ '^[A-Z]{3}$');--> statement-breakpoint
CREATE DOMAIN vendor_tx_kind AS text CONSTRAINT vendor_tx_kind_check CHECK (VALUE = ANY ('{debit,credit,rollback,tombstone}'::text[]));--> statement-breakpoint
CREATE DOMAIN bet_status AS text CONSTRAINT bet_status_check CHECK (VALUE = ANY ('{open,settled,rolled_back}'::text[]));--> statement-breakpoint
CREATE DOMAIN amount_positive AS bigint CONSTRAINT amount_positive_check CHECK (VALUE > 0);--> statement-breakpoint
CREATE DOMAIN amount_not_negative AS bigint CONSTRAINT amount_not_negative_check CHECK (VALUE >= 0);--> statement-breakpoint
ALTER TABLE "ledger_transactions" DROP CONSTRAINT "ledger_transactions_kind";--> statement-breakpoint
ALTER TABLE "wallet_accounts" DROP CONSTRAINT "wallet_accounts_kind";--> statement-breakpoint
ALTER TABLE "wallet_accounts" DROP CONSTRAINT "wallet_accounts_owner";--> statement-breakpoint
ALTER TABLE "wallet_accounts" DROP CONSTRAINT "wallet_accounts_vendor";--> statement-breakpoint
ALTER TABLE "wallet_accounts" DROP CONSTRAINT "wallet_accounts_demo";--> statement-breakpoint
ALTER TABLE "wallet_accounts" DROP CONSTRAINT "wallet_accounts_currency";--> statement-breakpoint
ALTER TABLE "bets" DROP CONSTRAINT "bets_status";--> statement-breakpoint
ALTER TABLE "bets" DROP CONSTRAINT "bets_amounts";--> statement-breakpoint
ALTER TABLE "vendor_transactions" DROP CONSTRAINT "vendor_transactions_kind";--> statement-breakpoint
ALTER TABLE "vendor_transactions" DROP CONSTRAINT "vendor_transactions_amount";--> statement-breakpoint
ALTER TABLE "ledger_transactions" ALTER COLUMN "kind" SET DATA TYPE "ledger_kind";--> statement-breakpoint
ALTER TABLE "wallet_accounts" ALTER COLUMN "kind" SET DATA TYPE "account_kind";--> statement-breakpoint
ALTER TABLE "wallet_accounts" ALTER COLUMN "currency" SET DATA TYPE "currency_code";--> statement-breakpoint
ALTER TABLE "bets" ALTER COLUMN "stake" SET DATA TYPE "amount_positive";--> statement-breakpoint
ALTER TABLE "bets" ALTER COLUMN "valid_bet" SET DATA TYPE "amount_not_negative";--> statement-breakpoint
ALTER TABLE "bets" ALTER COLUMN "valid_bet" SET DEFAULT 0;--> statement-breakpoint
ALTER TABLE "bets" ALTER COLUMN "payout" SET DATA TYPE "amount_not_negative";--> statement-breakpoint
ALTER TABLE "bets" ALTER COLUMN "payout" SET DEFAULT 0;--> statement-breakpoint
ALTER TABLE "bets" ALTER COLUMN "status" SET DATA TYPE "bet_status";--> statement-breakpoint
ALTER TABLE "bets" ALTER COLUMN "status" SET DEFAULT 'open';--> statement-breakpoint
ALTER TABLE "vendor_transactions" ALTER COLUMN "kind" SET DATA TYPE "vendor_tx_kind";--> statement-breakpoint
ALTER TABLE "vendor_transactions" ALTER COLUMN "amount" SET DATA TYPE "amount_not_negative";
--> statement-breakpoint
-- The rules across columns of wallet_accounts are checked when an account is opened, with the names and
-- SQLSTATE of the CHECKs they were: which kinds belong to a member, which have a vendor, which hold demo
-- credit. None of these columns ever changes (the guard now also keeps vendor_code), so a balance UPDATE
-- no longer reads them back.
CREATE OR REPLACE FUNCTION ledger_refuse_new_balance() RETURNS trigger LANGUAGE plpgsql AS $$
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
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION ledger_guard_balance() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.balance IS DISTINCT FROM OLD.balance AND pg_trigger_depth() < 2 THEN
    RAISE EXCEPTION 'a balance changes only through a ledger posting' USING ERRCODE = 'WL005';
  END IF;
  IF NEW.id <> OLD.id OR NEW.member_id IS DISTINCT FROM OLD.member_id OR NEW.currency <> OLD.currency
     OR NEW.demo <> OLD.demo OR NEW.kind <> OLD.kind OR NEW.vendor_code IS DISTINCT FROM OLD.vendor_code THEN
    RAISE EXCEPTION 'an account''s id, owner, kind, vendor, currency and class never change' USING ERRCODE = 'WL005';
  END IF;
  RETURN NEW;
END $$;
