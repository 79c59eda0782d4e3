CREATE TABLE "signer_documents" (
	"id" uuid PRIMARY KEY NOT NULL,
	"invitation_id" uuid NOT NULL,
	"type" text NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "signer_invitations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"application_id" uuid NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"mobile" text,
	"relation" text NOT NULL,
	"sms_consent" boolean DEFAULT false NOT NULL,
	"token_hash" text,
	"token_expires_at" timestamp with time zone,
	"token_used_at" timestamp with time zone,
	"last_sent_at" timestamp with time zone NOT NULL,
	"identity_id" uuid,
	"accepted_at" timestamp with time zone,
	"id_type" text,
	"identity_verified_at" timestamp with time zone,
	"signed_name" text,
	"signed_at" timestamp with time zone,
	"notary_kind" text,
	"notary_session_id" text,
	"notary_starts_at" timestamp with time zone,
	"notary_booked_at" timestamp with time zone,
	"removed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "signer_invitations_relation_check" CHECK ("signer_invitations"."relation" in ('CO_BORROWER', 'CO_DEEDER')),
	CONSTRAINT "signer_invitations_notary_kind_check" CHECK ("signer_invitations"."notary_kind" in ('REMOTE', 'MANUAL'))
);
--> statement-breakpoint
ALTER TABLE "signer_documents" ADD CONSTRAINT "signer_documents_invitation_id_signer_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."signer_invitations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signer_invitations" ADD CONSTRAINT "signer_invitations_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signer_invitations" ADD CONSTRAINT "signer_invitations_identity_id_identities_id_fk" FOREIGN KEY ("identity_id") REFERENCES "public"."identities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "signer_documents_invitation_idx" ON "signer_documents" USING btree ("invitation_id");--> statement-breakpoint
CREATE INDEX "signer_invitations_application_idx" ON "signer_invitations" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "signer_invitations_identity_idx" ON "signer_invitations" USING btree ("identity_id");--> statement-breakpoint
CREATE UNIQUE INDEX "signer_invitations_token_idx" ON "signer_invitations" USING btree ("token_hash");