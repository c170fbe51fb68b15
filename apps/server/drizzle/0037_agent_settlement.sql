CREATE TABLE "agent_settlement_lines" (
	"run_id" bigint NOT NULL,
	"agent_id" bigint NOT NULL,
	"payer_id" bigint,
	"contract_id" bigint NOT NULL,
	"top_agent_id" bigint NOT NULL,
	"depth" smallint NOT NULL,
	"valid_bet" bigint NOT NULL,
	"active_members" integer NOT NULL,
	"net_loss" bigint,
	"carry_in" bigint,
	"tier_index" smallint NOT NULL,
	"rate" bigint NOT NULL,
	"rate_type" text NOT NULL,
	"gross" bigint NOT NULL,
	"children_total" bigint NOT NULL,
	"net" bigint NOT NULL,
	"ledger_key" text NOT NULL,
	CONSTRAINT "agent_settlement_lines_run_id_agent_id_pk" PRIMARY KEY("run_id","agent_id"),
	CONSTRAINT "agent_settlement_lines_net" CHECK ("agent_settlement_lines"."net" = "agent_settlement_lines"."gross" - "agent_settlement_lines"."children_total"),
	CONSTRAINT "agent_settlement_lines_amounts" CHECK ("agent_settlement_lines"."gross" >= 0 and "agent_settlement_lines"."children_total" >= 0 and "agent_settlement_lines"."valid_bet" >= 0)
);
--> statement-breakpoint
CREATE TABLE "agent_settlement_runs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"category" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'computed' NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"posted_at" timestamp with time zone,
	CONSTRAINT "agent_settlement_runs_status" CHECK ("agent_settlement_runs"."status" in ('computed', 'posted')),
	CONSTRAINT "agent_settlement_runs_window_order" CHECK ("agent_settlement_runs"."period_end" > "agent_settlement_runs"."period_start")
);
--> statement-breakpoint
ALTER TABLE "agent_settlement_lines" ADD CONSTRAINT "agent_settlement_lines_run_id_agent_settlement_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."agent_settlement_runs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_settlement_lines" ADD CONSTRAINT "agent_settlement_lines_agent_id_members_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_settlement_lines" ADD CONSTRAINT "agent_settlement_lines_payer_id_members_id_fk" FOREIGN KEY ("payer_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_settlement_lines" ADD CONSTRAINT "agent_settlement_lines_contract_id_agent_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."agent_contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_settlement_lines" ADD CONSTRAINT "agent_settlement_lines_top_agent_id_members_id_fk" FOREIGN KEY ("top_agent_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agent_settlement_lines_agent" ON "agent_settlement_lines" USING btree ("agent_id");--> statement-breakpoint
CREATE INDEX "agent_settlement_lines_payer" ON "agent_settlement_lines" USING btree ("payer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_settlement_runs_window" ON "agent_settlement_runs" USING btree ("kind","category","period_start");--> statement-breakpoint
-- Salaries and dividends are ledger movements of their own kinds (LEDGER_KINDS; domains.int.test.ts compares).
ALTER DOMAIN ledger_kind DROP CONSTRAINT ledger_kind_check;--> statement-breakpoint
ALTER DOMAIN ledger_kind ADD CONSTRAINT ledger_kind_check CHECK (VALUE = ANY ('{deposit,withdraw_hold,withdraw_release,withdraw_payout,transfer_to_vendor,transfer_from_vendor,transfer_upline,transfer_downline,bet,win,rollback,demo_credit,bonus,adjustment,salary,dividend}'::text[]));
