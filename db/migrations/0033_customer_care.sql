CREATE TABLE "cleaning_ratings" (
	"booking_id" integer PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"stars" integer NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"same_cleaner" boolean DEFAULT false NOT NULL,
	"status" text NOT NULL,
	"brand_key" text,
	"moderated_by" text,
	"moderated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cleaning_ratings_stars_range" CHECK ("cleaning_ratings"."stars" between 1 and 5),
	CONSTRAINT "cleaning_ratings_status_check" CHECK ("cleaning_ratings"."status" in ('private', 'pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "membership_pauses" (
	"id" serial PRIMARY KEY NOT NULL,
	"membership_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"months" integer NOT NULL,
	"resumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "membership_pauses_months_range" CHECK ("membership_pauses"."months" between 0 and 3)
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "same_cleaner_as" integer;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "rating_booking_id" integer;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "same_cleaner_as" integer;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "paused_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cleaning_ratings" ADD CONSTRAINT "cleaning_ratings_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cleaning_ratings" ADD CONSTRAINT "cleaning_ratings_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_pauses" ADD CONSTRAINT "membership_pauses_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cleaning_ratings_status_idx" ON "cleaning_ratings" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "membership_pauses_membership_idx" ON "membership_pauses" USING btree ("membership_id");--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_rating_booking_id_unique" UNIQUE("rating_booking_id");