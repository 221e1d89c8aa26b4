CREATE TABLE "first_cleaning_claims" (
	"email" text PRIMARY KEY NOT NULL,
	"intent_id" text NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL
);
