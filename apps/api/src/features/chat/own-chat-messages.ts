import type { ChatMessageView } from '@lintel/domain/chat/chat-contracts';
import { and, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import { recordAudit, type Actor } from '../audit/audit-log.ts';
import type { ChatEvent } from './chat-bus.ts';
import { messageView, type ConversationRow } from './chat-repository.ts';
import { ChatError } from './chat-service.ts';
import { chatAttachments, chatMessages } from './chat-tables.ts';

export interface MessageSender {
  type: 'customer' | 'agent' | 'chatbot' | 'system';
  id: string | null;
  name: string;
}

export interface NewMessage {
  clientMessageId: string | null;
  body: string;
  attachmentId?: string | undefined;
  meta?: (typeof chatMessages.$inferInsert)['meta'];
}

export type InsertMessage = (
  row: ConversationRow,
  sender: MessageSender,
  input: NewMessage,
) => Promise<{ message: ChatMessageView; fresh: boolean }>;

/**
 * The service's one way to add a message: idempotent per (conversation, sender, clientMessageId), audited without
 * its text, and announced on the bus so every process's sockets hear of it.
 */
export function createMessageWriter(deps: {
  db: Database;
  clock: Clock;
  publish: (event: ChatEvent) => Promise<void>;
}): InsertMessage {
  const { db, clock, publish } = deps;
  return async function insertMessage(row, sender, input) {
    let attachment: (typeof chatMessages.$inferInsert)['attachment'] = null;
    if (input.attachmentId) {
      const [file] = await db
        .select()
        .from(chatAttachments)
        .where(and(eq(chatAttachments.id, input.attachmentId), eq(chatAttachments.conversationId, row.id)));
      if (!file) throw new ChatError(400, 'The attachment was not found', 'attachmentId');
      attachment = { id: file.id, name: file.name, size: file.size, contentType: file.contentType };
    }
    const inserted = await db
      .insert(chatMessages)
      .values({
        id: randomUUID(),
        conversationId: row.id,
        clientMessageId: input.clientMessageId,
        senderType: sender.type,
        senderId: sender.id,
        senderName: sender.name,
        body: input.body,
        attachment,
        meta: input.meta ?? null,
        createdAt: clock.now(),
      })
      .onConflictDoNothing()
      .returning();
    const fresh = inserted[0];
    if (!fresh) {
      // The same clientMessageId again (a resend after a reconnect): the message already kept, not a second one.
      const existing = await findSentMessage(db, row.id, sender.type, input.clientMessageId ?? '');
      if (!existing) throw new Error('chat message conflict without a row');
      return { message: messageView(existing), fresh: false };
    }
    const actor: Actor =
      sender.type === 'agent'
        ? { type: 'AGENT', id: sender.id ?? undefined }
        : sender.type === 'customer'
          ? { type: 'BORROWER', id: row.identityId ?? undefined }
          : { type: 'SYSTEM', id: sender.type };
    // Every message is audited (issue 20): who, which conversation, which message; never its text.
    await recordAudit(db, clock, {
      actor,
      action: 'chat.message',
      applicationId: row.applicationId ?? undefined,
      after: { conversationId: row.id, messageId: fresh.id, senderType: sender.type },
    });
    await publish({
      kind: 'message',
      orgCode: row.orgCode,
      conversationId: row.id,
      messageId: fresh.id,
      agentId: row.agentId,
    });
    return { message: messageView(fresh), fresh: true };
  };
}

/** The message a sender already sent with `clientMessageId` in the conversation, if any (one per id). */
export async function findSentMessage(
  db: Database,
  conversationId: string,
  senderType: MessageSender['type'],
  clientMessageId: string,
) {
  const [existing] = await db
    .select()
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.conversationId, conversationId),
        eq(chatMessages.senderType, senderType),
        eq(chatMessages.clientMessageId, clientMessageId),
      ),
    );
  return existing;
}
