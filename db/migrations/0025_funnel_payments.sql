CREATE TABLE "funnel_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"intent_id" text NOT NULL,
	"session_id" text NOT NULL,
	"brand_key" text NOT NULL,
	"cohorts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"referral_code" text,
	"excluded" boolean DEFAULT false NOT NULL,
	"outcome" text NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "funnel_payments_time_idx" ON "funnel_payments" USING btree ("occurred_at");--> statement-breakpoint
CREATE INDEX "funnel_payments_intent_idx" ON "funnel_payments" USING btree ("intent_id");