import type { ChatMessageView, ServerFrame } from '@lintel/domain/chat/chat-contracts';
import { AGENT_CHAT_EXPIRY_MS, CHATBOT_CHAT_EXPIRY_MS } from '@lintel/domain/constants/chat';
import { and, desc, eq, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import type { Executor } from '../../platform/db/db-executor.ts';
import type { FileStore } from '../../platform/storage/file-store.ts';
import { recordAudit, type Actor } from '../audit/audit-log.ts';
import { checkChatAttachment } from './chat-attachment-check.ts';
import type { ChatBus, ChatEvent } from './chat-bus.ts';
import { identityOfNonce, issueNonce } from './chat-nonces.ts';
import {
  conversationView,
  findConversation,
  findMessage,
  lastMessages,
  messageView,
  type ConversationRow,
} from './chat-repository.ts';
import { ChatError, type ChatCaller, type ChatService } from './chat-service.ts';
import {
  chatAttachments,
  chatConversations,
  chatFeedback,
  chatMessages,
  chatSurveys,
} from './chat-tables.ts';
import { signChatToken, verifyChatToken } from './chat-tokens.ts';
import { createOwnChatSeat, requireSeatAgent } from './own-chat-seat.ts';
import type { ChatbotReply } from './chatbot/chatbot-answer.ts';
import { chatbotReply } from './chatbot/chatbot-answer.ts';
import type { Standing } from '@lintel/domain/application/standing/standing';

export interface OwnChatServiceOptions {
  db: Database;
  clock: Clock;
  secret: Uint8Array;
  bus: ChatBus;
  files: FileStore;
  /** Whether the lender's chat is open now (OPS_CHAT hours). */
  chatIsOpen: (orgCode: string) => Promise<boolean>;
  /** The borrower's application and its standing (decision 172), for the chatbot and the agent's context. */
  applicationOf: (
    identityId: string,
    applicationId: string | null,
  ) => Promise<
    { id: string; loanNumber: string | null; product: string; standing: Standing | undefined } | undefined
  >;
  lenderName: (orgCode: string) => string;
  onError: (error: unknown) => void;
}

/**
 * A borrower's token outlives the session by a day: after the end the widget still reads the ended state and sends
 * the survey; the conversation's own state, not the token, decides what may still be done.
 */
const TOKEN_GRACE_MS = 24 * 60 * 60 * 1000;
const tokenEnd = (expiresAt: Date) => new Date(expiresAt.getTime() + TOKEN_GRACE_MS);
const WAITING_TEXT = 'Thanks for reaching out. An agent will be with you shortly.';
const NOT_FOUND = () => new ChatError(404, 'Not found');
const ENDED = () => new ChatError(409, 'The chat has ended');

/** Our own chat service on PostgreSQL (decision 200). */
export function createOwnChatService(options: OwnChatServiceOptions): ChatService {
  const { db, clock, secret, bus, files } = options;

  async function publish(event: ChatEvent, tx?: Executor) {
    await bus.publish(event, tx);
  }

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
    const now = clock.now();
    const [ended] = await db
      .update(chatConversations)
      .set({ state: 'ended', endedAt: now })
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

  async function insertMessage(
    row: ConversationRow,
    sender: { type: 'customer' | 'agent' | 'chatbot' | 'system'; id: string | null; name: string },
    input: {
      clientMessageId: string | null;
      body: string;
      attachmentId?: string | undefined;
      meta?: (typeof chatMessages.$inferInsert)['meta'];
    },
  ): Promise<{ message: ChatMessageView; fresh: boolean }> {
    let attachment: (typeof chatMessages.$inferInsert)['attachment'] = null;
    if (input.attachmentId) {
      const [file] = await db
        .select()
        .from(chatAttachments)
        .where(and(eq(chatAttachments.id, input.attachmentId), eq(chatAttachments.conversationId, row.id)));
      if (!file) throw new ChatError(400, 'The attachment was not found', 'attachmentId');
      attachment = { id: file.id, name: file.name, size: file.size, contentType: file.contentType };
    }
    const id = randomUUID();
    const inserted = await db
      .insert(chatMessages)
      .values({
        id,
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
      const [existing] = await db
        .select()
        .from(chatMessages)
        .where(
          and(
            eq(chatMessages.conversationId, row.id),
            eq(chatMessages.senderType, sender.type),
            eq(chatMessages.clientMessageId, input.clientMessageId ?? ''),
          ),
        );
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
    if (reply.wantsAgent && !open) {
      reply = {
        body: 'Our agents are available during chat hours, which are shown at the bottom of the page. I can still help with questions about our loans or your application.',
        offersAgent: false,
        wantsAgent: false,
      };
    }
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

  const requireAgent = (agentId: string, orgCode: string) => requireSeatAgent(db, agentId, orgCode);
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

  // Sockets of this process, by what they listen to; the bus tells every process what changed.
  const customerSockets = new Map<string, Set<(frame: ServerFrame) => void>>();
  const agentSockets = new Set<{ orgCode: string; agentId: string; send: (frame: ServerFrame) => void }>();
  const unsubscribe = bus.subscribe((event) => {
    void deliver(event).catch(options.onError);
  });

  async function deliver(event: ChatEvent) {
    const agents = [...agentSockets].filter((s) => s.orgCode === event.orgCode);
    if (event.kind === 'queue') {
      for (const agent of agents) agent.send({ type: 'queue' });
      return;
    }
    const customers = customerSockets.get(event.conversationId);
    const theirAgents = agents.filter((a) => a.agentId === event.agentId);
    if (!customers?.size && !theirAgents.length && event.kind !== 'conversation') return;
    if (event.kind === 'typing') {
      const frame: ServerFrame = {
        type: 'typing',
        conversationId: event.conversationId,
        senderType: event.senderType,
        preview: event.preview,
      };
      if (event.senderType === 'customer') for (const agent of theirAgents) agent.send(frame);
      else for (const send of customers ?? []) send(frame);
      return;
    }
    if (event.kind === 'message') {
      const row = await findMessage(db, event.messageId);
      if (!row) return;
      const frame: ServerFrame = { type: 'message', message: messageView(row) };
      for (const send of customers ?? []) send(frame);
      for (const agent of theirAgents) agent.send(frame);
      return;
    }
    const row = await findConversation(db, event.conversationId);
    if (!row) return;
    const frame: ServerFrame = { type: 'conversation', conversation: await conversationView(db, row) };
    for (const send of customers ?? []) send(frame);
    for (const agent of agents)
      if (agent.agentId === row.agentId || agent.agentId === event.agentId) agent.send(frame);
  }

  return {
    async init(body, context) {
      const now = clock.now();
      const identityId = body.nonce
        ? await identityOfNonce(db, clock, body.nonce, context.orgCode)
        : undefined;
      if (body.nonce && !identityId) throw new ChatError(403, 'Token state is invalid.');
      const application = identityId
        ? await options.applicationOf(identityId, body.applicationUuid ?? null)
        : undefined;
      // Spec §4: outside chat hours (with no history) the chat is the chatbot; the chatbot mode asks for it anyway.
      const wantsBot = body.chatMode === 'chatbot' || body.mode === 'chatbot';
      const chatMode = wantsBot || !(await options.chatIsOpen(context.orgCode)) ? 'chatbot' : 'agent';
      const expiresAt = new Date(
        now.getTime() + (chatMode === 'agent' ? AGENT_CHAT_EXPIRY_MS : CHATBOT_CHAT_EXPIRY_MS),
      );
      const id = randomUUID();
      const [row] = await db
        .insert(chatConversations)
        .values({
          id,
          orgCode: context.orgCode,
          state: chatMode === 'agent' ? 'waiting' : 'bot',
          chatMode,
          customerName: body.friendlyName,
          customerEmail: body.emailAddress,
          identityId: identityId ?? null,
          applicationId: application?.id ?? null,
          loanNumber: application?.loanNumber ?? null,
          prodType: application?.product ?? null,
          pageUrl: body.pageUrl ?? null,
          waitingSince: chatMode === 'agent' ? now : null,
          createdAt: now,
          expiresAt,
        })
        .returning();
      if (!row) throw new Error('chat conversation not created');
      await recordAudit(db, clock, {
        actor: { type: 'BORROWER', id: identityId },
        action: 'chat.started',
        applicationId: application?.id,
        after: {
          conversationId: id,
          chatMode,
          ...(context.fallbackFrom ? { requestedMode: context.fallbackFrom, servedBy: 'own' } : {}),
        },
      });
      const lender = options.lenderName(context.orgCode);
      const welcome =
        chatMode === 'agent'
          ? (body.welcomeMessage ?? WAITING_TEXT)
          : `Hi, I’m ${lender}’s assistant. Ask me about our home equity line of credit${identityId ? ' or where your application stands' : ''}.`;
      await insertMessage(
        row,
        {
          type: chatMode === 'agent' ? 'system' : 'chatbot',
          id: null,
          name: chatMode === 'agent' ? 'System' : 'Assistant',
        },
        { clientMessageId: null, body: welcome },
      );
      if (chatMode === 'agent') await publish({ kind: 'queue', orgCode: context.orgCode });
      const token = await signChatToken(
        secret,
        { role: 'customer', conversationId: id, orgCode: context.orgCode },
        tokenEnd(expiresAt),
      );
      return {
        token,
        conversationSid: id,
        omniProxyChannelId: id,
        providerChannelId: id,
        providerUserId: `customer-${id}`,
        providerUserToken: token,
        ...(body.skill ? { skill: body.skill } : {}),
        expiration: expiresAt.toISOString(),
        chatMode,
      };
    },

    async refreshToken(token) {
      const claims = await verifyChatToken(secret, token, clock.now());
      if (claims?.role !== 'customer') throw new ChatError(403, 'Token state is invalid.');
      const row = await findConversation(db, claims.conversationId);
      if (!row || row.state === 'ended') throw new ChatError(403, 'Token state is invalid.');
      return {
        token: await signChatToken(secret, claims, tokenEnd(row.expiresAt)),
        expiration: row.expiresAt.toISOString(),
      };
    },

    async authenticate(token, orgCode) {
      const claims = await verifyChatToken(secret, token, clock.now());
      if (!claims || claims.orgCode !== orgCode) throw new ChatError(403, 'Token state is invalid.');
      return claims;
    },

    issueNonce: (identityId, orgCode) => issueNonce(db, clock, identityId, orgCode),

    async refreshNonce(nonce, identityId, orgCode) {
      const owner = await identityOfNonce(db, clock, nonce, orgCode);
      if (owner !== identityId) throw new ChatError(400, 'Token state is invalid.', 'nonce');
      return issueNonce(db, clock, identityId, orgCode);
    },

    async checkSocketNonce(caller, nonce) {
      if (caller.role !== 'customer') return;
      const row = await findConversation(db, caller.conversationId);
      if (!row) throw NOT_FOUND();
      if (!row.identityId) return;
      const owner = nonce ? await identityOfNonce(db, clock, nonce, caller.orgCode) : undefined;
      if (owner !== row.identityId) throw new ChatError(403, 'Token state is invalid.');
    },

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
      const { message, fresh } = await insertMessage(
        row,
        { type: 'customer', id: null, name: row.customerName },
        input,
      );
      if (fresh && row.state === 'bot' && message.body.trim() !== '') await answerAsChatbot(row, message);
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
      return conversationView(db, await toQueue(row));
    },

    async end(caller, conversationId) {
      const row = await conversationFor(caller, conversationId);
      return conversationView(db, await endConversation(row, caller.role));
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

    listen(caller, send) {
      if (caller.role === 'customer') {
        let set = customerSockets.get(caller.conversationId);
        if (!set) customerSockets.set(caller.conversationId, (set = new Set()));
        set.add(send);
        return () => {
          set.delete(send);
          if (set.size === 0) customerSockets.delete(caller.conversationId);
        };
      }
      const entry = { orgCode: caller.orgCode, agentId: caller.agentId, send };
      agentSockets.add(entry);
      return () => agentSockets.delete(entry);
    },

    async close() {
      unsubscribe();
      await bus.close();
    },
  };
}
