-- fairness: the provably fair seed pairs of each player at each vendor code.
-- The current pair of (vendor_code, player_id) is the one with revealed_at null (at most one, see the
-- partial unique index); only its SHA-256 is shown until the player changes the client seed or rotates,
-- which retires the pair and reveals its server seed (revealed_at set).
create table seed_pairs (
  id bigserial primary key,
  vendor_code text not null,
  player_id text not null,
  server_seed text not null,                 -- 32 random bytes, hex
  server_seed_hash text not null,            -- SHA-256 of server_seed, hex
  client_seed text not null check (char_length(client_seed) between 1 and 64),
  next_nonce integer not null default 0 check (next_nonce >= 0),
  created_at timestamptz not null default now(),
  revealed_at timestamptz
);

create unique index seed_pairs_current_idx on seed_pairs (vendor_code, player_id) where revealed_at is null;
create index seed_pairs_revealed_idx on seed_pairs (vendor_code, player_id, revealed_at desc) where revealed_at is not null;
create index seed_pairs_hash_idx on seed_pairs (server_seed_hash);
