CREATE TABLE "chat_attachments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"conversation_id" uuid NOT NULL,
	"uploaded_by" text NOT NULL,
	"name" text NOT NULL,
	"size" integer NOT NULL,
	"content_type" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_conversations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"org_code" text NOT NULL,
	"state" text NOT NULL,
	"chat_mode" text NOT NULL,
	"customer_name" text NOT NULL,
	"customer_email" text NOT NULL,
	"identity_id" uuid,
	"application_id" uuid,
	"loan_number" text,
	"prod_type" text,
	"page_url" text,
	"agent_id" uuid,
	"waiting_since" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "chat_feedback" (
	"question_id" uuid NOT NULL,
	"conversation_id" uuid NOT NULL,
	"rating" text NOT NULL,
	"feedback_message" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "chat_feedback_conversation_id_question_id_pk" PRIMARY KEY("conversation_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" uuid PRIMARY KEY NOT NULL,
	"seq" bigserial NOT NULL,
	"conversation_id" uuid NOT NULL,
	"client_message_id" text,
	"sender_type" text NOT NULL,
	"sender_id" text,
	"sender_name" text NOT NULL,
	"body" text NOT NULL,
	"attachment" jsonb,
	"meta" jsonb,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_nonces" (
	"nonce_hash" text PRIMARY KEY NOT NULL,
	"identity_id" uuid NOT NULL,
	"org_code" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_surveys" (
	"conversation_id" uuid PRIMARY KEY NOT NULL,
	"rating" integer NOT NULL,
	"resolved" text NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_attachments" ADD CONSTRAINT "chat_attachments_conversation_id_chat_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."chat_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_feedback" ADD CONSTRAINT "chat_feedback_conversation_id_chat_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."chat_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_conversation_id_chat_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."chat_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_surveys" ADD CONSTRAINT "chat_surveys_conversation_id_chat_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."chat_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_attachments_conversation_idx" ON "chat_attachments" USING btree ("conversation_id");--> statement-breakpoint
CREATE INDEX "chat_conversations_queue_idx" ON "chat_conversations" USING btree ("org_code","state","waiting_since");--> statement-breakpoint
CREATE INDEX "chat_conversations_agent_idx" ON "chat_conversations" USING btree ("agent_id","state");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_client_id_unique" ON "chat_messages" USING btree ("conversation_id","sender_type","client_message_id");--> statement-breakpoint
CREATE INDEX "chat_messages_conversation_seq_idx" ON "chat_messages" USING btree ("conversation_id","seq");--> statement-breakpoint
CREATE INDEX "chat_nonces_identity_idx" ON "chat_nonces" USING btree ("identity_id");