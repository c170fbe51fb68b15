CREATE TABLE "deposit_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"member_id" bigint NOT NULL,
	"channel_code" text NOT NULL,
	"channel_type" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"player_reference" text,
	"receipt" "bytea",
	"receipt_type" text,
	"request_id" text NOT NULL,
	"gateway_ref" text,
	"reviewed_at" timestamp with time zone,
	"reviewer_note" text,
	"ledger_transaction_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposit_orders_order_no_unique" UNIQUE("order_no"),
	CONSTRAINT "deposit_orders_status" CHECK ("deposit_orders"."status" in ('pending','credited','rejected','failed','cancelled','expired')),
	CONSTRAINT "deposit_orders_amount" CHECK ("deposit_orders"."amount" > 0),
	CONSTRAINT "deposit_orders_channel_type" CHECK ("deposit_orders"."channel_type" in ('bank_transfer','online')),
	CONSTRAINT "deposit_orders_credited" CHECK (("deposit_orders"."status" = 'credited') = ("deposit_orders"."ledger_transaction_id" is not null)),
	CONSTRAINT "deposit_orders_receipt" CHECK (("deposit_orders"."receipt" is null) = ("deposit_orders"."receipt_type" is null) and ("deposit_orders"."receipt" is null or octet_length("deposit_orders"."receipt") <= 5242880)),
	CONSTRAINT "deposit_orders_reference" CHECK ("deposit_orders"."player_reference" is null or length("deposit_orders"."player_reference") <= 64)
);
--> statement-breakpoint
CREATE TABLE "payment_channels" (
	"code" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"min" bigint NOT NULL,
	"max" bigint NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "payment_channels_type" CHECK ("payment_channels"."type" in ('bank_transfer','online')),
	CONSTRAINT "payment_channels_code" CHECK ("payment_channels"."code" ~ '^[A-Z0-9_]{2,32}$'),
	CONSTRAINT "payment_channels_limits" CHECK ("payment_channels"."min" > 0 and "payment_channels"."max" >= "payment_channels"."min")
);
--> statement-breakpoint
ALTER TABLE "deposit_orders" ADD CONSTRAINT "deposit_orders_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_orders" ADD CONSTRAINT "deposit_orders_channel_code_payment_channels_code_fk" FOREIGN KEY ("channel_code") REFERENCES "public"."payment_channels"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_orders_request" ON "deposit_orders" USING btree ("member_id","request_id");--> statement-breakpoint
CREATE INDEX "deposit_orders_member" ON "deposit_orders" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "deposit_orders_pending" ON "deposit_orders" USING btree ("created_at") WHERE "deposit_orders"."status" = 'pending';