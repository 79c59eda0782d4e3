import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * Our own chat service's data (decision 200). A conversation is the borrower's chat session (spec 001 §3); its
 * participants are the customer, at most one agent at a time and the chatbot. Names and emails typed in the pre-chat
 * form are the borrower's own words, kept for the agent who answers.
 */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: uuid('id').primaryKey(),
    orgCode: text('org_code').notNull(),
    state: text('state', { enum: ['bot', 'waiting', 'active', 'ended'] }).notNull(),
    /** What the session started as; decides its expiry (6 hours agent, 10 minutes chatbot). */
    chatMode: text('chat_mode', { enum: ['agent', 'chatbot'] }).notNull(),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    /** Set only when a live nonce proved who the borrower is (spec §7 webchat/authenticate). */
    identityId: uuid('identity_id'),
    applicationId: uuid('application_id'),
    loanNumber: text('loan_number'),
    prodType: text('prod_type'),
    pageUrl: text('page_url'),
    agentId: uuid('agent_id'),
    /** Orders the agents' queue (chatwoot's waiting_since). */
    waitingSince: timestamp('waiting_since', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    index('chat_conversations_queue_idx').on(t.orgCode, t.state, t.waitingSince),
    index('chat_conversations_agent_idx').on(t.agentId, t.state),
  ],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey(),
    /** Insertion order within the whole table: the order messages are shown in. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    /** The sender's own id: a resend after a reconnect finds the message already there (decision 200). */
    clientMessageId: text('client_message_id'),
    senderType: text('sender_type', { enum: ['customer', 'agent', 'chatbot', 'system'] }).notNull(),
    senderId: text('sender_id'),
    senderName: text('sender_name').notNull(),
    body: text('body').notNull(),
    attachment: jsonb('attachment').$type<{ id: string; name: string; size: number; contentType: string }>(),
    /** A chatbot answer: the question it answers and the article it used (spec §3 messageHistory). */
    meta: jsonb('meta').$type<{
      questionId?: string;
      questionStr?: string;
      article?: { slug: string; title: string };
      offersAgent?: boolean;
    }>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('chat_messages_client_id_unique').on(t.conversationId, t.senderType, t.clientMessageId),
    index('chat_messages_conversation_seq_idx').on(t.conversationId, t.seq),
  ],
);

/** Nonces tying a chat to a signed-in borrower, good for two refresh periods (spec §9: refreshed every 60 s). */
export const chatNonces = pgTable(
  'chat_nonces',
  {
    nonceHash: text('nonce_hash').primaryKey(),
    identityId: uuid('identity_id').notNull(),
    orgCode: text('org_code').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('chat_nonces_identity_idx').on(t.identityId)],
);

/** Feedback on a chatbot answer (spec §4: once per latest answer), and the survey after a chat. */
export const chatFeedback = pgTable(
  'chat_feedback',
  {
    questionId: uuid('question_id').notNull(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    rating: text('rating', { enum: ['UP', 'DOWN'] }).notNull(),
    feedbackMessage: text('feedback_message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.conversationId, t.questionId] })],
);

export const chatSurveys = pgTable('chat_surveys', {
  conversationId: uuid('conversation_id')
    .primaryKey()
    .references(() => chatConversations.id, { onDelete: 'cascade' }),
  rating: integer('rating').notNull(),
  resolved: text('resolved', { enum: ['YES', 'NO'] }).notNull(),
  comment: text('comment'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/** Attachments' metadata; the bytes are in the one file store (decision 185) under `chats/{conversation}/{id}`. */
export const chatAttachments = pgTable(
  'chat_attachments',
  {
    id: uuid('id').primaryKey(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    uploadedBy: text('uploaded_by', { enum: ['customer', 'agent'] }).notNull(),
    name: text('name').notNull(),
    size: integer('size').notNull(),
    contentType: text('content_type').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('chat_attachments_conversation_idx').on(t.conversationId)],
);
