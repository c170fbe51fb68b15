-- vendor-core: launched game sessions (one per /gls/launch).
create table sessions (
  id text primary key,                       -- 32 random bytes, base64url (43 characters)
  vendor_code text not null,
  player_id text not null,
  portal_token text not null,                -- the portal's vendor session token (seamless calls)
  nickname text not null,
  currency char(3) not null,
  language text not null,
  demo boolean not null,
  wallet_mode text not null check (wallet_mode in ('seamless', 'transfer')),
  game_id text not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null default now() + interval '12 hours',
  closed_at timestamptz
);

create index sessions_player_idx on sessions (vendor_code, player_id, created_at desc);
