CREATE TABLE "payment_declines" (
	"id" serial PRIMARY KEY NOT NULL,
	"intent_id" text NOT NULL,
	"client_key" text NOT NULL,
	"card_fingerprint" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "payment_declines_intent_idx" ON "payment_declines" USING btree ("intent_id");--> statement-breakpoint
CREATE INDEX "payment_declines_client_idx" ON "payment_declines" USING btree ("client_key","created_at");--> statement-breakpoint
CREATE INDEX "payment_declines_card_idx" ON "payment_declines" USING btree ("card_fingerprint","created_at");