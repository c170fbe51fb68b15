CREATE TABLE "sandbox_vendor_transfers" (
	"ref" text PRIMARY KEY NOT NULL,
	"vendor_code" text NOT NULL,
	"member_ref" text NOT NULL,
	"direction" text NOT NULL,
	"amount" bigint NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_vendor_transfers_direction" CHECK ("sandbox_vendor_transfers"."direction" in ('in','out')),
	CONSTRAINT "sandbox_vendor_transfers_status" CHECK ("sandbox_vendor_transfers"."status" in ('ok','failed')),
	CONSTRAINT "sandbox_vendor_transfers_amount" CHECK ("sandbox_vendor_transfers"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sandbox_vendor_wallets" (
	"vendor_code" text NOT NULL,
	"member_ref" text NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "sandbox_vendor_wallets_vendor_code_member_ref_pk" PRIMARY KEY("vendor_code","member_ref"),
	CONSTRAINT "sandbox_vendor_wallets_balance" CHECK ("sandbox_vendor_wallets"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "wallet_transfers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"vendor_code" text NOT NULL,
	"direction" text NOT NULL,
	"amount" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"request_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "wallet_transfers_direction" CHECK ("wallet_transfers"."direction" in ('in','out')),
	CONSTRAINT "wallet_transfers_status" CHECK ("wallet_transfers"."status" in ('pending','done','failed')),
	CONSTRAINT "wallet_transfers_amount" CHECK ("wallet_transfers"."amount" > 0),
	CONSTRAINT "wallet_transfers_resolved" CHECK (("wallet_transfers"."status" = 'pending') = ("wallet_transfers"."resolved_at" is null))
);
--> statement-breakpoint
ALTER TABLE "wallet_transfers" ADD CONSTRAINT "wallet_transfers_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_transfers_request" ON "wallet_transfers" USING btree ("member_id","request_id");--> statement-breakpoint
CREATE INDEX "wallet_transfers_pending" ON "wallet_transfers" USING btree ("created_at") WHERE "wallet_transfers"."status" = 'pending';