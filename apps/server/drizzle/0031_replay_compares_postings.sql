-- A reused idempotency key is now recognised by comparing the stored movement (kind, member, postings)
-- with the new request, in ledger_post; no hash of the request is stored, computed in Node or in SQL.
-- ledger_post loses its fingerprint argument: the old signature goes, db/sql/ledger-post.sql defines the new one.
DROP FUNCTION IF EXISTS ledger_post(text, text, text, bigint, text, jsonb, bigint[], bigint[]);--> statement-breakpoint
DROP FUNCTION IF EXISTS vendor_ledger_fingerprint(text, bigint, text, boolean, bigint);--> statement-breakpoint
ALTER TABLE "ledger_transactions" DROP COLUMN "fingerprint";
