-- Ledger postings: how a statement's postings move balances, and what every movement must satisfy.
--
-- Guarantees (checked once per INSERT statement on ledger_postings, over all rows it inserted):
--  * each posting's account exists, and its balance moves by the posting's amount (this trigger is the
--    only writer of wallet_accounts.balance: ledger-accounts.sql refuses any other);
--  * the postings of a transaction sum to zero per currency (double entry), and never mix demo credit
--    with real money;
--  * a member account never runs below zero;
--  * balance_after is the account's running balance, in posting-id order;
--  * each posting's transaction exists, its member exists, and all postings of a transaction are
--    written in the same statement (a transaction cannot be extended later);
--  * every ledger transaction has postings (checked when transactions are inserted: a transaction is
--    written in the same statement as its postings, so its postings are visible to the AFTER trigger).
-- Error codes: WL002 unbalanced or split transaction, WL004 demo meets real money, WL006 a transaction
-- without postings, WL007 a wrong running balance, 23514 overdraft, 23503 a missing reference.

CREATE OR REPLACE FUNCTION ledger_apply_balances()
 RETURNS trigger
 LANGUAGE plpgsql
 SET enable_seqscan TO 'off'
AS $function$
DECLARE
  v_missing bigint;
  v_refusal text;
  v_found bigint;
  v_expected bigint;
  v_orphans bigint;
  v_stored bigint;
  v_postings bigint;
BEGIN
  WITH t AS (
    SELECT i.account_id AS id, sum(i.amount) AS total FROM inserted i GROUP BY i.account_id
  ), moved AS (
    UPDATE wallet_accounts a SET balance = a.balance + t.total
      FROM t
      WHERE a.id = ANY (ARRAY(SELECT t.id FROM t)) AND a.id = t.id
      RETURNING a.id, a.balance, a.member_id AS member, a.currency, a.demo, t.total
  ), txs AS (
    SELECT ARRAY(SELECT DISTINCT i.transaction_id FROM inserted i) AS ids
  ), found AS (
    -- The statement's transactions, each with its member when it has one: one lookup for both checks.
    SELECT count(*) AS n, count(*) FILTER (WHERE x.member_id IS NOT NULL AND mb.ok IS NULL) AS orphans
      FROM ledger_transactions x
      LEFT JOIN LATERAL (SELECT true AS ok FROM members mb WHERE mb.id = x.member_id LIMIT 1) mb ON true
      WHERE x.id = ANY ((SELECT txs.ids FROM txs)::bigint[])
  )
  SELECT (SELECT count(*) FROM t) - (SELECT count(*) FROM moved),
         (SELECT min(c.refusal) FROM (
            SELECT CASE
              WHEN sum(r.amount) OVER (PARTITION BY r.transaction_id, m.currency) <> 0 THEN '1'
              WHEN bool_or(m.demo) OVER (PARTITION BY r.transaction_id)
                   <> bool_and(m.demo) OVER (PARTITION BY r.transaction_id) THEN '2'
              WHEN m.member IS NOT NULL AND r.balance_after < 0 THEN '3'
              WHEN r.balance_after <> m.balance - m.total + r.run THEN '4'
            END AS refusal
            FROM (SELECT i.transaction_id, i.account_id, i.amount, i.balance_after,
                         sum(i.amount) OVER (PARTITION BY i.account_id ORDER BY i.id) AS run FROM inserted i) r
            JOIN moved m ON m.id = r.account_id) c),
         (SELECT count(*) FROM inserted),
         (SELECT cardinality(txs.ids) FROM txs),
         (SELECT found.n FROM found),
         (SELECT found.orphans FROM found),
         (SELECT count(*) FROM ledger_postings p WHERE p.transaction_id = ANY ((SELECT txs.ids FROM txs)::bigint[]))
    INTO v_missing, v_refusal, v_postings, v_expected, v_found, v_orphans, v_stored;
  IF v_missing <> 0 THEN
    RAISE EXCEPTION 'a posting''s account does not exist' USING ERRCODE = '23503';
  ELSIF v_refusal = '1' THEN
    RAISE EXCEPTION 'postings of a transaction must sum to zero' USING ERRCODE = 'WL002';
  ELSIF v_refusal = '2' THEN
    RAISE EXCEPTION 'demo credit never meets real money' USING ERRCODE = 'WL004';
  ELSIF v_refusal = '3' THEN
    RAISE EXCEPTION 'a member account never runs below zero' USING ERRCODE = '23514',
      CONSTRAINT = 'wallet_accounts_no_overdraft';
  ELSIF v_refusal = '4' THEN
    RAISE EXCEPTION 'a posting''s balance_after is its account''s running balance' USING ERRCODE = 'WL007';
  ELSIF v_found <> v_expected THEN
    RAISE EXCEPTION 'a posting''s transaction does not exist' USING ERRCODE = '23503';
  ELSIF v_orphans > 0 THEN
    RAISE EXCEPTION 'a ledger transaction''s member does not exist' USING ERRCODE = '23503';
  ELSIF v_stored <> v_postings THEN
    RAISE EXCEPTION 'a transaction''s postings are written at once' USING ERRCODE = 'WL002';
  END IF;
  RETURN NULL;
END $function$;


CREATE OR REPLACE TRIGGER ledger_postings_running_balances AFTER INSERT ON ledger_postings
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION ledger_apply_balances();

CREATE OR REPLACE FUNCTION ledger_check_has_postings()
 RETURNS trigger
 LANGUAGE plpgsql
 SET enable_seqscan TO 'off'
AS $function$
BEGIN
  IF EXISTS (
    SELECT 1 FROM inserted i WHERE NOT EXISTS (SELECT 1 FROM ledger_postings p WHERE p.transaction_id = i.id)
  ) THEN
    RAISE EXCEPTION 'a transaction is written with its postings' USING ERRCODE = 'WL006';
  END IF;
  RETURN NULL;
END $function$;


CREATE OR REPLACE TRIGGER ledger_transactions_have_postings AFTER INSERT ON ledger_transactions
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION ledger_check_has_postings();
