CREATE TABLE "application_document_files" (
	"document_id" uuid PRIMARY KEY NOT NULL,
	"content" "bytea" NOT NULL,
	CONSTRAINT "document_files_size_check" CHECK (octet_length("application_document_files"."content") <= 10485760)
);
--> statement-breakpoint
CREATE TABLE "application_employment" (
	"application_id" uuid PRIMARY KEY NOT NULL,
	"employer_name" text NOT NULL,
	"employer_phone" text NOT NULL,
	"job_title" text NOT NULL,
	"start_date" date NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "employment_phone_check" CHECK ("application_employment"."employer_phone" ~ '^[0-9]{10}$')
);
--> statement-breakpoint
CREATE TABLE "application_hmda" (
	"application_id" uuid PRIMARY KEY NOT NULL,
	"ethnicity" text[] NOT NULL,
	"race" text[] NOT NULL,
	"sex" text[] NOT NULL,
	"collected_at" timestamp with time zone NOT NULL,
	CONSTRAINT "hmda_ethnicity_check" CHECK ("application_hmda"."ethnicity" <@ array['HISPANIC_OR_LATINO', 'NOT_HISPANIC_OR_LATINO', 'NOT_PROVIDED']::text[] and cardinality("application_hmda"."ethnicity") > 0),
	CONSTRAINT "hmda_race_check" CHECK ("application_hmda"."race" <@ array['AMERICAN_INDIAN_OR_ALASKA_NATIVE', 'ASIAN', 'BLACK_OR_AFRICAN_AMERICAN', 'NATIVE_HAWAIIAN_OR_OTHER_PACIFIC_ISLANDER', 'WHITE', 'NOT_PROVIDED']::text[] and cardinality("application_hmda"."race") > 0),
	CONSTRAINT "hmda_sex_check" CHECK ("application_hmda"."sex" <@ array['FEMALE', 'MALE', 'NOT_PROVIDED']::text[] and cardinality("application_hmda"."sex") > 0)
);
--> statement-breakpoint
CREATE TABLE "application_income_verifications" (
	"id" uuid PRIMARY KEY NOT NULL,
	"application_id" uuid NOT NULL,
	"verification_id" text,
	"outcome" text NOT NULL,
	"verified_annual_income" numeric(12, 2),
	"source" text,
	"employer_name" text,
	"paystubs_required" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "income_verifications_outcome_check" CHECK ("application_income_verifications"."outcome" in ('VERIFIED', 'PARTIAL', 'NOT_FOUND')),
	CONSTRAINT "income_verifications_paystubs_check" CHECK ("application_income_verifications"."paystubs_required" between 0 and 12)
);
--> statement-breakpoint
CREATE TABLE "application_profile_details" (
	"application_id" uuid PRIMARY KEY NOT NULL,
	"marital_status" text NOT NULL,
	"phone_number" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "profile_details_marital_check" CHECK ("application_profile_details"."marital_status" in ('MARRIED', 'SEPARATED', 'UNMARRIED')),
	CONSTRAINT "profile_details_phone_check" CHECK ("application_profile_details"."phone_number" ~ '^[0-9]{10}$')
);
--> statement-breakpoint
ALTER TABLE "application_document_files" ADD CONSTRAINT "application_document_files_document_id_application_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."application_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_employment" ADD CONSTRAINT "application_employment_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_hmda" ADD CONSTRAINT "application_hmda_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_income_verifications" ADD CONSTRAINT "application_income_verifications_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_profile_details" ADD CONSTRAINT "application_profile_details_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "income_verifications_application_idx" ON "application_income_verifications" USING btree ("application_id");