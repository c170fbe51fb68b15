CREATE TABLE "announcements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" text NOT NULL,
	"texts" jsonb NOT NULL,
	"image_url" text,
	"link_url" text,
	"platform" text DEFAULT 'W' NOT NULL,
	"execution" text DEFAULT 'B' NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "announcements_type" CHECK ("announcements"."type" in ('B','PL','PU','PR','H')),
	CONSTRAINT "announcements_execution" CHECK ("announcements"."execution" in ('B','A')),
	CONSTRAINT "announcements_texts_en" CHECK ("announcements"."texts" ? 'en')
);
--> statement-breakpoint
CREATE TABLE "customer_service_channels" (
	"id" serial PRIMARY KEY NOT NULL,
	"resource_type" text NOT NULL,
	"label_name_en" text NOT NULL,
	"url" text NOT NULL,
	"qr_code_url" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "customer_service_channels_type" CHECK ("customer_service_channels"."resource_type" in ('WHATSAPP','TELEGRAM','TELEGRAM2','EMAIL','FACEBOOK','VIBER'))
);
--> statement-breakpoint
CREATE TABLE "domains" (
	"domain" text PRIMARY KEY NOT NULL,
	"speed" integer NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "domains_speed" CHECK ("domains"."speed" >= 1)
);
--> statement-breakpoint
CREATE TABLE "game_categories" (
	"code" text PRIMARY KEY NOT NULL,
	"sort" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_vendors" (
	"code" text PRIMARY KEY NOT NULL,
	"account_type_id" integer NOT NULL,
	"display_name" text NOT NULL,
	"game_type" text NOT NULL,
	"menu_category" text NOT NULL,
	"is_hot" boolean DEFAULT false NOT NULL,
	"is_game" text DEFAULT 'GAME' NOT NULL,
	"wallet_mode" text DEFAULT 'seamless' NOT NULL,
	"icon_url" text NOT NULL,
	"maintenance" boolean DEFAULT false NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "game_vendors_account_type_id_unique" UNIQUE("account_type_id"),
	CONSTRAINT "game_vendors_game_type" CHECK ("game_vendors"."game_type" in ('LOTT','ELOTT','LIVE','RNG','SPORTS','ESPORTS','COCKFIGHT','BINGO','FISH','PVP')),
	CONSTRAINT "game_vendors_is_game" CHECK ("game_vendors"."is_game" in ('VASSALAGE','GAME','LOBBY')),
	CONSTRAINT "game_vendors_wallet_mode" CHECK ("game_vendors"."wallet_mode" in ('seamless','transfer'))
);
--> statement-breakpoint
CREATE TABLE "module_flags" (
	"module_id" text PRIMARY KEY NOT NULL,
	"enabled" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "register_field_rules" (
	"field" text PRIMARY KEY NOT NULL,
	"enabled" boolean NOT NULL,
	"required" boolean NOT NULL,
	"accepted_pattern" text NOT NULL,
	"pattern_id" smallint NOT NULL,
	"min_length" integer NOT NULL,
	"max_length" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "register_field_rules_pattern_id" CHECK ("register_field_rules"."pattern_id" between 0 and 19),
	CONSTRAINT "register_field_rules_lengths" CHECK ("register_field_rules"."min_length" >= 0 and "register_field_rules"."max_length" >= "register_field_rules"."min_length")
);
--> statement-breakpoint
CREATE TABLE "resources" (
	"id" serial PRIMARY KEY NOT NULL,
	"label_name_en" text NOT NULL,
	"url" text NOT NULL,
	"group" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "resources_group" CHECK ("resources"."group" in ('footer','legal','app'))
);
--> statement-breakpoint
CREATE TABLE "system_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "game_vendors" ADD CONSTRAINT "game_vendors_menu_category_game_categories_code_fk" FOREIGN KEY ("menu_category") REFERENCES "public"."game_categories"("code") ON DELETE no action ON UPDATE no action;