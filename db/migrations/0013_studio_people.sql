-- Sessions opened with the shared studio token belong to nobody: everyone signs in again as a person.
DELETE FROM "studio_sessions";--> statement-breakpoint
CREATE TABLE "studio_sign_in_tokens" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "studio_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"invited_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "studio_users_role_check" CHECK ("studio_users"."role" in ('admin', 'editor', 'marketer', 'analyst'))
);
--> statement-breakpoint
ALTER TABLE "studio_sessions" ADD COLUMN "user_id" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "studio_sign_in_tokens" ADD CONSTRAINT "studio_sign_in_tokens_user_id_studio_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."studio_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "studio_sign_in_tokens_expiry_idx" ON "studio_sign_in_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "studio_users_email_idx" ON "studio_users" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "studio_users_first_admin_idx" ON "studio_users" USING btree (("invited_by" is null)) WHERE "studio_users"."invited_by" is null;--> statement-breakpoint
ALTER TABLE "studio_sessions" ADD CONSTRAINT "studio_sessions_user_id_studio_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."studio_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "studio_sessions_user_idx" ON "studio_sessions" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "studio_sessions" DROP COLUMN "token_fingerprint";