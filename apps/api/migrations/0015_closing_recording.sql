ALTER TABLE "application_closing" ADD COLUMN "recorded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "application_closing" ADD COLUMN "recording_number" text;