ALTER TABLE "membership_charges" ADD COLUMN "notified" text;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "brand_key" text;