import type { ServerFrame } from '@lintel/domain/chat/chat-contracts';
import type { Database } from '../../platform/db/database.ts';
import type { ChatBus, ChatEvent } from './chat-bus.ts';
import { conversationView, findConversation, findMessage, messageView } from './chat-repository.ts';
import type { ChatCaller } from './chat-service.ts';

/**
 * The sockets of this process, by what they listen to. The bus tells every process what changed; each process
 * reads the change from the database and sends it to its own sockets that may see it.
 */
export function createSocketHub(db: Database, bus: ChatBus, onError: (error: unknown) => void) {
  const customerSockets = new Map<string, Set<(frame: ServerFrame) => void>>();
  const agentSockets = new Set<{ orgCode: string; agentId: string; send: (frame: ServerFrame) => void }>();
  const unsubscribe = bus.subscribe((event) => {
    void deliver(event).catch(onError);
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
    /** Subscribes a socket of this process to what its caller may see; the answer unsubscribes it. */
    listen(caller: ChatCaller, send: (frame: ServerFrame) => void): () => void {
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
    stop: unsubscribe,
  };
}
