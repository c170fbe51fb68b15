ALTER TABLE "agent_settlement_lines" ADD COLUMN "debt_in" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "agent_settlement_lines" ADD COLUMN "paid" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "agent_settlement_lines" ADD COLUMN "debt_out" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Lines written before: salaries, paid their net.
UPDATE "agent_settlement_lines" SET "paid" = greatest("net", 0), "debt_out" = greatest(-"net", 0);--> statement-breakpoint
ALTER TABLE "agent_settlement_lines" ADD CONSTRAINT "agent_settlement_lines_paid" CHECK ("agent_settlement_lines"."debt_in" >= 0 and "agent_settlement_lines"."paid" >= 0 and "agent_settlement_lines"."debt_out" >= 0 and "agent_settlement_lines"."paid" - "agent_settlement_lines"."debt_out" = "agent_settlement_lines"."net" - "agent_settlement_lines"."debt_in"
          and ("agent_settlement_lines"."paid" = 0 or "agent_settlement_lines"."debt_out" = 0));