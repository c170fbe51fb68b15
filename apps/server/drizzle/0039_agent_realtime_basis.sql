CREATE TABLE "agent_realtime_basis" (
	"category" text NOT NULL,
	"day_start" timestamp with time zone NOT NULL,
	"basis" jsonb NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_realtime_basis_category_day_start_pk" PRIMARY KEY("category","day_start")
);
