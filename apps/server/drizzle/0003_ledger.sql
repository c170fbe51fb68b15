CREATE TABLE "ledger_postings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"transaction_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	CONSTRAINT "ledger_postings_amount" CHECK ("ledger_postings"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_transactions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"kind" text NOT NULL,
	"member_id" bigint,
	"reference" text,
	"memo" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_transactions_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "ledger_transactions_kind" CHECK ("ledger_transactions"."kind" in ('deposit','withdraw_hold','withdraw_release','withdraw_payout','transfer_to_vendor','transfer_from_vendor','transfer_upline','transfer_downline','bet','win','rollback','demo_credit','bonus','adjustment'))
);
--> statement-breakpoint
CREATE TABLE "wallet_accounts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint,
	"kind" text NOT NULL,
	"vendor_code" text,
	"currency" text NOT NULL,
	"demo" boolean DEFAULT false NOT NULL,
	"shard" smallint DEFAULT 0 NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_accounts_kind" CHECK ("wallet_accounts"."kind" in ('main','vendor','demo','house','payments_in','payments_out','withdrawals_held','transfers_pending','bonus','agent_payout','demo_issuer')),
	CONSTRAINT "wallet_accounts_owner" CHECK (("wallet_accounts"."member_id" is not null) = ("wallet_accounts"."kind" in ('main','vendor','demo'))),
	CONSTRAINT "wallet_accounts_vendor" CHECK (("wallet_accounts"."vendor_code" is not null) = ("wallet_accounts"."kind" in ('vendor','house'))),
	CONSTRAINT "wallet_accounts_demo" CHECK ("wallet_accounts"."demo" = ("wallet_accounts"."kind" in ('demo','demo_issuer')) or "wallet_accounts"."kind" = 'house'),
	CONSTRAINT "wallet_accounts_no_overdraft" CHECK ("wallet_accounts"."member_id" is null or "wallet_accounts"."balance" >= 0),
	CONSTRAINT "wallet_accounts_currency" CHECK ("wallet_accounts"."currency" ~ '^[A-Z]{3}$')
);
--> statement-breakpoint
ALTER TABLE "ledger_postings" ADD CONSTRAINT "ledger_postings_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_postings" ADD CONSTRAINT "ledger_postings_account_id_wallet_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."wallet_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_accounts" ADD CONSTRAINT "wallet_accounts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_postings_account" ON "ledger_postings" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "ledger_postings_transaction" ON "ledger_postings" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "ledger_transactions_member" ON "ledger_transactions" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_accounts_member_unique" ON "wallet_accounts" USING btree ("member_id","kind",coalesce("vendor_code", '')) WHERE "wallet_accounts"."member_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_accounts_system_unique" ON "wallet_accounts" USING btree ("kind",coalesce("vendor_code", ''),"currency","demo","shard") WHERE "wallet_accounts"."member_id" is null;