CREATE TABLE "stored_files" (
	"key" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stored_files_size_check" CHECK (octet_length("stored_files"."content") <= 10485760)
);
--> statement-breakpoint
-- Decision 185: the files uploaded so far move to the one file store, under the key their document now names.
INSERT INTO "stored_files" ("key", "content_type", "content", "created_at")
SELECT 'applications/' || d."application_id" || '/documents/' || d."id", d."content_type", f."content", d."created_at"
FROM "application_document_files" f JOIN "application_documents" d ON d."id" = f."document_id";--> statement-breakpoint
UPDATE "application_documents" SET "storage_key" = 'applications/' || "application_id" || '/documents/' || "id"
WHERE "storage_key" LIKE 'db:application_document_files/%';--> statement-breakpoint
DROP TABLE "application_document_files" CASCADE;--> statement-breakpoint
ALTER TABLE "application_documents" ADD COLUMN "original_file_name" text;