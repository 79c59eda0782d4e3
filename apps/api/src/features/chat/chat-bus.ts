import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database } from '../../platform/db/database.ts';
import type { Executor } from '../../platform/db/db-executor.ts';
import { dedicatedConnection } from '../../platform/jobs/dedicated-connection.ts';

/**
 * What crosses between server processes (decision 200): small events, never a message's text (NOTIFY payloads are
 * capped at 8000 bytes, and personal data stays in its table). Each process loads what its own sockets need.
 */
export type ChatEvent =
  | { kind: 'message'; orgCode: string; conversationId: string; messageId: string; agentId: string | null }
  | {
      kind: 'typing';
      orgCode: string;
      conversationId: string;
      senderType: 'customer' | 'agent';
      preview: string;
      agentId: string | null;
    }
  | { kind: 'conversation'; orgCode: string; conversationId: string; agentId: string | null }
  | { kind: 'queue'; orgCode: string };

export interface ChatBus {
  /** In the caller's transaction when given one: PostgreSQL delivers a NOTIFY on commit only. */
  publish(event: ChatEvent, tx?: Executor): Promise<void>;
  subscribe(listener: (event: ChatEvent) => void): () => void;
  close(): Promise<void>;
}

const CHANNEL = 'lintel_chat';

/**
 * LISTEN/NOTIFY on the app's database: PGlite delivers in-process (every app on the same instance hears it), a
 * PostgreSQL server to a dedicated connection of each process (so two processes behind a balancer talk).
 */
export async function createChatBus(db: Database, onError: (error: Error) => void): Promise<ChatBus> {
  const listeners = new Set<(event: ChatEvent) => void>();
  const deliver = (payload: string | undefined) => {
    if (!payload) return;
    let event: ChatEvent;
    try {
      event = JSON.parse(payload) as ChatEvent;
    } catch {
      return;
    }
    for (const listener of listeners) listener(event);
  };
  const client = (db as unknown as { $client?: unknown }).$client;
  let release: () => Promise<void>;
  if (client instanceof pg.Pool) {
    const connection = await dedicatedConnection(client, onError);
    connection.on('notification', (message) => deliver(message.payload));
    await connection.query(`listen ${CHANNEL}`);
    release = () => connection.end();
  } else if (client instanceof PGlite) {
    const unlisten = await client.listen(CHANNEL, deliver);
    release = async () => {
      if (!client.closed) await unlisten();
    };
  } else {
    throw new Error('chat bus: unknown database driver');
  }
  return {
    async publish(event, tx = db) {
      await tx.execute(sql`select pg_notify(${CHANNEL}, ${JSON.stringify(event)})`);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close: () => release().catch(onError),
  };
}
