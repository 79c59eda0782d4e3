CREATE TABLE "closing_signed_documents" (
	"id" uuid PRIMARY KEY NOT NULL,
	"application_id" uuid NOT NULL,
	"document_id" text NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"owner" text,
	"storage_key" text NOT NULL,
	"sha256" text NOT NULL,
	"signer_identity_id" uuid NOT NULL,
	"signer_name" text NOT NULL,
	"signed_at" timestamp with time zone NOT NULL,
	"ip_address" text NOT NULL,
	"consent_version" text NOT NULL,
	"envelope_id" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "closing_signed_documents" ADD CONSTRAINT "closing_signed_documents_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closing_signed_documents" ADD CONSTRAINT "closing_signed_documents_signer_identity_id_identities_id_fk" FOREIGN KEY ("signer_identity_id") REFERENCES "public"."identities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "closing_signed_documents_unique" ON "closing_signed_documents" USING btree ("application_id","document_id","signer_identity_id");--> statement-breakpoint
CREATE INDEX "closing_signed_documents_application_idx" ON "closing_signed_documents" USING btree ("application_id");