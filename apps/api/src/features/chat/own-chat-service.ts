import { and, desc, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { Executor } from '../../platform/db/db-executor.ts';
import { uploadAllowance } from '../workflow/after-offer/uploads/upload-allowance.ts';
import { checkChatAttachment } from './chat-attachment-check.ts';
import type { ChatEvent } from './chat-bus.ts';
import { conversationView, lastMessages, messageView } from './chat-repository.ts';
import { ChatError, type ChatService } from './chat-service.ts';
import { chatAttachments, chatFeedback, chatMessages, chatSurveys } from './chat-tables.ts';
import { createConversationRules } from './own-chat-conversations.ts';
import { customerMessageAllowance } from './own-chat-limits.ts';
import { createMessageWriter } from './own-chat-messages.ts';
import { ENDED, NOT_FOUND, type OwnChatServiceOptions } from './own-chat-options.ts';
import { createOwnChatSeat } from './own-chat-seat.ts';
import { createOwnChatSessions } from './own-chat-sessions.ts';
import { createSocketHub } from './own-chat-sockets.ts';

export type { OwnChatServiceOptions } from './own-chat-options.ts';

/**
 * Our own chat service on PostgreSQL (decision 200), put together from its parts: starting a chat and its tokens
 * (own-chat-sessions), a conversation's life (own-chat-conversations), the one way to add a message
 * (own-chat-messages), the agent's seat (own-chat-seat) and this process's sockets (own-chat-sockets).
 */
export function createOwnChatService(options: OwnChatServiceOptions): ChatService {
  const { db, clock, secret, bus, files } = options;
  const publish = (event: ChatEvent, tx?: Executor) => bus.publish(event, tx);
  const insertMessage = createMessageWriter({ db, clock, publish });
  const rules = createConversationRules({ options, publish, insertMessage });
  const { conversationFor, requireAgent } = rules;
  const sockets = createSocketHub(db, bus, options.onError);
  const seat = createOwnChatSeat({
    db,
    clock,
    secret,
    lenderName: options.lenderName,
    applicationOf: options.applicationOf,
    publish,
    insertMessage,
    conversationFor,
  });

  return {
    ...createOwnChatSessions({ options, publish, insertMessage }),

    async history(caller, conversationId) {
      const row = await conversationFor(caller, conversationId);
      const messages = await lastMessages(db, row.id);
      return { conversation: await conversationView(db, row), messages: messages.map(messageView) };
    },

    async send(caller, conversationId, input) {
      const row = await conversationFor(caller, conversationId);
      if (row.state === 'ended') throw ENDED();
      if (caller.role === 'agent') {
        if (row.agentId !== caller.agentId || row.state !== 'active')
          throw new ChatError(409, 'Take the chat before replying');
        const agent = await requireAgent(caller.agentId, caller.orgCode);
        return (
          await insertMessage(
            row,
            { type: 'agent', id: agent.id, name: agent.name.split(' ')[0] ?? 'Agent' },
            input,
          )
        ).message;
      }
      const kept = await customerMessageAllowance(db, row.id, input.clientMessageId, clock.now());
      if (kept) return kept;
      const { message, fresh } = await insertMessage(
        row,
        { type: 'customer', id: null, name: row.customerName },
        input,
      );
      if (fresh && row.state === 'bot' && message.body.trim() !== '')
        await rules.answerAsChatbot(row, message);
      return message;
    },

    async typing(caller, conversationId, preview) {
      const row = await conversationFor(caller, conversationId);
      if (row.state === 'ended') return;
      await publish({
        kind: 'typing',
        orgCode: row.orgCode,
        conversationId,
        senderType: caller.role,
        preview: caller.role === 'customer' ? preview.slice(0, 200) : '',
        agentId: row.agentId,
      });
    },

    async askForAgent(caller, conversationId) {
      const row = await conversationFor(caller, conversationId);
      if (row.state === 'ended') throw ENDED();
      if (row.state !== 'bot') return conversationView(db, row);
      if (!(await options.chatIsOpen(row.orgCode)))
        throw new ChatError(409, 'Our agents are available during chat hours');
      return conversationView(db, await rules.toQueue(row));
    },

    async end(caller, conversationId) {
      const row = await conversationFor(caller, conversationId);
      return conversationView(db, await rules.endConversation(row, caller.role));
    },

    async feedback(caller, input) {
      const row = await conversationFor(caller, input.conversationId);
      const [latest] = await db
        .select()
        .from(chatMessages)
        .where(and(eq(chatMessages.conversationId, row.id), eq(chatMessages.senderType, 'chatbot')))
        .orderBy(desc(chatMessages.seq))
        .limit(1);
      // Spec §4: once per latest answer.
      if (!latest || latest.meta?.questionId !== input.questionId) {
        throw new ChatError(409, 'Feedback can be given on the latest answer only', 'questionId');
      }
      const inserted = await db
        .insert(chatFeedback)
        .values({ ...input, feedbackMessage: input.feedbackMessage ?? null, createdAt: clock.now() })
        .onConflictDoNothing()
        .returning();
      if (!inserted.length)
        throw new ChatError(409, 'Feedback was already given on this answer', 'questionId');
    },

    async survey(caller, conversationId, input) {
      const row = await conversationFor(caller, conversationId);
      if (row.state !== 'ended') throw new ChatError(409, 'The survey opens when the chat has ended');
      const inserted = await db
        .insert(chatSurveys)
        .values({ conversationId, ...input, comment: input.comment ?? null, createdAt: clock.now() })
        .onConflictDoNothing()
        .returning();
      if (!inserted.length) throw new ChatError(409, 'The survey was already sent');
    },

    async upload(caller, conversationId, file) {
      const row = await conversationFor(caller, conversationId);
      if (row.state === 'ended') throw ENDED();
      if (caller.role === 'agent' && row.agentId !== caller.agentId) throw NOT_FOUND();
      const contentType = await checkChatAttachment(file.bytes, file.contentType);
      // The borrower's files count in their application's allowance, an anonymous chat's in its own; the agent's not.
      if (caller.role === 'customer') {
        const owner = row.applicationId ? { applicationId: row.applicationId } : { conversationId: row.id };
        await uploadAllowance(db, owner, clock.now(), file.bytes.length);
      }
      const id = randomUUID();
      // The borrower's own name is only shown back; the store's key is ours (decision 184).
      const name = file.name.split(/[\\/]/).pop()?.slice(0, 255) || 'attachment';
      await db.transaction(async (tx) => {
        await files.put(tx, `chats/${conversationId}/${id}`, { bytes: file.bytes, contentType });
        await tx.insert(chatAttachments).values({
          id,
          conversationId,
          uploadedBy: caller.role,
          name,
          size: file.bytes.length,
          contentType,
          createdAt: clock.now(),
        });
      });
      return { id, name, size: file.bytes.length, contentType };
    },

    async attachment(caller, conversationId, attachmentId) {
      await conversationFor(caller, conversationId);
      const [meta] = await db
        .select()
        .from(chatAttachments)
        .where(and(eq(chatAttachments.id, attachmentId), eq(chatAttachments.conversationId, conversationId)));
      const bytes = meta ? await files.get(db, `chats/${conversationId}/${attachmentId}`) : undefined;
      if (!meta || !bytes) throw NOT_FOUND();
      return { bytes, contentType: meta.contentType, name: meta.name };
    },

    ...seat,

    listen: sockets.listen,

    async close() {
      sockets.stop();
      await bus.close();
    },
  };
}
