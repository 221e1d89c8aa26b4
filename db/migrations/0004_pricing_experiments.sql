ALTER TABLE "plans" ADD COLUMN "billing_months" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
-- Plans billed every 3 or 6 months say so (a fresh database gets them from the seed).
UPDATE "plans" SET "billing_months" = 3 WHERE "key" = 'FOREVERCLEAN_49_3_6_99';--> statement-breakpoint
UPDATE "plans" SET "billing_months" = 6 WHERE "key" = 'FOREVERCLEAN_49_6_6_99';--> statement-breakpoint
-- Only one plan drops the 2-hour option (spec §9): CCF_2 becomes the ladder with the first membership month free.
UPDATE "plans" SET "foreverclean_free_months" = 1, "description" = 'Standard ladder, Forever Clean $49/month with the first month free' WHERE "key" = 'CCF_2';--> statement-breakpoint
INSERT INTO "plan_options" ("plan_key", "position", "name", "description", "num_hours", "price_cents", "additional_discount_cents", "undiscounted_price_cents")
SELECT 'CCF_2', -1, o."name", o."description", o."num_hours", o."price_cents", o."additional_discount_cents", o."undiscounted_price_cents"
FROM "plan_options" o WHERE o."plan_key" = 'CCF_1' AND o."num_hours" = 2
  AND EXISTS (SELECT 1 FROM "plans" WHERE "key" = 'CCF_2')
  AND NOT EXISTS (SELECT 1 FROM "plan_options" WHERE "plan_key" = 'CCF_2' AND "num_hours" = 2);
