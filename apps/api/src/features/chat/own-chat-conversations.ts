import type { ChatMessageView } from '@lintel/domain/chat/chat-contracts';
import { AGENT_CHAT_EXPIRY_MS } from '@lintel/domain/constants/chat';
import { and, eq, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { recordAudit } from '../audit/audit-log.ts';
import type { ChatEvent } from './chat-bus.ts';
import { findConversation, type ConversationRow } from './chat-repository.ts';
import type { ChatCaller } from './chat-service.ts';
import { chatConversations } from './chat-tables.ts';
import type { ChatbotReply } from './chatbot/chatbot-answer.ts';
import { chatbotReply } from './chatbot/chatbot-answer.ts';
import type { InsertMessage } from './own-chat-messages.ts';
import { NOT_FOUND, WAITING_TEXT, type OwnChatServiceOptions } from './own-chat-options.ts';
import { requireSeatAgent } from './own-chat-seat.ts';

const OUT_OF_HOURS_TEXT =
  'Our agents are available during chat hours, which are shown at the bottom of the page. I can still help with questions about our loans or your application.';

/** A conversation's life: who may open it, its end, its handover from the chatbot to the agents' queue. */
export function createConversationRules(deps: {
  options: OwnChatServiceOptions;
  publish: (event: ChatEvent) => Promise<void>;
  insertMessage: InsertMessage;
}) {
  const { options, publish, insertMessage } = deps;
  const { db, clock } = options;
  const requireAgent = (agentId: string, orgCode: string) => requireSeatAgent(db, agentId, orgCode);

  /** The caller's conversation, ended on the way when its time is up (spec §4: 6 hours or 10 minutes). */
  async function conversationFor(caller: ChatCaller, conversationId: string): Promise<ConversationRow> {
    const row = await findConversation(db, conversationId);
    if (!row || row.orgCode !== caller.orgCode) throw NOT_FOUND();
    if (caller.role === 'customer' && caller.conversationId !== conversationId) throw NOT_FOUND();
    if (caller.role === 'agent') {
      await requireAgent(caller.agentId, caller.orgCode);
      if (row.agentId !== caller.agentId && row.state !== 'waiting') throw NOT_FOUND();
    }
    if (row.state !== 'ended' && row.expiresAt.getTime() <= clock.now().getTime())
      return endConversation(row, 'expired');
    return row;
  }

  async function endConversation(
    row: ConversationRow,
    why: 'expired' | 'customer' | 'agent',
  ): Promise<ConversationRow> {
    const [ended] = await db
      .update(chatConversations)
      .set({ state: 'ended', endedAt: clock.now() })
      .where(and(eq(chatConversations.id, row.id), sql`${chatConversations.state} <> 'ended'`))
      .returning();
    if (!ended) return (await findConversation(db, row.id)) ?? row;
    await recordAudit(db, clock, {
      actor:
        why === 'agent'
          ? { type: 'AGENT', id: row.agentId ?? undefined }
          : why === 'customer'
            ? { type: 'BORROWER', id: row.identityId ?? undefined }
            : { type: 'SYSTEM', id: 'chat' },
      action: 'chat.ended',
      applicationId: row.applicationId ?? undefined,
      after: { conversationId: row.id, why },
    });
    await publish({
      kind: 'conversation',
      orgCode: row.orgCode,
      conversationId: row.id,
      agentId: row.agentId,
    });
    if (row.state === 'waiting') await publish({ kind: 'queue', orgCode: row.orgCode });
    return ended;
  }

  async function toQueue(row: ConversationRow): Promise<ConversationRow> {
    const now = clock.now();
    const [queued] = await db
      .update(chatConversations)
      .set({
        state: 'waiting',
        chatMode: 'agent',
        waitingSince: now,
        expiresAt: new Date(now.getTime() + AGENT_CHAT_EXPIRY_MS),
      })
      .where(and(eq(chatConversations.id, row.id), eq(chatConversations.state, 'bot')))
      .returning();
    if (!queued) return row;
    await recordAudit(db, clock, {
      actor: { type: 'BORROWER', id: row.identityId ?? undefined },
      action: 'chat.handover.queued',
      applicationId: row.applicationId ?? undefined,
      after: { conversationId: row.id, from: 'chatbot' },
    });
    await insertMessage(
      queued,
      { type: 'system', id: null, name: 'System' },
      { clientMessageId: null, body: WAITING_TEXT },
    );
    await publish({ kind: 'conversation', orgCode: row.orgCode, conversationId: row.id, agentId: null });
    await publish({ kind: 'queue', orgCode: row.orgCode });
    return queued;
  }

  async function answerAsChatbot(row: ConversationRow, question: ChatMessageView): Promise<void> {
    const application = row.identityId
      ? await options.applicationOf(row.identityId, row.applicationId)
      : undefined;
    let reply: ChatbotReply = chatbotReply(question.body, {
      orgCode: row.orgCode,
      lenderName: options.lenderName(row.orgCode),
      application,
      signedIn: row.identityId !== null,
    });
    const open = reply.wantsAgent ? await options.chatIsOpen(row.orgCode) : false;
    if (reply.wantsAgent && !open) reply = { body: OUT_OF_HOURS_TEXT, offersAgent: false, wantsAgent: false };
    await insertMessage(
      row,
      { type: 'chatbot', id: null, name: 'Assistant' },
      {
        clientMessageId: null,
        body: reply.body,
        meta: {
          questionId: randomUUID(),
          questionStr: question.body,
          ...(reply.article ? { article: reply.article } : {}),
          ...(reply.offersAgent && !reply.wantsAgent ? { offersAgent: true } : {}),
        },
      },
    );
    if (reply.wantsAgent && open) await toQueue(row);
  }

  return { requireAgent, conversationFor, endConversation, toQueue, answerAsChatbot };
}
