CREATE TABLE "email_outbox" (
	"id" uuid PRIMARY KEY NOT NULL,
	"org_code" text NOT NULL,
	"recipient" text NOT NULL,
	"template_key" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text NOT NULL,
	"secret_link" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "email_outbox_status_check" CHECK ("email_outbox"."status" in ('queued', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "identity_tokens" (
	"id" uuid PRIMARY KEY NOT NULL,
	"identity_id" uuid NOT NULL,
	"org_code" text NOT NULL,
	"purpose" text NOT NULL,
	"token_hash" text NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "identity_tokens_purpose_check" CHECK ("identity_tokens"."purpose" in ('password-reset', 'email-verification'))
);
--> statement-breakpoint
ALTER TABLE "identities" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_org_code_organisations_code_fk" FOREIGN KEY ("org_code") REFERENCES "public"."organisations"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_tokens" ADD CONSTRAINT "identity_tokens_identity_id_identities_id_fk" FOREIGN KEY ("identity_id") REFERENCES "public"."identities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_outbox_status_idx" ON "email_outbox" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "identity_tokens_hash_unique" ON "identity_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "identity_tokens_identity_idx" ON "identity_tokens" USING btree ("identity_id","purpose");