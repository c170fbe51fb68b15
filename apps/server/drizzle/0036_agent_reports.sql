ALTER TABLE "announcements" ADD COLUMN "customer_types" smallint[];--> statement-breakpoint
CREATE INDEX "ledger_transactions_team_money" ON "ledger_transactions" USING btree ("created_at") WHERE "ledger_transactions"."kind" in ('deposit', 'withdraw_payout', 'transfer_upline', 'transfer_downline', 'bonus', 'salary', 'dividend');--> statement-breakpoint
CREATE INDEX "bets_settled" ON "bets" USING brin ("settled_at");--> statement-breakpoint
CREATE INDEX "vendor_bets_placed" ON "vendor_bets" USING btree ("placed_at");--> statement-breakpoint
CREATE INDEX "vendor_bets_settled" ON "vendor_bets" USING btree ("settled_at");