-- The winners list reads the newest real-money wins of both wallets: the seamless wallet's bets
-- (bets_winners, migration 0010) and the transfer-wallet vendors' imported bets (this index).
CREATE INDEX "vendor_bets_winners" ON "vendor_bets" USING btree ("settled_at" DESC, "id" DESC)
  WHERE "status" = 'settled' AND NOT "demo" AND "payout" > "stake";
