CREATE TABLE "organisations" (
	"code" text PRIMARY KEY NOT NULL,
	"hosts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"document" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identities" (
	"id" uuid PRIMARY KEY NOT NULL,
	"org_code" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"type" text DEFAULT 'BORROWER' NOT NULL,
	"first_name" text,
	"last_name" text,
	"phone_numbers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_broker" boolean DEFAULT false NOT NULL,
	"dob" date,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identity_addresses" (
	"id" uuid PRIMARY KEY NOT NULL,
	"identity_id" uuid NOT NULL,
	"street1" text NOT NULL,
	"street2" text DEFAULT '' NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zip" text NOT NULL,
	"ownership" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identity_sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"identity_id" uuid NOT NULL,
	"org_code" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "login_throttles" (
	"org_code" text NOT NULL,
	"email_key" text NOT NULL,
	"failures" integer NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone,
	CONSTRAINT "login_throttles_org_code_email_key_pk" PRIMARY KEY("org_code","email_key")
);
--> statement-breakpoint
CREATE TABLE "applications" (
	"id" uuid PRIMARY KEY NOT NULL,
	"loan_number" text NOT NULL,
	"org_code" text NOT NULL,
	"primary_identity_id" uuid NOT NULL,
	"product" text DEFAULT 'HELOC' NOT NULL,
	"term" integer,
	"amount" numeric(12, 2),
	"rate" numeric(6, 3),
	"pay_type" text,
	"uw_calculated_draw_amount" numeric(12, 2),
	"adjusted_home_amount" numeric(12, 2),
	"selected_property_id" uuid,
	"server_step" text NOT NULL,
	"decision" text,
	"sub_decision" text,
	"adverse_action" jsonb,
	"max_dti_unlimited_draw" numeric(12, 2),
	"has_hmda" boolean DEFAULT false NOT NULL,
	"co_deed_status" text,
	"insurance_complete" boolean DEFAULT false NOT NULL,
	"asset_depletion_complete" boolean DEFAULT false NOT NULL,
	"asset_depletion_amount" numeric(12, 2),
	"is_crypto" boolean DEFAULT false NOT NULL,
	"requested_manual_notary_time" timestamp with time zone,
	"referrer_uuid" uuid,
	"additional_signer_version" text,
	"liens_complete" boolean DEFAULT false NOT NULL,
	"inquiry_attest_needed" boolean DEFAULT false NOT NULL,
	"inquiry_attest_complete" boolean DEFAULT false NOT NULL,
	"manual_paystub_upload" boolean DEFAULT false NOT NULL,
	"manual_paystub_tasks_complete" boolean DEFAULT false NOT NULL,
	"giact_account_status" text,
	"bpo" text,
	"title" text,
	"disclosurelist_summary_ready" boolean DEFAULT false NOT NULL,
	"disclosurelist_summary_complete" boolean DEFAULT false NOT NULL,
	"disclosurelist_closing_ready" boolean DEFAULT false NOT NULL,
	"disclosurelist_closing_complete" boolean DEFAULT false NOT NULL,
	"disclosurelist_notary_ready" boolean DEFAULT false NOT NULL,
	"disclosurelist_notary_complete" boolean DEFAULT false NOT NULL,
	"primary_participant_accept_complete" boolean DEFAULT false NOT NULL,
	"manual_deed_signing_complete" boolean DEFAULT false NOT NULL,
	"checklist_status" text,
	"employment_verification_needed" boolean DEFAULT false NOT NULL,
	"property_complete" boolean DEFAULT false NOT NULL,
	"datatree_no_match" boolean DEFAULT false NOT NULL,
	"credit_frozen_with_pin" boolean DEFAULT false NOT NULL,
	"dti_decline" boolean DEFAULT false NOT NULL,
	"credit_score_decline" boolean DEFAULT false NOT NULL,
	"waiting_on_flood_cert" boolean DEFAULT false NOT NULL,
	"manual_notary" boolean DEFAULT false NOT NULL,
	"property_condition" text,
	"experiments" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"full_story_link" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "applications_loan_number_unique" UNIQUE("loan_number"),
	CONSTRAINT "applications_product_check" CHECK ("applications"."product" = 'HELOC'),
	CONSTRAINT "applications_term_check" CHECK ("applications"."term" between 1 and 40),
	CONSTRAINT "applications_amount_check" CHECK ("applications"."amount" > 0),
	CONSTRAINT "applications_rate_check" CHECK ("applications"."rate" >= 0 and "applications"."rate" < 100),
	CONSTRAINT "applications_pay_type_check" CHECK ("applications"."pay_type" in ('AUTOPAY', 'MANUAL')),
	CONSTRAINT "applications_server_step_check" CHECK ("applications"."server_step" in ('APP_SUBMISSION', 'IDENTITY_VERIFICATION', 'INCOME_VERIFICATION', 'EMPLOYMENT_VERIFICATION', 'OFFER_SELECTION', 'REVISED_OFFER_SELECTION', 'FINAL_OFFER', 'HARD_CREDIT_PULL', 'NOTE_SIGNING', 'DEED_SIGNING', 'NOTARY_WAITING_PERIOD', 'RESCISSION', 'RECORDING', 'FUNDABLE', 'FUNDING_DECISION', 'COMPLETE', 'CANCELLED', 'DECLINED', 'IN_PROGRESS', 'UNKNOWN', 'CREDIT_NO_MATCH', 'CREDIT_NO_MATCH_SSN_HELD', 'CREDIT_LOCKED', 'CREDIT_FROZEN', 'CREDIT_INCORRECT_PIN', 'CREDIT_ERROR', 'FACTA', 'NO_PROPERTY', 'MULTIPLE_PROPERTY', 'COLLECT_ADDITIONAL_INFO', 'HMDA', 'DELINQUENCY_REVIEW', 'SUMMARY_DISCLOSURE', 'ASSETS_PREQUAL', 'REQUALIFY', 'LIEN_VERIFICATION', 'DISBURSEMENT_ACCOUNT', 'AUTOPAY_ACCOUNT', 'NO_AVM', 'NO_BPO_ESTIMATE', 'PAYOFF_PENDING', 'BPO_CONDITION', 'BPO_ORDER', 'BPO_PROCESSING', 'TITLE_PROCESSING', 'ONSITE_APPRAISAL', 'CLOSING_DISCLOSURE_GENERATED', 'CO_DEED', 'NOTARY_DISCLOSURE', 'ATTORNEY_REVIEW', 'MANUAL_DEED_SIGNING', 'DEED_SIGNING_ACCEPTED', 'SUMMARY_DISCLOSURE_GENERATION', 'NOTE_GENERATION', 'CLOSING_DISCLOSURE_GENERATION', 'NOTARY_DISCLOSURE_GENERATION', 'RESCISSION_GENERATION', 'WAITING_FOR_UNDERWRITING', 'WAITING_FOR_CREDIT', 'WAITING_FOR_INCOME', 'WAITING_FOR_IDENTITY', 'WAITING_FOR_BANK_VERIFICATION', 'WAITING_FOR_BPO', 'WAITING_FOR_TITLE', 'WAITING_FOR_FLOOD_CERT', 'WAITING_FOR_CO_DEED', 'WAITING_FOR_NOTARY', 'WAITING_FOR_FUNDING')),
	CONSTRAINT "applications_decision_check" CHECK ("applications"."decision" in ('APPROVED', 'ASSET_DEPLETION', 'DECLINE', 'ERROR', 'FINAL', 'INELIGIBLE', 'INITIAL', 'REVIEW', 'SELECT', 'UNKNOWN')),
	CONSTRAINT "applications_sub_decision_check" CHECK ("applications"."sub_decision" in ('BPO_PENDING', 'CREDIT_FROZEN', 'FINAL_OFFER', 'UNVERIFIED_DTI_LIMITED', 'UNVERIFIED_OFFER', 'UNVERIFIED_ONBOARDING_COMPLETE', 'VERIFIED_DTI_LIMITED', 'VERIFIED_INCOME_MATCHED_OFFER', 'VERIFIED_OFFER', 'VERIFIED_RESERVE_LIMITED')),
	CONSTRAINT "applications_co_deed_status_check" CHECK ("applications"."co_deed_status" in ('INITIAL', 'IN_PROGRESS', 'COMPLETE')),
	CONSTRAINT "applications_giact_check" CHECK ("applications"."giact_account_status" in ('VERIFIED', 'PENDING_REVIEW', 'FAILED_VERIFICATION', '')),
	CONSTRAINT "applications_bpo_check" CHECK ("applications"."bpo" in ('BPO_REQUIRED', 'UNKNOWN_BPO_STATUS', 'BPO_PROCESSING')),
	CONSTRAINT "applications_title_check" CHECK ("applications"."title" in ('TITLE_ORDERED', 'TITLE_PROCESSING', 'TITLE_COMPLETE')),
	CONSTRAINT "applications_checklist_check" CHECK ("applications"."checklist_status" in ('GEN_RESCISSION', 'RESCISSION', 'RECORDING', 'FUNDABLE')),
	CONSTRAINT "applications_asset_depletion_amount_check" CHECK ("applications"."asset_depletion_amount" >= 0),
	CONSTRAINT "applications_full_story_link_check" CHECK (length("applications"."full_story_link") <= 2048)
);
--> statement-breakpoint
CREATE TABLE "application_borrower_details" (
	"application_id" uuid NOT NULL,
	"identity_id" uuid NOT NULL,
	"first_name" text NOT NULL,
	"middle_name" text,
	"last_name" text NOT NULL,
	"suffix" text,
	"dob" date,
	"ssn_encrypted" text,
	"address_ownership" text,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "application_borrower_details_application_id_identity_id_pk" PRIMARY KEY("application_id","identity_id"),
	CONSTRAINT "borrower_details_suffix_check" CHECK ("application_borrower_details"."suffix" in ('', 'I', 'II', 'III', 'IV', 'V', 'JR', 'SR')),
	CONSTRAINT "borrower_details_ssn_encrypted_check" CHECK ("application_borrower_details"."ssn_encrypted" like 'v1:%')
);
--> statement-breakpoint
CREATE TABLE "application_consents" (
	"id" uuid PRIMARY KEY NOT NULL,
	"application_id" uuid NOT NULL,
	"identity_id" uuid NOT NULL,
	"type" text NOT NULL,
	"text_version" text NOT NULL,
	"agreed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "application_consents_type_check" CHECK ("application_consents"."type" in ('SOFT_CREDIT', 'HARD_CREDIT', 'TERMS_PRIVACY', 'COMMUNICATION', 'SMS_MARKETING', 'SMS_TRANSACTIONAL', 'NY_FCRA'))
);
--> statement-breakpoint
CREATE TABLE "application_signers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"application_id" uuid NOT NULL,
	"identity_id" uuid NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "application_signers_role_check" CHECK ("application_signers"."role" in ('BORROWER', 'CO_DEEDER'))
);
--> statement-breakpoint
CREATE TABLE "application_income_sources" (
	"id" uuid PRIMARY KEY NOT NULL,
	"application_id" uuid NOT NULL,
	"employment_type" text NOT NULL,
	"annual_income" numeric(12, 2) NOT NULL,
	"other_income" numeric(12, 2) DEFAULT '0' NOT NULL,
	"verified" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "application_income_sources_type_check" CHECK ("application_income_sources"."employment_type" in ('FULL_TIME', 'PART_TIME', 'SELF_EMPLOYED', 'RETIRED', 'UNEMPLOYED', 'ALIMONY', 'CHILD_SUPPORT', 'SEPARATE_MAINTENANCE_PAYMENTS', 'PUBLIC_ASSISTANCE_PROGRAM')),
	CONSTRAINT "application_income_sources_income_check" CHECK ("application_income_sources"."annual_income" >= 0 and "application_income_sources"."annual_income" <= 9999999),
	CONSTRAINT "application_income_sources_other_check" CHECK ("application_income_sources"."other_income" >= 0 and "application_income_sources"."other_income" <= 9999999)
);
--> statement-breakpoint
CREATE TABLE "application_properties" (
	"id" uuid PRIMARY KEY NOT NULL,
	"application_id" uuid NOT NULL,
	"street1" text NOT NULL,
	"street2" text,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zip" text NOT NULL,
	"occupancy_type" text NOT NULL,
	"is_listed_for_sale" boolean DEFAULT false NOT NULL,
	"value" numeric(12, 2),
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "application_properties_state_check" CHECK ("application_properties"."state" ~ '^[A-Z]{2}$'),
	CONSTRAINT "application_properties_zip_check" CHECK ("application_properties"."zip" ~ '^[0-9]{5}(-[0-9]{4})?$'),
	CONSTRAINT "application_properties_occupancy_check" CHECK ("application_properties"."occupancy_type" in ('PRIMARY', 'SECONDARY', 'INVESTMENT')),
	CONSTRAINT "application_properties_value_check" CHECK ("application_properties"."value" > 0)
);
--> statement-breakpoint
CREATE TABLE "application_offers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"application_id" uuid NOT NULL,
	"current" boolean DEFAULT true NOT NULL,
	"type" text NOT NULL,
	"term" integer NOT NULL,
	"rate" numeric(6, 3) NOT NULL,
	"base_rate" numeric(6, 3) NOT NULL,
	"other_rate" numeric(6, 3) NOT NULL,
	"origination_fee" numeric(6, 3) NOT NULL,
	"min_draw" numeric(12, 2) NOT NULL,
	"max_draw" numeric(12, 2) NOT NULL,
	"min" numeric(12, 2) NOT NULL,
	"max" numeric(12, 2) NOT NULL,
	"discount_list" jsonb NOT NULL,
	"offers_by_type" jsonb NOT NULL,
	"max_recording_tax" numeric(12, 2) NOT NULL,
	"min_recording_tax" numeric(12, 2) NOT NULL,
	"max_dti_unlimited" numeric(12, 2) NOT NULL,
	"ofee_max_threshold" numeric(12, 2) NOT NULL,
	"income_request_records" jsonb NOT NULL,
	"costs" jsonb NOT NULL,
	"total_paid_by_borrower" numeric(12, 2) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "application_offers_type_check" CHECK ("application_offers"."type" in ('FIXED', 'FLOATING', 'UNKNOWN')),
	CONSTRAINT "application_offers_term_check" CHECK ("application_offers"."term" between 1 and 40),
	CONSTRAINT "application_offers_rate_check" CHECK ("application_offers"."rate" >= 0 and "application_offers"."rate" < 100),
	CONSTRAINT "application_offers_fee_check" CHECK ("application_offers"."origination_fee" >= 0 and "application_offers"."origination_fee" <= 4.99),
	CONSTRAINT "application_offers_draw_check" CHECK ("application_offers"."min_draw" >= 0 and "application_offers"."min_draw" <= "application_offers"."max_draw"),
	CONSTRAINT "application_offers_line_check" CHECK ("application_offers"."min" >= 0 and "application_offers"."min" <= "application_offers"."max")
);
--> statement-breakpoint
CREATE TABLE "application_accounts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"application_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"routing_number" text NOT NULL,
	"account_number_encrypted" text NOT NULL,
	"account_last4" text NOT NULL,
	"verification_status" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "application_accounts_purpose_check" CHECK ("application_accounts"."purpose" in ('DISBURSE', 'AUTOPAY')),
	CONSTRAINT "application_accounts_routing_check" CHECK ("application_accounts"."routing_number" ~ '^[0-9]{9}$'),
	CONSTRAINT "application_accounts_last4_check" CHECK ("application_accounts"."account_last4" ~ '^[0-9]{4}$'),
	CONSTRAINT "application_accounts_encrypted_check" CHECK ("application_accounts"."account_number_encrypted" like 'v1:%'),
	CONSTRAINT "application_accounts_status_check" CHECK ("application_accounts"."verification_status" in ('VERIFIED', 'PENDING_REVIEW', 'FAILED_VERIFICATION', ''))
);
--> statement-breakpoint
CREATE TABLE "application_conditions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"application_id" uuid NOT NULL,
	"category" text NOT NULL,
	"notes" text,
	"comments_to_borrower" text,
	"request_documents" boolean DEFAULT false NOT NULL,
	"action_needed" boolean DEFAULT true NOT NULL,
	"num_docs_required" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "application_conditions_category_check" CHECK ("application_conditions"."category" in ('BANK_ACCOUNT_FRAUD_REVIEW', 'FALSE_OWNERSHIP_TYPE_REVIEW', 'GENERIC_DOCUMENT_REQUEST', 'HARD_CREDIT_INQUIRY_REVIEW', 'HELOC_MANUAL_PAYSTUB_UPLOAD', 'ID_VERIFICATION_FAILURE', 'IDENTITY_DOCUMENT_FRAUD_REVIEW', 'MISSING_PHONE_NUMBER', 'PROPERTY_LEGAL_DESCRIPTION', 'PROPERTY_OWNERSHIP_FRAUD_REVIEW', 'REVIEW_TRUST_REQUIREMENTS', 'ESCALATION_REVIEW')),
	CONSTRAINT "application_conditions_docs_check" CHECK ("application_conditions"."num_docs_required" between 0 and 50)
);
--> statement-breakpoint
CREATE TABLE "application_documents" (
	"id" uuid PRIMARY KEY NOT NULL,
	"application_id" uuid NOT NULL,
	"type" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"storage_key" text NOT NULL,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "application_documents_type_check" CHECK ("application_documents"."type" in ('DRIVERS_LICENSE_FRONT', 'ID_CARD_FRONT', 'PASSPORT', 'PERMANENT_RESIDENT_FRONT', 'DRIVERS_LICENSE_BACK', 'ID_CARD_BACK', 'PERMANENT_RESIDENT_BACK', 'BANK_STATEMENT', 'CERTIFICATE_OF_TRUST', 'PROOF_OF_INSURANCE', 'PAYSTUB', 'PROPERTY_DESCRIPTION_SOURCE', 'SUPPORT', 'CANCELLATION_PROOF', 'APPLICATION_DISCLOSURE', 'SUMMARY_DISCLOSURE', 'CLOSING_DISCLOSURE', 'NOTARY_DISCLOSURE', 'NOTE', 'DEED', 'RIGHT_TO_CANCEL')),
	CONSTRAINT "application_documents_size_check" CHECK ("application_documents"."size_bytes" between 0 and 26214400)
);
--> statement-breakpoint
CREATE TABLE "audit_events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"application_id" uuid,
	"actor_type" text NOT NULL,
	"actor_id" text,
	"action" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "audit_events_actor_type_check" CHECK ("audit_events"."actor_type" in ('BORROWER', 'SIGNER', 'SYSTEM', 'JOB', 'AGENT'))
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"data" jsonb NOT NULL,
	"state" text DEFAULT 'created' NOT NULL,
	"singleton_key" text,
	"retry_limit" integer DEFAULT 3 NOT NULL,
	"retry_count" integer DEFAULT 0 NOT NULL,
	"retry_delay_seconds" integer DEFAULT 1 NOT NULL,
	"retry_backoff" boolean DEFAULT true NOT NULL,
	"start_after" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "jobs_state_check" CHECK ("jobs"."state" in ('created', 'active', 'completed', 'failed')),
	CONSTRAINT "jobs_retry_check" CHECK ("jobs"."retry_limit" >= 0 and "jobs"."retry_count" >= 0 and "jobs"."retry_delay_seconds" >= 0)
);
--> statement-breakpoint
CREATE TABLE "loan_officers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"org_code" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"broker_name" text NOT NULL,
	"avatar_uri" text,
	"email" text NOT NULL,
	"phone_number" text NOT NULL,
	"nmls" text NOT NULL,
	"licensed_states" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"enforce_licensed_states" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feature_flag_org_values" (
	"flag_key" text NOT NULL,
	"org_code" text NOT NULL,
	"enabled" boolean NOT NULL,
	"variables" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "feature_flag_org_values_flag_key_org_code_pk" PRIMARY KEY("flag_key","org_code")
);
--> statement-breakpoint
CREATE TABLE "feature_flags" (
	"key" text PRIMARY KEY NOT NULL,
	"description" text NOT NULL,
	"enabled" boolean NOT NULL,
	"variables" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY NOT NULL,
	"identity_id" uuid NOT NULL,
	"wallet_address" text NOT NULL,
	"event_type" text NOT NULL,
	"application_id" uuid,
	"dedupe_key" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"ctas" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'UNREAD' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "wallet_accounts" (
	"identity_id" uuid PRIMARY KEY NOT NULL,
	"address" text NOT NULL,
	"authorization_type" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "wallet_accounts_address_unique" UNIQUE("address")
);
--> statement-breakpoint
CREATE TABLE "operating_hours" (
	"org_code" text NOT NULL,
	"department" text NOT NULL,
	"weekday_value" integer NOT NULL,
	"is_open" boolean NOT NULL,
	"start_time" text,
	"end_time" text,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "operating_hours_org_code_department_weekday_value_pk" PRIMARY KEY("org_code","department","weekday_value")
);
--> statement-breakpoint
CREATE TABLE "telemetry_events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"session_id" uuid NOT NULL,
	"org_code" text NOT NULL,
	"context" text NOT NULL,
	"domain" text NOT NULL,
	"page_path" text NOT NULL,
	"event" text NOT NULL,
	"event_type" text,
	"product_type" text,
	"identity_id" uuid,
	"application_id" uuid,
	"query_params" jsonb NOT NULL,
	"event_properties" jsonb NOT NULL,
	"dedupe_key" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "telemetry_sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tracker_uuid" uuid NOT NULL,
	"epoch" bigint NOT NULL,
	"org_code" text NOT NULL,
	"context" text NOT NULL,
	"platform" text NOT NULL,
	"lib_version" text NOT NULL,
	"app_version" text NOT NULL,
	"referrer" text NOT NULL,
	"query_params" jsonb NOT NULL,
	"screen_width" integer NOT NULL,
	"screen_height" integer NOT NULL,
	"window_width" integer NOT NULL,
	"window_height" integer NOT NULL,
	"last_dedupe_key" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ceo_feedback" (
	"id" uuid PRIMARY KEY NOT NULL,
	"org_code" text NOT NULL,
	"identity_id" uuid,
	"application_id" uuid,
	"topic" text NOT NULL,
	"message" text NOT NULL,
	"marketing_consent" text NOT NULL,
	"pathname" text NOT NULL,
	"product_type" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registration_submissions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"org_code" text NOT NULL,
	"identity_id" uuid NOT NULL,
	"application_id" uuid NOT NULL,
	"idempotency_key" text,
	"fingerprint" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "identities" ADD CONSTRAINT "identities_org_code_organisations_code_fk" FOREIGN KEY ("org_code") REFERENCES "public"."organisations"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_addresses" ADD CONSTRAINT "identity_addresses_identity_id_identities_id_fk" FOREIGN KEY ("identity_id") REFERENCES "public"."identities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_sessions" ADD CONSTRAINT "identity_sessions_identity_id_identities_id_fk" FOREIGN KEY ("identity_id") REFERENCES "public"."identities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_primary_identity_id_identities_id_fk" FOREIGN KEY ("primary_identity_id") REFERENCES "public"."identities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_borrower_details" ADD CONSTRAINT "application_borrower_details_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_borrower_details" ADD CONSTRAINT "application_borrower_details_identity_id_identities_id_fk" FOREIGN KEY ("identity_id") REFERENCES "public"."identities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_consents" ADD CONSTRAINT "application_consents_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_consents" ADD CONSTRAINT "application_consents_identity_id_identities_id_fk" FOREIGN KEY ("identity_id") REFERENCES "public"."identities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_signers" ADD CONSTRAINT "application_signers_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_signers" ADD CONSTRAINT "application_signers_identity_id_identities_id_fk" FOREIGN KEY ("identity_id") REFERENCES "public"."identities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_income_sources" ADD CONSTRAINT "application_income_sources_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_properties" ADD CONSTRAINT "application_properties_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_offers" ADD CONSTRAINT "application_offers_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_accounts" ADD CONSTRAINT "application_accounts_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_conditions" ADD CONSTRAINT "application_conditions_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_documents" ADD CONSTRAINT "application_documents_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_documents" ADD CONSTRAINT "application_documents_uploaded_by_identities_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."identities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_officers" ADD CONSTRAINT "loan_officers_org_code_organisations_code_fk" FOREIGN KEY ("org_code") REFERENCES "public"."organisations"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feature_flag_org_values" ADD CONSTRAINT "feature_flag_org_values_flag_key_feature_flags_key_fk" FOREIGN KEY ("flag_key") REFERENCES "public"."feature_flags"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_identity_id_identities_id_fk" FOREIGN KEY ("identity_id") REFERENCES "public"."identities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_accounts" ADD CONSTRAINT "wallet_accounts_identity_id_identities_id_fk" FOREIGN KEY ("identity_id") REFERENCES "public"."identities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operating_hours" ADD CONSTRAINT "operating_hours_org_code_organisations_code_fk" FOREIGN KEY ("org_code") REFERENCES "public"."organisations"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telemetry_events" ADD CONSTRAINT "telemetry_events_session_id_telemetry_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."telemetry_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_submissions" ADD CONSTRAINT "registration_submissions_identity_id_identities_id_fk" FOREIGN KEY ("identity_id") REFERENCES "public"."identities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_submissions" ADD CONSTRAINT "registration_submissions_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "identities_org_email_unique" ON "identities" USING btree ("org_code",lower("email"));--> statement-breakpoint
CREATE INDEX "identity_addresses_identity_idx" ON "identity_addresses" USING btree ("identity_id");--> statement-breakpoint
CREATE INDEX "identity_sessions_identity_idx" ON "identity_sessions" USING btree ("identity_id");--> statement-breakpoint
CREATE INDEX "applications_primary_identity_idx" ON "applications" USING btree ("primary_identity_id");--> statement-breakpoint
CREATE INDEX "applications_org_idx" ON "applications" USING btree ("org_code");--> statement-breakpoint
CREATE INDEX "application_consents_application_idx" ON "application_consents" USING btree ("application_id");--> statement-breakpoint
CREATE UNIQUE INDEX "application_signers_unique" ON "application_signers" USING btree ("application_id","identity_id");--> statement-breakpoint
CREATE INDEX "application_signers_identity_idx" ON "application_signers" USING btree ("identity_id");--> statement-breakpoint
CREATE INDEX "application_income_sources_application_idx" ON "application_income_sources" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "application_properties_application_idx" ON "application_properties" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "application_offers_application_idx" ON "application_offers" USING btree ("application_id","current");--> statement-breakpoint
CREATE INDEX "application_accounts_application_idx" ON "application_accounts" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "application_conditions_application_idx" ON "application_conditions" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "application_documents_application_idx" ON "application_documents" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "audit_events_application_idx" ON "audit_events" USING btree ("application_id","created_at");--> statement-breakpoint
CREATE INDEX "jobs_fetch_idx" ON "jobs" USING btree ("name","state","start_after");--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_singleton_idx" ON "jobs" USING btree ("name","singleton_key") WHERE "jobs"."state" in ('created', 'active') and "jobs"."singleton_key" is not null;--> statement-breakpoint
CREATE INDEX "loan_officers_org_code_idx" ON "loan_officers" USING btree ("org_code");--> statement-breakpoint
CREATE INDEX "notifications_identity_created_idx" ON "notifications" USING btree ("identity_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_identity_dedupe_unique" ON "notifications" USING btree ("identity_id","dedupe_key");--> statement-breakpoint
CREATE INDEX "telemetry_events_session_idx" ON "telemetry_events" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "telemetry_sessions_tracker_idx" ON "telemetry_sessions" USING btree ("tracker_uuid");--> statement-breakpoint
CREATE INDEX "ceo_feedback_org_created_idx" ON "ceo_feedback" USING btree ("org_code","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "registration_submissions_key_unique" ON "registration_submissions" USING btree ("org_code","idempotency_key");--> statement-breakpoint
CREATE INDEX "registration_submissions_identity_idx" ON "registration_submissions" USING btree ("identity_id","created_at");