CREATE TABLE "cleaning_policy" (
	"id" integer PRIMARY KEY NOT NULL,
	"new_lmc_policy" boolean NOT NULL,
	"lmc_hours" real NOT NULL,
	"lmc_flat_fee_cents" integer NOT NULL,
	CONSTRAINT "cleaning_policy_single_row" CHECK ("cleaning_policy"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"phone" text NOT NULL,
	"zipcode" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customers_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"zipcode" text NOT NULL,
	"phone" text,
	"region_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "memberships" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"plan_key" text NOT NULL,
	"intent_id" text NOT NULL,
	"monthly_cents" integer NOT NULL,
	"free_months" integer NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "memberships_intent_id_unique" UNIQUE("intent_id")
);
--> statement-breakpoint
CREATE TABLE "plan_options" (
	"plan_key" text NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"num_hours" real NOT NULL,
	"price_cents" integer NOT NULL,
	"additional_discount_cents" integer NOT NULL,
	"undiscounted_price_cents" integer NOT NULL,
	CONSTRAINT "plan_options_plan_key_num_hours_pk" PRIMARY KEY("plan_key","num_hours")
);
--> statement-breakpoint
CREATE TABLE "plans" (
	"key" text PRIMARY KEY NOT NULL,
	"cancellation_fee_cents" integer NOT NULL,
	"foreverclean_forced" boolean NOT NULL,
	"foreverclean_monthly_cents" integer NOT NULL,
	"foreverclean_free_months" integer NOT NULL,
	"foreverclean_fee_min_months" integer NOT NULL,
	"foreverclean_fee_cents" integer NOT NULL,
	"foreverclean_policy" text,
	"is_subscription" boolean DEFAULT false NOT NULL,
	"description" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_intents" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"plan_key" text NOT NULL,
	"num_hours" real NOT NULL,
	"zipcode" text NOT NULL,
	"region_id" text NOT NULL,
	"campaign_id" text,
	"discount_cents" integer NOT NULL,
	"price_before_tax_cents" integer NOT NULL,
	"sales_tax_cents" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"payment_attempt" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "price_intents_price_positive" CHECK ("price_intents"."price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "purchases" (
	"intent_id" text PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"charge_id" text NOT NULL,
	"result" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchases_charge_id_unique" UNIQUE("charge_id")
);
--> statement-breakpoint
CREATE TABLE "referral_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"host_name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"body" text NOT NULL,
	"stars" integer NOT NULL,
	"received" timestamp with time zone NOT NULL,
	"city" text NOT NULL,
	"state_code" text NOT NULL,
	"zipcode" text NOT NULL,
	"latitude" real NOT NULL,
	"longitude" real NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	CONSTRAINT "reviews_stars_range" CHECK ("reviews"."stars" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "service_regions" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"state_code" text NOT NULL,
	"supported" boolean NOT NULL,
	"rate_cents" integer NOT NULL,
	"higher_rate_cents" integer NOT NULL,
	"sales_tax_bp" integer NOT NULL,
	"num_cleaners" integer NOT NULL,
	"num_customers" integer NOT NULL,
	"arl" jsonb NOT NULL,
	CONSTRAINT "service_regions_state_code_unique" UNIQUE("state_code")
);
--> statement-breakpoint
CREATE TABLE "survey_responses" (
	"voucher_code" text PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"subscription" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "survey_sources" (
	"brand_key" text NOT NULL,
	"subscription" boolean NOT NULL,
	"position" integer NOT NULL,
	"label" text NOT NULL,
	CONSTRAINT "survey_sources_brand_key_subscription_position_pk" PRIMARY KEY("brand_key","subscription","position")
);
--> statement-breakpoint
CREATE TABLE "voucher_stock" (
	"num_hours" real PRIMARY KEY NOT NULL,
	"remaining" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vouchers" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"customer_id" integer NOT NULL,
	"intent_id" text NOT NULL,
	"num_hours" real NOT NULL,
	"price_cents" integer NOT NULL,
	"sales_tax_cents" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vouchers_code_unique" UNIQUE("code"),
	CONSTRAINT "vouchers_intent_id_unique" UNIQUE("intent_id")
);
--> statement-breakpoint
CREATE TABLE "voucher_waitlist" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"zipcode" text,
	"brand_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "voucher_waitlist_email_unique" UNIQUE("email")
);
--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_region_id_service_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."service_regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_plan_key_plans_key_fk" FOREIGN KEY ("plan_key") REFERENCES "public"."plans"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_intent_id_price_intents_id_fk" FOREIGN KEY ("intent_id") REFERENCES "public"."price_intents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_options" ADD CONSTRAINT "plan_options_plan_key_plans_key_fk" FOREIGN KEY ("plan_key") REFERENCES "public"."plans"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_intents" ADD CONSTRAINT "price_intents_plan_key_plans_key_fk" FOREIGN KEY ("plan_key") REFERENCES "public"."plans"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_intents" ADD CONSTRAINT "price_intents_region_id_service_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."service_regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_intent_id_price_intents_id_fk" FOREIGN KEY ("intent_id") REFERENCES "public"."price_intents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_voucher_code_vouchers_code_fk" FOREIGN KEY ("voucher_code") REFERENCES "public"."vouchers"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_intent_id_price_intents_id_fk" FOREIGN KEY ("intent_id") REFERENCES "public"."price_intents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "leads_email_zip_idx" ON "leads" USING btree ("email","zipcode");--> statement-breakpoint
CREATE INDEX "reviews_received_idx" ON "reviews" USING btree ("received");--> statement-breakpoint
CREATE INDEX "reviews_state_idx" ON "reviews" USING btree ("state_code");