CREATE TABLE "bank_cards" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"bank_name" text NOT NULL,
	"account_number" text NOT NULL,
	"holder_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_cards_member_account" UNIQUE("member_id","account_number"),
	CONSTRAINT "bank_cards_account_digits" CHECK ("bank_cards"."account_number" ~ '^[0-9]{6,30}$')
);
--> statement-breakpoint
CREATE TABLE "withdrawal_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"status" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor" text NOT NULL,
	"note" text,
	CONSTRAINT "withdrawal_events_status" CHECK ("withdrawal_events"."status" in ('pending','approved','paid','received','not_received','rejected','cancelled')),
	CONSTRAINT "withdrawal_events_actor" CHECK ("withdrawal_events"."actor" in ('member','operator','system'))
);
--> statement-breakpoint
CREATE TABLE "withdrawal_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"member_id" bigint NOT NULL,
	"bank_card_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"request_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"approved_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"confirm_deadline" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"reviewer_note" text,
	"proof_image" "bytea",
	"proof_type" text,
	CONSTRAINT "withdrawal_orders_order_no_unique" UNIQUE("order_no"),
	CONSTRAINT "withdrawal_orders_member_request" UNIQUE("member_id","request_id"),
	CONSTRAINT "withdrawal_orders_amount" CHECK ("withdrawal_orders"."amount" > 0),
	CONSTRAINT "withdrawal_orders_status" CHECK ("withdrawal_orders"."status" in ('pending','approved','paid','received','not_received','rejected','cancelled')),
	CONSTRAINT "withdrawal_orders_paid" CHECK (("withdrawal_orders"."status" in ('paid','received','not_received')) = ("withdrawal_orders"."paid_at" is not null)),
	CONSTRAINT "withdrawal_orders_proof" CHECK ("withdrawal_orders"."proof_image" is null or octet_length("withdrawal_orders"."proof_image") <= 5242880)
);
--> statement-breakpoint
ALTER TABLE "bank_cards" ADD CONSTRAINT "bank_cards_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_events" ADD CONSTRAINT "withdrawal_events_order_id_withdrawal_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."withdrawal_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_orders" ADD CONSTRAINT "withdrawal_orders_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_orders" ADD CONSTRAINT "withdrawal_orders_bank_card_id_bank_cards_id_fk" FOREIGN KEY ("bank_card_id") REFERENCES "public"."bank_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "withdrawal_events_order" ON "withdrawal_events" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "withdrawal_orders_member" ON "withdrawal_orders" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "withdrawal_orders_due" ON "withdrawal_orders" USING btree ("confirm_deadline") WHERE "withdrawal_orders"."status" = 'paid';