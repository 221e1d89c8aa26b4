CREATE TABLE "experiment_exposures" (
	"experiment_key" text NOT NULL,
	"session_id" text NOT NULL,
	"variant" text NOT NULL,
	"brand_key" text NOT NULL,
	"ad_group_id" text,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "experiment_exposures_experiment_key_session_id_pk" PRIMARY KEY("experiment_key","session_id")
);
--> statement-breakpoint
CREATE INDEX "experiment_exposures_time_idx" ON "experiment_exposures" USING btree ("experiment_key","first_seen_at");--> statement-breakpoint
CREATE INDEX "funnel_payments_session_idx" ON "funnel_payments" USING btree ("session_id");