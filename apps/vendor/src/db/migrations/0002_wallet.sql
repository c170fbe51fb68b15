-- The vendor's money: bets, the outbox of credits and rollbacks owed to the portal's seamless
-- wallet, the first `ok` answers of the wallet (for reconciliation) and the transfer-wallet
-- balances with their log of references.

create table bets (
  id text primary key,
  vendor_code text not null,
  player_id text not null,
  session_id text not null,
  game_id text not null,
  round_id text not null,
  stake bigint not null check (stake > 0),
  payout bigint not null default 0 check (payout >= 0),
  valid_bet bigint not null default 0 check (valid_bet >= 0),
  -- refused: the wallet said no (not counted anywhere, kept for support).
  status text not null default 'open' check (status in ('open', 'settled', 'rolled_back', 'refused')),
  demo boolean not null default false,
  detail jsonb not null default '{}'::jsonb,
  -- seamless: the portal's wallet (debit_tx_id set); transfer: player_wallets.
  wallet_mode text not null check (wallet_mode in ('seamless', 'transfer')),
  placed_at timestamptz not null default now(),
  settled_at timestamptz,
  -- The seamless debit's transaction id at the portal (null for transfer-wallet bets).
  debit_tx_id text unique
);
create index bets_vendor_placed on bets (vendor_code, placed_at, id);
create index bets_open_round on bets (game_id, round_id) where status = 'open';

create table wallet_outbox (
  id bigserial primary key,
  kind text not null check (kind in ('credit', 'rollback')),
  bet_id text not null references bets (id),
  vendor_code text not null,
  tx_id text not null unique,
  body jsonb not null,
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  delivered_at timestamptz,
  last_error text,
  created_at timestamptz not null default now()
);
create index wallet_outbox_due on wallet_outbox (next_attempt_at) where delivered_at is null;

-- The first `ok` answer of each seamless call (duplicates count once), by UTC day for /gls/reconciliation.
create table wallet_calls (
  tx_id text primary key,
  vendor_code text not null,
  kind text not null check (kind in ('debit', 'credit', 'rollback')),
  amount bigint not null check (amount >= 0),
  answered_at timestamptz not null default now()
);
create index wallet_calls_day on wallet_calls (vendor_code, answered_at);

-- Transfer-wallet vendor codes keep the players' money here; the portal moves it with /gls/transfer/*.
create table player_wallets (
  vendor_code text not null,
  player_id text not null,
  balance bigint not null default 0 check (balance >= 0),
  demo boolean not null default false,
  updated_at timestamptz not null default now(),
  primary key (vendor_code, player_id)
);

-- Every transfer reference the portal used, applied at most once. kind 'tombstone': a status query
-- for a reference never seen; a transfer arriving later with it is refused.
create table wallet_transfers (
  vendor_code text not null,
  ref text not null,
  kind text not null check (kind in ('in', 'out', 'tombstone')),
  player_id text,
  amount bigint not null default 0 check (amount >= 0),
  status text not null check (status in ('ok', 'failed')),
  balance_after bigint,
  created_at timestamptz not null default now(),
  primary key (vendor_code, ref)
);
