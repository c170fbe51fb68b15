-- BENCH_SQL variant for npm run bench:wallet-instructions: foreign keys instead of the reference
-- triggers on bets and vendor_transactions (docs/wallet.md, "Reference triggers instead of foreign keys").
DROP TRIGGER bets_references ON bets;
DROP TRIGGER vendor_transactions_references ON vendor_transactions;
DROP TRIGGER vendor_transactions_ledger_transaction ON vendor_transactions;
ALTER TABLE bets ADD CONSTRAINT bets_member_fk FOREIGN KEY (member_id) REFERENCES members(id);
ALTER TABLE bets ADD CONSTRAINT bets_vendor_fk FOREIGN KEY (vendor_code) REFERENCES game_vendors(code);
ALTER TABLE vendor_transactions ADD CONSTRAINT vt_member_fk FOREIGN KEY (member_id) REFERENCES members(id);
ALTER TABLE vendor_transactions ADD CONSTRAINT vt_vendor_fk FOREIGN KEY (vendor_code) REFERENCES game_vendors(code);
ALTER TABLE vendor_transactions ADD CONSTRAINT vt_ltx_fk FOREIGN KEY (ledger_transaction_id) REFERENCES ledger_transactions(id);
