CREATE TABLE "auth_failures" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_key" text NOT NULL,
	"ip" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "captchas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"answer_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "encryption_keys" (
	"kid" text PRIMARY KEY NOT NULL,
	"public_key" text NOT NULL,
	"private_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip" text NOT NULL,
	"country_code" text,
	"user_agent" text,
	"method" text NOT NULL,
	"success" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "members" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"username_key" text NOT NULL,
	"password_hash" text NOT NULL,
	"customer_type" smallint DEFAULT 3 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"nickname" text,
	"email" text,
	"mobile_num" text,
	"country_dialing_code" text,
	"payee_name" text,
	"contacts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"id_number" text,
	"payment_password_hash" text,
	"upline_id" bigint,
	"affiliate_code" text,
	"referral_code" text,
	"avatar" text,
	"avatar_type" text DEFAULT 'STATIC' NOT NULL,
	"must_change_password" boolean DEFAULT false NOT NULL,
	"password_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"first_login_at" timestamp with time zone,
	"last_login_at" timestamp with time zone,
	"register_ip" text,
	"register_domain" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "members_username_key_unique" UNIQUE("username_key"),
	CONSTRAINT "members_affiliate_code_unique" UNIQUE("affiliate_code"),
	CONSTRAINT "members_customer_type" CHECK ("members"."customer_type" in (1, 2, 3, 4, 41, 42)),
	CONSTRAINT "members_status" CHECK ("members"."status" in ('active', 'locked', 'disabled')),
	CONSTRAINT "members_avatar_type" CHECK ("members"."avatar_type" in ('CUSTOM', 'STATIC')),
	CONSTRAINT "members_username_key" CHECK ("members"."username_key" = lower("members"."username"))
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"token_hash" "bytea" NOT NULL,
	"member_id" bigint NOT NULL,
	"site" text DEFAULT 'member' NOT NULL,
	"ip" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "sessions_site" CHECK ("sessions"."site" in ('member', 'agent'))
);
--> statement-breakpoint
ALTER TABLE "login_history" ADD CONSTRAINT "login_history_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_upline_id_members_id_fk" FOREIGN KEY ("upline_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_failures_account" ON "auth_failures" USING btree ("account_key","at");--> statement-breakpoint
CREATE INDEX "auth_failures_ip" ON "auth_failures" USING btree ("ip","at");--> statement-breakpoint
CREATE INDEX "login_history_member" ON "login_history" USING btree ("member_id","at");--> statement-breakpoint
CREATE INDEX "members_upline" ON "members" USING btree ("upline_id");--> statement-breakpoint
CREATE INDEX "sessions_member" ON "sessions" USING btree ("member_id");