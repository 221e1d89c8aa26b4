CREATE TABLE "content_documents" (
	"id" text PRIMARY KEY NOT NULL,
	"position" serial NOT NULL,
	"document" json NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_revisions" (
	"seq" serial PRIMARY KEY NOT NULL,
	"document_id" text NOT NULL,
	"revision" json NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_state" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "content_revisions_document_idx" ON "content_revisions" USING btree ("document_id","seq");