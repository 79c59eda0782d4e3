CREATE TABLE "notary_identity_attempts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"application_id" uuid NOT NULL,
	"identity_id" uuid NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"questions" jsonb NOT NULL,
	"answered_at" timestamp with time zone,
	"correct" integer,
	"passed" boolean,
	CONSTRAINT "notary_identity_attempts_times_check" CHECK ("notary_identity_attempts"."expires_at" > "notary_identity_attempts"."started_at")
);
--> statement-breakpoint
CREATE TABLE "sandbox_clocks" (
	"application_id" uuid PRIMARY KEY NOT NULL,
	"offset_ms" bigint NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notary_identity_attempts" ADD CONSTRAINT "notary_identity_attempts_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_clocks" ADD CONSTRAINT "sandbox_clocks_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notary_identity_attempts_party_idx" ON "notary_identity_attempts" USING btree ("application_id","identity_id","started_at");