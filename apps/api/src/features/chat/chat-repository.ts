import type { ChatMessageView, ConversationView } from '@lintel/domain/chat/chat-contracts';
import { CHAT_HISTORY_MESSAGES } from '@lintel/domain/constants/chat';
import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/db-executor.ts';
import { identities } from '../identity/identity-tables.ts';
import { chatConversations, chatFeedback, chatMessages } from './chat-tables.ts';

export type ConversationRow = typeof chatConversations.$inferSelect;
export type MessageRow = typeof chatMessages.$inferSelect;

export async function findConversation(db: Executor, id: string): Promise<ConversationRow | undefined> {
  const [row] = await db.select().from(chatConversations).where(eq(chatConversations.id, id));
  return row;
}

export async function findMessage(db: Executor, id: string): Promise<MessageRow | undefined> {
  const [row] = await db.select().from(chatMessages).where(eq(chatMessages.id, id));
  return row;
}

/** Spec §4: the last 20 messages, oldest first. */
export async function lastMessages(db: Executor, conversationId: string): Promise<MessageRow[]> {
  const rows = await db
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.conversationId, conversationId))
    .orderBy(desc(chatMessages.seq))
    .limit(CHAT_HISTORY_MESSAGES);
  return rows.reverse();
}

export async function feedbackGiven(db: Executor, conversationId: string): Promise<string[]> {
  const rows = await db
    .select({ questionId: chatFeedback.questionId })
    .from(chatFeedback)
    .where(eq(chatFeedback.conversationId, conversationId));
  return rows.map((row) => row.questionId);
}

export async function agentName(db: Executor, agentId: string | null): Promise<string | null> {
  if (!agentId) return null;
  const [row] = await db
    .select({ firstName: identities.firstName, lastName: identities.lastName })
    .from(identities)
    .where(and(eq(identities.id, agentId), eq(identities.type, 'AGENT')));
  return row ? (row.firstName ?? 'Agent') : null;
}

export function messageView(row: MessageRow): ChatMessageView {
  return {
    id: row.id,
    clientMessageId: row.clientMessageId,
    conversationId: row.conversationId,
    senderType: row.senderType,
    senderName: row.senderName,
    body: row.body,
    createdAt: row.createdAt.toISOString(),
    ...(row.attachment ? { attachment: row.attachment } : {}),
    ...(row.meta?.article ? { article: row.meta.article } : {}),
    ...(row.meta?.questionId ? { questionId: row.meta.questionId } : {}),
    ...(row.meta?.offersAgent ? { offersAgent: true } : {}),
  };
}

export async function conversationView(db: Executor, row: ConversationRow): Promise<ConversationView> {
  return {
    conversationId: row.id,
    state: row.state,
    expiration: row.expiresAt.toISOString(),
    agentName: await agentName(db, row.agentId),
    feedbackGiven: await feedbackGiven(db, row.id),
  };
}
