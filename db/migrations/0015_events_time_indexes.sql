CREATE INDEX "events_brand_time_idx" ON "events" USING btree ("brand_key","occurred_at");--> statement-breakpoint
CREATE INDEX "events_time_idx" ON "events" USING btree ("occurred_at");