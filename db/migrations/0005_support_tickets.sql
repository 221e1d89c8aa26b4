CREATE TABLE "support_tickets" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_key" text NOT NULL,
	"email" text NOT NULL,
	"topic" text NOT NULL,
	"message" text NOT NULL,
	"voucher_code" text,
	"status" text DEFAULT 'open' NOT NULL,
	"dedupe_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "support_tickets_status_check" CHECK ("support_tickets"."status" in ('open', 'closed'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "support_tickets_open_dedupe_idx" ON "support_tickets" USING btree ("brand_key","dedupe_key") WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "support_tickets_status_idx" ON "support_tickets" USING btree ("status","created_at");