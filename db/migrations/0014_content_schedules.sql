CREATE TABLE "content_schedules" (
	"id" serial PRIMARY KEY NOT NULL,
	"document_id" text NOT NULL,
	"document_type" text NOT NULL,
	"action" text NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"outcome" text,
	CONSTRAINT "content_schedules_action_check" CHECK ("content_schedules"."action" in ('publish', 'unpublish')),
	CONSTRAINT "content_schedules_status_check" CHECK ("content_schedules"."status" in ('pending', 'running', 'done', 'failed', 'cancelled'))
);
--> statement-breakpoint
CREATE INDEX "content_schedules_due_idx" ON "content_schedules" USING btree ("status","run_at");