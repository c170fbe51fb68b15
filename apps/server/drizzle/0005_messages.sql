CREATE TABLE "member_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_messages_kind" CHECK ("member_messages"."kind" ~ '^[a-z][a-z0-9_]{1,47}$'),
	CONSTRAINT "member_messages_params" CHECK (jsonb_typeof("member_messages"."params") = 'object')
);
--> statement-breakpoint
ALTER TABLE "member_messages" ADD CONSTRAINT "member_messages_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_messages_member" ON "member_messages" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "member_messages_unread" ON "member_messages" USING btree ("member_id") WHERE "member_messages"."read_at" is null;