CREATE TABLE "bets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"vendor_code" text NOT NULL,
	"debit_tx_id" text NOT NULL,
	"game_code" text NOT NULL,
	"round_id" text NOT NULL,
	"stake" bigint NOT NULL,
	"valid_bet" bigint DEFAULT 0 NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "bets_status" CHECK ("bets"."status" in ('open','settled','rolled_back')),
	CONSTRAINT "bets_amounts" CHECK ("bets"."stake" > 0 and "bets"."valid_bet" >= 0 and "bets"."payout" >= 0),
	CONSTRAINT "bets_settled_at" CHECK (("bets"."settled_at" is null) = ("bets"."status" = 'open'))
);
--> statement-breakpoint
CREATE TABLE "vendor_sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"vendor_code" text NOT NULL,
	"demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendor_transactions" (
	"vendor_code" text NOT NULL,
	"tx_id" text NOT NULL,
	"kind" text NOT NULL,
	"member_id" bigint,
	"round_id" text,
	"game_code" text,
	"amount" bigint,
	"ref_tx_id" text,
	"ledger_transaction_id" bigint,
	"answer" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendor_transactions_vendor_code_tx_id_pk" PRIMARY KEY("vendor_code","tx_id"),
	CONSTRAINT "vendor_transactions_kind" CHECK ("vendor_transactions"."kind" in ('debit','credit','rollback','tombstone')),
	CONSTRAINT "vendor_transactions_amount" CHECK ("vendor_transactions"."amount" is null or "vendor_transactions"."amount" >= 0),
	CONSTRAINT "vendor_transactions_debit" CHECK ("vendor_transactions"."kind" <> 'debit' or ("vendor_transactions"."amount" > 0 and "vendor_transactions"."member_id" is not null)),
	CONSTRAINT "vendor_transactions_ref" CHECK (("vendor_transactions"."ref_tx_id" is not null) = ("vendor_transactions"."kind" in ('credit','rollback')))
);
--> statement-breakpoint
CREATE TABLE "vendor_wallet_keys" (
	"vendor_code" text PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"previous_secret" text,
	"previous_valid_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"rotated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bets" ADD CONSTRAINT "bets_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bets" ADD CONSTRAINT "bets_vendor_code_game_vendors_code_fk" FOREIGN KEY ("vendor_code") REFERENCES "public"."game_vendors"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_sessions" ADD CONSTRAINT "vendor_sessions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_sessions" ADD CONSTRAINT "vendor_sessions_vendor_code_game_vendors_code_fk" FOREIGN KEY ("vendor_code") REFERENCES "public"."game_vendors"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_transactions" ADD CONSTRAINT "vendor_transactions_vendor_code_game_vendors_code_fk" FOREIGN KEY ("vendor_code") REFERENCES "public"."game_vendors"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_transactions" ADD CONSTRAINT "vendor_transactions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_transactions" ADD CONSTRAINT "vendor_transactions_ledger_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("ledger_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_wallet_keys" ADD CONSTRAINT "vendor_wallet_keys_vendor_code_game_vendors_code_fk" FOREIGN KEY ("vendor_code") REFERENCES "public"."game_vendors"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bets_vendor_debit" ON "bets" USING btree ("vendor_code","debit_tx_id");--> statement-breakpoint
CREATE INDEX "bets_member" ON "bets" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "bets_vendor" ON "bets" USING btree ("vendor_code","created_at");--> statement-breakpoint
CREATE INDEX "vendor_sessions_member" ON "vendor_sessions" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "vendor_transactions_recon" ON "vendor_transactions" USING btree ("vendor_code","created_at");