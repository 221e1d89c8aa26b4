CREATE TABLE "content_removals" (
	"id" text PRIMARY KEY NOT NULL,
	"version" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "content_documents" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "content_removals_version_idx" ON "content_removals" USING btree ("version");--> statement-breakpoint
CREATE INDEX "content_documents_version_idx" ON "content_documents" USING btree ("version");