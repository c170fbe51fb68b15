CREATE TABLE "affiliate_links" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"agent_id" bigint NOT NULL,
	"code" text NOT NULL,
	"label" text NOT NULL,
	"customer_type" smallint NOT NULL,
	"visits" bigint DEFAULT 0 NOT NULL,
	"registrations" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"disabled_at" timestamp with time zone,
	CONSTRAINT "affiliate_links_code_unique" UNIQUE("code"),
	CONSTRAINT "affiliate_links_customer_type" CHECK ("affiliate_links"."customer_type" in (2, 3)),
	CONSTRAINT "affiliate_links_counts" CHECK ("affiliate_links"."visits" >= 0 and "affiliate_links"."registrations" >= 0)
);
--> statement-breakpoint
CREATE TABLE "downline_remarks" (
	"agent_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"remark" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "downline_remarks_agent_id_member_id_pk" PRIMARY KEY("agent_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "member_tree" (
	"ancestor_id" bigint NOT NULL,
	"descendant_id" bigint NOT NULL,
	"depth" smallint NOT NULL,
	CONSTRAINT "member_tree_ancestor_id_descendant_id_pk" PRIMARY KEY("ancestor_id","descendant_id"),
	CONSTRAINT "member_tree_depth" CHECK ("member_tree"."depth" >= 0 and ("member_tree"."depth" = 0) = ("member_tree"."ancestor_id" = "member_tree"."descendant_id"))
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "excluded_from_agent_payouts" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "affiliate_links" ADD CONSTRAINT "affiliate_links_agent_id_members_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "downline_remarks" ADD CONSTRAINT "downline_remarks_agent_id_members_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "downline_remarks" ADD CONSTRAINT "downline_remarks_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_tree" ADD CONSTRAINT "member_tree_ancestor_id_members_id_fk" FOREIGN KEY ("ancestor_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_tree" ADD CONSTRAINT "member_tree_descendant_id_members_id_fk" FOREIGN KEY ("descendant_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "affiliate_links_agent" ON "affiliate_links" USING btree ("agent_id","created_at");--> statement-breakpoint
CREATE INDEX "member_tree_descendant" ON "member_tree" USING btree ("descendant_id","depth");--> statement-breakpoint
CREATE INDEX "member_tree_ancestor_depth" ON "member_tree" USING btree ("ancestor_id","depth");--> statement-breakpoint
-- Every member that exists already: itself at depth 0 and each upline above it (db/sql/member-tree.sql keeps it from now on).
INSERT INTO "member_tree" ("ancestor_id", "descendant_id", "depth")
WITH RECURSIVE up AS (
  SELECT id AS descendant_id, id AS ancestor_id, 0 AS depth, upline_id AS next FROM members
  UNION ALL
  SELECT up.descendant_id, m.id, up.depth + 1, m.upline_id FROM up JOIN members m ON m.id = up.next WHERE up.depth < 100
)
SELECT ancestor_id, descendant_id, depth FROM up;
