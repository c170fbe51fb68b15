CREATE TABLE "game_favourites" (
	"member_id" bigint NOT NULL,
	"node_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_favourites_member_id_node_id_pk" PRIMARY KEY("member_id","node_id")
);
--> statement-breakpoint
CREATE TABLE "game_groups" (
	"vendor_code" text NOT NULL,
	"code" text NOT NULL,
	"labels" jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_groups_vendor_code_code_pk" PRIMARY KEY("vendor_code","code")
);
--> statement-breakpoint
CREATE TABLE "game_pictures" (
	"node_id" bigint PRIMARY KEY NOT NULL,
	"hash" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_pictures_type" CHECK ("game_pictures"."content_type" in ('image/svg+xml','image/png','image/jpeg'))
);
--> statement-breakpoint
CREATE TABLE "game_recents" (
	"member_id" bigint NOT NULL,
	"node_id" bigint NOT NULL,
	"launched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_recents_member_id_node_id_pk" PRIMARY KEY("member_id","node_id")
);
--> statement-breakpoint
CREATE TABLE "games" (
	"node_id" bigserial PRIMARY KEY NOT NULL,
	"vendor_code" text NOT NULL,
	"game_id" text NOT NULL,
	"names" jsonb NOT NULL,
	"group_code" text NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"rtp" double precision,
	"sort" integer DEFAULT 0 NOT NULL,
	"image_url" text,
	"picture_hash" text,
	"enabled" boolean DEFAULT true NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "games_names_en" CHECK ("games"."names" ? 'en'),
	CONSTRAINT "games_rtp" CHECK ("games"."rtp" is null or ("games"."rtp" >= 0 and "games"."rtp" <= 100))
);
--> statement-breakpoint
CREATE TABLE "vendor_bet_sync" (
	"vendor_code" text PRIMARY KEY NOT NULL,
	"synced_until" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendor_bets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"vendor_code" text NOT NULL,
	"bet_id" text NOT NULL,
	"member_id" bigint NOT NULL,
	"game_code" text NOT NULL,
	"round_id" text NOT NULL,
	"stake" bigint NOT NULL,
	"valid_bet" bigint NOT NULL,
	"payout" bigint NOT NULL,
	"status" text NOT NULL,
	"demo" boolean DEFAULT false NOT NULL,
	"placed_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendor_bets_status" CHECK ("vendor_bets"."status" in ('open','settled','rolled_back')),
	CONSTRAINT "vendor_bets_amounts" CHECK ("vendor_bets"."stake" >= 0 and "vendor_bets"."valid_bet" >= 0 and "vendor_bets"."payout" >= 0)
);
--> statement-breakpoint
ALTER TABLE "game_favourites" ADD CONSTRAINT "game_favourites_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_favourites" ADD CONSTRAINT "game_favourites_node_id_games_node_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."games"("node_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_groups" ADD CONSTRAINT "game_groups_vendor_code_game_vendors_code_fk" FOREIGN KEY ("vendor_code") REFERENCES "public"."game_vendors"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_pictures" ADD CONSTRAINT "game_pictures_node_id_games_node_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."games"("node_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_recents" ADD CONSTRAINT "game_recents_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_recents" ADD CONSTRAINT "game_recents_node_id_games_node_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."games"("node_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_vendor_code_game_vendors_code_fk" FOREIGN KEY ("vendor_code") REFERENCES "public"."game_vendors"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_bet_sync" ADD CONSTRAINT "vendor_bet_sync_vendor_code_game_vendors_code_fk" FOREIGN KEY ("vendor_code") REFERENCES "public"."game_vendors"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_bets" ADD CONSTRAINT "vendor_bets_vendor_code_game_vendors_code_fk" FOREIGN KEY ("vendor_code") REFERENCES "public"."game_vendors"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_bets" ADD CONSTRAINT "vendor_bets_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_favourites_member" ON "game_favourites" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "game_recents_member" ON "game_recents" USING btree ("member_id","launched_at");--> statement-breakpoint
CREATE UNIQUE INDEX "games_vendor_game" ON "games" USING btree ("vendor_code","game_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_bets_vendor_bet" ON "vendor_bets" USING btree ("vendor_code","bet_id");--> statement-breakpoint
CREATE INDEX "vendor_bets_member" ON "vendor_bets" USING btree ("member_id","placed_at");--> statement-breakpoint
-- The winners list (issue 5): the most recent real-money wins, newest first.
CREATE INDEX "bets_winners" ON "bets" USING btree ("settled_at" DESC, "id" DESC) WHERE "status" = 'settled' AND NOT "demo" AND "payout" > "stake";
