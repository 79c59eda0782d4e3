import type { ChatMessageView } from '@lintel/domain/chat/chat-contracts';

/** A message the borrower sent that the server has not yet acknowledged (or refused). */
export interface LocalMessage {
  clientMessageId: string;
  body: string;
  attachmentName?: string | undefined;
  failed?: boolean;
}

/** The id a resend carries, so the server keeps a message once however often it is sent. */
export const newClientId = () =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;

/** Messages from the history and the socket, by id (what arrives twice is kept once), oldest first. */
export function mergeMessages(list: ChatMessageView[], incoming: ChatMessageView[]): ChatMessageView[] {
  const byId = new Map(list.map((m) => [m.id, m]));
  for (const message of incoming) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}
