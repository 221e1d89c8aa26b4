CREATE TABLE "studio_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"token_fingerprint" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "price_intents" ADD COLUMN "fingerprint" text;--> statement-breakpoint
ALTER TABLE "price_intents" ADD COLUMN "paid_with" text;--> statement-breakpoint
CREATE INDEX "studio_sessions_expiry_idx" ON "studio_sessions" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "price_intents" DROP COLUMN "payment_attempt";
