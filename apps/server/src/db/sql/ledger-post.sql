-- ledger_post: the one call that moves money for the services (LedgerService.post) and the vendor
-- wallet's single calls (vendor_debit, vendor_settle).
--
-- Guarantees:
--  * idempotency: a key seen before answers 'replayed' with the stored postings when the stored movement
--    is the one asked for (same kind, member and legs: each account by owner, kind, vendor and class,
--    whatever its shard, with the same amount), and 'conflict' otherwise; nothing is written twice (a
--    concurrent writer with the same key that commits first makes this call answer as its replay);
--  * the accounts are locked in id order (FOR UPDATE) before any check, so concurrent movements over the
--    same accounts serialise and never deadlock among themselves;
--  * 'insufficient', with nothing written, when a member account would run below zero;
--  * otherwise the movement is written by ledger_write ('ok'), the one writer of the ledger, whose
--    posting triggers (ledger-postings.sql) check every ledger rule.
-- Answer: one row per posting (status, transaction id, created_at, account, amount, balance_after).

CREATE OR REPLACE FUNCTION ledger_post(p_key text, p_kind text, p_member bigint, p_reference text, p_memo jsonb,
                                       p_accounts bigint[], p_amounts bigint[])
 RETURNS TABLE(status text, transaction_id bigint, created_at timestamp with time zone, account_id bigint, amount bigint, balance_after bigint)
 LANGUAGE plpgsql
AS $function$
DECLARE
  v_id bigint;
  v_same boolean;
  v_short boolean;
BEGIN
  FOR pass IN 1..2 LOOP
    SELECT t.id, t.kind = p_kind AND t.member_id IS NOT DISTINCT FROM p_member INTO v_id, v_same
      FROM ledger_transactions t WHERE t.idempotency_key = p_key;
    IF v_id IS NOT NULL THEN
      -- The same legs: each account compared by what it is (a system account's shard may differ).
      v_same := v_same AND NOT EXISTS (
        (SELECT a.member_id, a.kind, a.vendor_code, a.demo, u.m
           FROM unnest(p_accounts, p_amounts) AS u(a, m) JOIN wallet_accounts a ON a.id = u.a
         EXCEPT ALL
         SELECT a.member_id, a.kind, a.vendor_code, a.demo, p.amount
           FROM ledger_postings p JOIN wallet_accounts a ON a.id = p.account_id WHERE p.transaction_id = v_id)
        UNION ALL
        (SELECT a.member_id, a.kind, a.vendor_code, a.demo, p.amount
           FROM ledger_postings p JOIN wallet_accounts a ON a.id = p.account_id WHERE p.transaction_id = v_id
         EXCEPT ALL
         SELECT a.member_id, a.kind, a.vendor_code, a.demo, u.m
           FROM unnest(p_accounts, p_amounts) AS u(a, m) JOIN wallet_accounts a ON a.id = u.a));
      IF NOT v_same THEN
        RETURN QUERY SELECT 'conflict'::text, v_id, now(), NULL::bigint, NULL::bigint, NULL::bigint;
        RETURN;
      END IF;
      RETURN QUERY
        SELECT 'replayed'::text, v_id, t.created_at, p.account_id, p.amount, p.balance_after
        FROM ledger_postings p JOIN ledger_transactions t ON t.id = p.transaction_id
        WHERE p.transaction_id = v_id ORDER BY p.id;
      RETURN;
    END IF;
    IF pass = 1 THEN
      PERFORM 1 FROM wallet_accounts a WHERE a.id = ANY (p_accounts) ORDER BY a.id FOR UPDATE;
      SELECT bool_or(a.member_id IS NOT NULL AND a.balance + u.m < 0) INTO v_short
        FROM unnest(p_accounts, p_amounts) AS u(a, m) JOIN wallet_accounts a ON a.id = u.a;
      IF v_short THEN
        RETURN QUERY
          SELECT 'insufficient'::text, NULL::bigint, now(), a.id, u.m, a.balance
          FROM unnest(p_accounts, p_amounts) AS u(a, m) JOIN wallet_accounts a ON a.id = u.a ORDER BY a.id;
        RETURN;
      END IF;
    END IF;
    -- No row when a concurrent movement with the same key committed first: answer as its replay (pass 2).
    RETURN QUERY
      SELECT 'ok'::text, w.transaction_id, w.created_at, w.account_id, w.amount, w.balance_after
      FROM ledger_write(ARRAY[p_key], ARRAY[p_kind], ARRAY[p_member], ARRAY[p_reference], ARRAY[p_memo],
                        array_fill(1, ARRAY[cardinality(p_accounts)]), p_accounts, p_amounts) w;
    IF FOUND THEN
      RETURN;
    END IF;
  END LOOP;
END $function$;
