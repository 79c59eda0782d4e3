import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import { recordAudit } from '../audit/audit-log.ts';
import { identities } from '../identity/identity-tables.ts';
import { CANNED_ANSWERS } from './canned-answers.ts';
import type { ChatEvent } from './chat-bus.ts';
import { conversationView, findConversation, type ConversationRow } from './chat-repository.ts';
import { ChatError, type ChatCaller, type ChatService } from './chat-service.ts';
import { chatConversations } from './chat-tables.ts';
import { NOT_FOUND, type ChatApplicationOf } from './own-chat-options.ts';
import { signChatToken } from './chat-tokens.ts';

const SEAT_TOKEN_LIFETIME_MS = 12 * 60 * 60 * 1000;

/** The lender's support agent `agentId`, or 403: a seat is for that lender's AGENT accounts only (decision 202). */
export async function requireSeatAgent(db: Database, agentId: string, orgCode: string) {
  const [agent] = await db
    .select({ id: identities.id, firstName: identities.firstName, lastName: identities.lastName })
    .from(identities)
    .where(and(eq(identities.id, agentId), eq(identities.orgCode, orgCode), eq(identities.type, 'AGENT')));
  if (!agent) throw new ChatError(403, 'Only the lender’s support agents may use the seat');
  return { id: agent.id, name: [agent.firstName, agent.lastName].filter(Boolean).join(' ') || 'Agent' };
}

export interface OwnChatSeatDeps {
  db: Database;
  clock: Clock;
  secret: Uint8Array;
  lenderName: (orgCode: string) => string;
  applicationOf: ChatApplicationOf;
  publish: (event: ChatEvent) => Promise<void>;
  /** The service's one way to add a message (its idempotence, its audit, its event). */
  insertMessage: (
    row: ConversationRow,
    sender: { type: 'system'; id: null; name: string },
    input: { clientMessageId: null; body: string },
  ) => Promise<unknown>;
  conversationFor: (caller: ChatCaller, conversationId: string) => Promise<ConversationRow>;
}

/** The agent's seat of our own chat service (decision 202): sign-in, the queue, take, context and transfer. */
export function createOwnChatSeat(
  deps: OwnChatSeatDeps,
): Pick<ChatService, 'seat' | 'queue' | 'take' | 'context' | 'transfer'> {
  const { db, clock, secret, publish, insertMessage, conversationFor } = deps;
  const requireAgent = (agentId: string, orgCode: string) => requireSeatAgent(db, agentId, orgCode);
  return {
    async seat(agentId, orgCode) {
      const agent = await requireAgent(agentId, orgCode);
      const agents = await db
        .select({ id: identities.id, firstName: identities.firstName, lastName: identities.lastName })
        .from(identities)
        .where(and(eq(identities.orgCode, orgCode), eq(identities.type, 'AGENT')))
        .orderBy(asc(identities.firstName));
      const expiresAt = new Date(clock.now().getTime() + SEAT_TOKEN_LIFETIME_MS);
      return {
        agent,
        token: await signChatToken(secret, { role: 'agent', agentId, orgCode }, expiresAt),
        agents: agents.map((a) => ({
          id: a.id,
          name: [a.firstName, a.lastName].filter(Boolean).join(' ') || 'Agent',
        })),
        cannedAnswers: CANNED_ANSWERS(deps.lenderName(orgCode)),
      };
    },

    async queue(agentId, orgCode) {
      await requireAgent(agentId, orgCode);
      const now = clock.now();
      const rows = await db
        .select()
        .from(chatConversations)
        .where(
          and(
            eq(chatConversations.orgCode, orgCode),
            inArray(chatConversations.state, ['waiting', 'active']),
          ),
        )
        .orderBy(asc(chatConversations.waitingSince));
      const live = rows.filter((row) => row.expiresAt.getTime() > now.getTime());
      const entry = (row: ConversationRow) => ({
        conversationId: row.id,
        customerName: row.customerName,
        state: row.state as 'waiting' | 'active',
        waitingSince: (row.waitingSince ?? row.createdAt).toISOString(),
        pageUrl: row.pageUrl,
      });
      return {
        waiting: live.filter((row) => row.state === 'waiting').map(entry),
        mine: live.filter((row) => row.state === 'active' && row.agentId === agentId).map(entry),
      };
    },

    async take(agentId, orgCode, conversationId) {
      const agent = await requireAgent(agentId, orgCode);
      const [taken] = await db
        .update(chatConversations)
        .set({ state: 'active', agentId })
        .where(
          and(
            eq(chatConversations.id, conversationId),
            eq(chatConversations.orgCode, orgCode),
            eq(chatConversations.state, 'waiting'),
          ),
        )
        .returning();
      if (!taken) {
        const row = await findConversation(db, conversationId);
        if (!row || row.orgCode !== orgCode) throw NOT_FOUND();
        throw new ChatError(409, 'Another agent has taken this chat');
      }
      await recordAudit(db, clock, {
        actor: { type: 'AGENT', id: agentId },
        action: 'chat.handover.taken',
        applicationId: taken.applicationId ?? undefined,
        after: { conversationId },
      });
      await insertMessage(
        taken,
        { type: 'system', id: null, name: 'System' },
        {
          clientMessageId: null,
          body: `You’re now chatting with ${agent.name.split(' ')[0]}.`,
        },
      );
      await publish({ kind: 'conversation', orgCode, conversationId, agentId });
      await publish({ kind: 'queue', orgCode });
    },

    async context(agentId, orgCode, conversationId) {
      await requireAgent(agentId, orgCode);
      const row = await conversationFor({ role: 'agent', agentId, orgCode }, conversationId);
      const application = row.identityId
        ? await deps.applicationOf(row.identityId, row.applicationId)
        : undefined;
      const standing = application?.standing;
      return {
        customerName: row.customerName,
        customerEmail: row.customerEmail,
        signedIn: row.identityId !== null,
        loanNumber: application?.loanNumber ?? row.loanNumber,
        product: application?.product ?? row.prodType,
        pageUrl: row.pageUrl,
        currentStep: standing ? `${standing.step}: ${standing.headline}` : null,
        waitingOn: standing ? standing.waitingOn : null,
      };
    },

    async transfer(agentId, orgCode, conversationId, toAgentId) {
      await requireAgent(agentId, orgCode);
      const to = await requireAgent(toAgentId, orgCode).catch(() => {
        throw new ChatError(400, 'Choose an agent of this lender', 'agentId');
      });
      const [moved] = await db
        .update(chatConversations)
        .set({ agentId: toAgentId })
        .where(
          and(
            eq(chatConversations.id, conversationId),
            eq(chatConversations.orgCode, orgCode),
            eq(chatConversations.agentId, agentId),
            eq(chatConversations.state, 'active'),
          ),
        )
        .returning();
      if (!moved) throw NOT_FOUND();
      await recordAudit(db, clock, {
        actor: { type: 'AGENT', id: agentId },
        action: 'chat.handover.transferred',
        applicationId: moved.applicationId ?? undefined,
        after: { conversationId, toAgentId },
      });
      await insertMessage(
        moved,
        { type: 'system', id: null, name: 'System' },
        {
          clientMessageId: null,
          body: `You’re now chatting with ${to.name.split(' ')[0]}.`,
        },
      );
      await publish({ kind: 'conversation', orgCode, conversationId, agentId: toAgentId });
      await publish({ kind: 'conversation', orgCode, conversationId, agentId });
      return conversationView(db, moved);
    },
  };
}
