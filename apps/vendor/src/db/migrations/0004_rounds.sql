-- The shared round engine (src/rounds): one row per round of a table, and the bets placed in it.
-- The server seed is stored from the start (needed to finish a round after a restart) and shown to
-- players only once the round is settled; seed_hash is published when betting opens.
CREATE TABLE rounds (
  id text PRIMARY KEY,
  game_id text NOT NULL,
  index integer NOT NULL CHECK (index >= 1),
  phase text NOT NULL CHECK (phase IN ('betting', 'drawing', 'settled', 'cancelled')),
  server_seed text NOT NULL,
  seed_hash text NOT NULL,
  meta jsonb NOT NULL,
  result jsonb,
  opened_at timestamptz NOT NULL DEFAULT now(),
  closes_at timestamptz NOT NULL,
  settled_at timestamptz,
  UNIQUE (game_id, index)
);

CREATE INDEX rounds_unfinished_idx ON rounds (game_id) WHERE phase IN ('betting', 'drawing');

-- bet_id is the WalletPort's bet id (the wallet's own `bets` table holds the money side).
-- payout is null until the round settles (a cancelled round records the refunded stake, valid_bet 0).
CREATE TABLE round_bets (
  bet_id text PRIMARY KEY,
  round_id text NOT NULL REFERENCES rounds (id),
  player text NOT NULL,
  vendor_code text NOT NULL,
  selection jsonb NOT NULL,
  amount bigint NOT NULL CHECK (amount > 0),
  payout bigint CHECK (payout >= 0),
  valid_bet bigint CHECK (valid_bet >= 0),
  placed_at timestamptz NOT NULL DEFAULT now(),
  settled_at timestamptz
);

CREATE INDEX round_bets_round_idx ON round_bets (round_id);
CREATE INDEX round_bets_player_idx ON round_bets (vendor_code, player, placed_at);
