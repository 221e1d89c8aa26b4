ALTER TABLE "events" ADD COLUMN "referral_code" text;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "referral_code" text;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_referral_code_referral_codes_code_fk" FOREIGN KEY ("referral_code") REFERENCES "public"."referral_codes"("code") ON DELETE no action ON UPDATE no action;