import { passwordLogin } from '@lintel/domain/api/endpoints/identity';
import {
  chatQueue,
  chatSeat,
  seatAttachmentFile,
  seatConversation,
  seatEnd,
  seatSend,
  seatUploadAttachment,
  takeConversation,
  transferConversation,
} from '@lintel/domain/api/endpoints/chat-seat';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { writeToken } from '../../../lib/session-token.ts';

/** The agent's seat calls (decision 202), through the one API client and query layer. */
export const seatQuery = queryOptions({
  queryKey: ['chat-seat'],
  queryFn: () => apiClient.call(chatSeat, {}),
  staleTime: Infinity,
});

export const queueQuery = queryOptions({
  queryKey: ['chat-seat', 'queue'],
  queryFn: () => apiClient.call(chatQueue, {}),
  // A missed socket frame costs at most this long.
  refetchInterval: 15_000,
});

export const conversationQuery = (conversationId: string) =>
  queryOptions({
    queryKey: ['chat-seat', 'conversation', conversationId],
    queryFn: () => apiClient.call(seatConversation, { params: { conversationId } }),
  });

export const take = (conversationId: string) =>
  apiClient.call(takeConversation, { params: { conversationId }, body: {} });
export const reply = (conversationId: string, clientMessageId: string, body: string, attachmentId?: string) =>
  apiClient.call(seatSend, {
    params: { conversationId },
    body: { clientMessageId, body, ...(attachmentId ? { attachmentId } : {}) },
  });
/** The agent's file goes through the borrower's checks and store (decision 220). */
export const attach = (conversationId: string, file: { file: File; contentType: string }) =>
  apiClient.upload(seatUploadAttachment, {
    params: { conversationId },
    query: { name: file.file.name },
    file: file.file,
    contentType: file.contentType,
  });
export const downloadSeatAttachment = (conversationId: string, attachmentId: string) =>
  apiClient.call(seatAttachmentFile, {
    params: { conversationId, attachmentId },
  }) as Promise<unknown> as Promise<Blob>;
export const transfer = (conversationId: string, agentId: string) =>
  apiClient.call(transferConversation, { params: { conversationId }, body: { agentId } });
export const endConversation = (conversationId: string) =>
  apiClient.call(seatEnd, { params: { conversationId }, body: {} });

export async function signIn(email: string, password: string): Promise<void> {
  const answer = await apiClient.call(passwordLogin, { body: { email, password }, skipAuthRedirect: true });
  writeToken(answer.jwt);
}
