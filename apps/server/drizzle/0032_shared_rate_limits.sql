-- The rate limit's counters need no crash safety: UNLOGGED skips the write-ahead log (a crash empties the table).
CREATE UNLOGGED TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"reset_at" timestamp with time zone NOT NULL,
	"count" integer NOT NULL
);
