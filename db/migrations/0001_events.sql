CREATE TABLE "events" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"brand_key" text NOT NULL,
	"ad_group_id" text,
	"session_id" text NOT NULL,
	"path" text,
	"properties" jsonb NOT NULL,
	"excluded" boolean DEFAULT false NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "events_funnel_idx" ON "events" USING btree ("brand_key","ad_group_id","name");--> statement-breakpoint
CREATE INDEX "events_session_idx" ON "events" USING btree ("session_id");