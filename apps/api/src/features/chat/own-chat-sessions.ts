import { AGENT_CHAT_EXPIRY_MS, CHATBOT_CHAT_EXPIRY_MS } from '@lintel/domain/constants/chat';
import { randomUUID } from 'node:crypto';
import { recordAudit } from '../audit/audit-log.ts';
import type { ChatEvent } from './chat-bus.ts';
import { identityOfNonce, issueNonce } from './chat-nonces.ts';
import { findConversation } from './chat-repository.ts';
import { ChatError, type ChatService } from './chat-service.ts';
import { chatConversations } from './chat-tables.ts';
import { signChatToken, verifyChatToken } from './chat-tokens.ts';
import type { InsertMessage } from './own-chat-messages.ts';
import { NOT_FOUND, WAITING_TEXT, type OwnChatServiceOptions } from './own-chat-options.ts';

/**
 * A borrower's token outlives the session by a day: after the end the widget still reads the ended state and sends
 * the survey; the conversation's own state, not the token, decides what may still be done.
 */
const TOKEN_GRACE_MS = 24 * 60 * 60 * 1000;
const tokenEnd = (expiresAt: Date) => new Date(expiresAt.getTime() + TOKEN_GRACE_MS);

/** Starting a chat and the tokens and nonces that let the borrower back into it (spec 001 §4). */
export function createOwnChatSessions(deps: {
  options: OwnChatServiceOptions;
  publish: (event: ChatEvent) => Promise<void>;
  insertMessage: InsertMessage;
}): Pick<
  ChatService,
  'init' | 'refreshToken' | 'authenticate' | 'issueNonce' | 'refreshNonce' | 'checkSocketNonce'
> {
  const { options, publish, insertMessage } = deps;
  const { db, clock, secret } = options;
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
  };
}
