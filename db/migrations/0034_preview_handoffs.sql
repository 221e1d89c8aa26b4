CREATE TABLE "studio_preview_handoffs" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "studio_preview_handoffs_expiry_idx" ON "studio_preview_handoffs" USING btree ("expires_at");