CREATE TABLE "agent_contracts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"payer_id" bigint,
	"payee_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"category" text NOT NULL,
	"version" integer NOT NULL,
	"period" text,
	"carry_mode" text,
	"tiers" jsonb NOT NULL,
	"status" text NOT NULL,
	"offered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"effective_from" timestamp with time zone,
	"effective_to" timestamp with time zone,
	"termination_requested_by" bigint,
	"end_reason" text,
	CONSTRAINT "agent_contracts_kind" CHECK ("agent_contracts"."kind" in ('daily', 'hourly', 'realtime', 'dividend')),
	CONSTRAINT "agent_contracts_category" CHECK ("agent_contracts"."category" in ('CONS', 'LIVE', 'RNG', 'SPORTS', 'LOTT', 'FISH', 'ELOTT', 'PVP')),
	CONSTRAINT "agent_contracts_status" CHECK ("agent_contracts"."status" in ('pending', 'active', 'rejected', 'termination_requested', 'superseded', 'terminated', 'withdrawn')),
	CONSTRAINT "agent_contracts_period" CHECK (("agent_contracts"."kind" = 'dividend') = ("agent_contracts"."period" is not null and "agent_contracts"."carry_mode" is not null)
          and ("agent_contracts"."period" is null or "agent_contracts"."period" in ('D', 'W', 'H', 'M'))
          and ("agent_contracts"."carry_mode" is null or "agent_contracts"."carry_mode" in ('none', 'month', 'rolling'))),
	CONSTRAINT "agent_contracts_not_self" CHECK ("agent_contracts"."payer_id" is distinct from "agent_contracts"."payee_id"),
	CONSTRAINT "agent_contracts_tiers" CHECK (jsonb_typeof("agent_contracts"."tiers") = 'array' and jsonb_array_length("agent_contracts"."tiers") between 1 and 8),
	CONSTRAINT "agent_contracts_effective" CHECK ("agent_contracts"."effective_to" is null or ("agent_contracts"."effective_from" is not null and "agent_contracts"."effective_to" >= "agent_contracts"."effective_from")),
	CONSTRAINT "agent_contracts_in_force_has_start" CHECK ("agent_contracts"."status" not in ('active', 'termination_requested') or "agent_contracts"."effective_from" is not null)
);
--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD CONSTRAINT "agent_contracts_payer_id_members_id_fk" FOREIGN KEY ("payer_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD CONSTRAINT "agent_contracts_payee_id_members_id_fk" FOREIGN KEY ("payee_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD CONSTRAINT "agent_contracts_termination_requested_by_members_id_fk" FOREIGN KEY ("termination_requested_by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agent_contracts_version" ON "agent_contracts" USING btree ("payee_id","kind","category","version");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_contracts_one_pending" ON "agent_contracts" USING btree ("payee_id","kind","category") WHERE "agent_contracts"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "agent_contracts_one_in_force" ON "agent_contracts" USING btree ("payee_id","kind","category") WHERE "agent_contracts"."status" in ('active', 'termination_requested');--> statement-breakpoint
CREATE INDEX "agent_contracts_payer" ON "agent_contracts" USING btree ("payer_id","status");