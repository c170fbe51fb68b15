-- Decision 0024. The batch functions' statements take the calls as arrays. PostgreSQL's plan cache
-- compares a generic plan with the custom plans of a connection's first five executions; for short
-- arrays the custom plans look cheaper, so a connection that mostly sent batches of one to four calls
-- planned every statement again on every call (`bench:wallet-instructions`: 8–9 % of a pair's
-- instructions in batches of 1 and 2, nothing in batches of 8 and 16). A generic plan is safe here:
-- every lookup is by key (migration 0018) and sequential scans are off.
ALTER FUNCTION vendor_debit_batch(text, text, text, smallint, text[], text[], text[], text[], text[], bigint[])
  SET plan_cache_mode = force_generic_plan;
--> statement-breakpoint
ALTER FUNCTION vendor_credit_batch(text, text, text, smallint, text[], text[], text[], text[], text[], bigint[], bigint[])
  SET plan_cache_mode = force_generic_plan;
