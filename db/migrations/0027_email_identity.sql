ALTER TABLE "customers" ADD COLUMN "email_key" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "card_fingerprint" text;--> statement-breakpoint
CREATE INDEX "customers_email_key_idx" ON "customers" USING btree ("email_key");--> statement-breakpoint
CREATE INDEX "customers_card_fingerprint_idx" ON "customers" USING btree ("card_fingerprint");--> statement-breakpoint
-- Existing customers' mailboxes, in the canonical form of lib/rules/emailIdentity.ts (every address stored so far passed the email rule, so it has no invisible characters).
UPDATE "customers" SET "email_key" = CASE WHEN y.d IN ('gmail.com', 'googlemail.com') THEN replace(split_part(y.l, '+', 1), '.', '') || '@gmail.com' ELSE split_part(y.l, '+', 1) || '@' || y.d END
FROM (SELECT id, split_part(e, '@', 1) AS l, rtrim(split_part(e, '@', 2), '.') AS d FROM (SELECT id, lower(btrim(normalize("email", NFKC))) AS e FROM "customers") x) y
WHERE "customers".id = y.id;
