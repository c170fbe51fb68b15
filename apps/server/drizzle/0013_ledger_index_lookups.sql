-- The commit-time "has postings" check of every ledger transaction always looks its postings up
-- through their transaction index (decision 0018, addendum 2). Its plan is cached per connection:
-- planned while ledger_postings is still small (a new database), EXISTS chose a sequential scan,
-- kept while the table grew, so every movement read the whole table until autovacuum's next
-- ANALYZE replanned it. Seeing the scan off for this one function keeps the index whatever the
-- table's size or statistics when the plan is made.
ALTER FUNCTION ledger_check_has_postings() SET enable_seqscan = off;
