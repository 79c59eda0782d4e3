CREATE TABLE "application_closing" (
	"application_id" uuid PRIMARY KEY NOT NULL,
	"closing_accepted_at" timestamp with time zone,
	"envelope_id" text,
	"envelope_status" text,
	"note_signed_at" timestamp with time zone,
	"notary_kind" text,
	"notary_session_id" text,
	"notary_name" text,
	"notary_starts_at" timestamp with time zone,
	"notary_ends_at" timestamp with time zone,
	"deed_signed_at" timestamp with time zone,
	"rescission_ends_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"funded_at" timestamp with time zone,
	"funding_reference" text,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "application_closing_envelope_status_check" CHECK ("application_closing"."envelope_status" in ('SENT', 'COMPLETED', 'DECLINED')),
	CONSTRAINT "application_closing_notary_kind_check" CHECK ("application_closing"."notary_kind" in ('REMOTE', 'MANUAL')),
	CONSTRAINT "application_closing_notary_times_check" CHECK ("application_closing"."notary_ends_at" is null or "application_closing"."notary_ends_at" > "application_closing"."notary_starts_at")
);
--> statement-breakpoint
ALTER TABLE "application_closing" ADD CONSTRAINT "application_closing_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;