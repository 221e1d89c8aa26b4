ALTER TABLE "booking_fees" ADD COLUMN "action" text;--> statement-breakpoint
ALTER TABLE "booking_fees" ADD COLUMN "day" text;--> statement-breakpoint
ALTER TABLE "booking_fees" ADD COLUMN "arrival_window" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "time_zone" text DEFAULT 'UTC' NOT NULL;--> statement-breakpoint
ALTER TABLE "vouchers" ADD COLUMN "voided_at" timestamp with time zone;