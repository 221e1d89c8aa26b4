CREATE TABLE "web_vitals" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_key" text NOT NULL,
	"page_type" text NOT NULL,
	"ad_group_id" text,
	"metric" text NOT NULL,
	"value" integer NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "web_vitals_time_idx" ON "web_vitals" USING btree ("recorded_at","brand_key");