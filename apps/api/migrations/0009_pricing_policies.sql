CREATE TABLE "pricing_policies" (
	"org_code" text NOT NULL,
	"version" text NOT NULL,
	"effective_from" date NOT NULL,
	"expires_on" date,
	"policy" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "pricing_policies_org_code_version_pk" PRIMARY KEY("org_code","version")
);
--> statement-breakpoint
ALTER TABLE "application_offers" ADD COLUMN "pricing_version" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "pricing_version" text;--> statement-breakpoint
CREATE INDEX "pricing_policies_org_effective_idx" ON "pricing_policies" USING btree ("org_code","effective_from");