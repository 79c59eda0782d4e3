import type {
  ChatAttachment,
  ChatHistoryAnswer,
  ChatMessageView,
  ConversationView,
  InitWebChatAnswer,
  InitWebChatBody,
  ServerFrame,
} from '@lintel/domain/chat/chat-contracts';
import type { ChatMode } from '@lintel/domain/constants/chat';
import type { ChatContext, QueueAnswer, SeatAnswer } from '@lintel/domain/chat/chat-seat-contracts';

/** A refusal with the one error format (decision 004): the routes answer `{ errors: [{ message, field }] }`. */
export class ChatError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

/** Who is calling: the borrower of one conversation (chat token) or an agent of a lender (session or seat token). */
export type ChatCaller =
  | { role: 'customer'; conversationId: string; orgCode: string }
  | { role: 'agent'; agentId: string; orgCode: string };

export interface InitContext {
  orgCode: string;
  lenderName: string;
  /** A dev mode asked for that is not built, served by this implementation instead (decision 221). */
  fallbackFrom?: ChatMode;
}

export interface MessageInput {
  clientMessageId: string;
  body: string;
  attachmentId?: string | undefined;
}

export interface UploadInput {
  bytes: Buffer;
  contentType: string | undefined;
  name: string;
}

/**
 * The chat behind the spec's calls (decision 200). Our own service implements it on PostgreSQL; a lender with a
 * hosted chat provider would implement it over the provider's API, and the routes, the socket and the widget would
 * not change.
 */
export interface ChatService {
  init(body: InitWebChatBody, context: InitContext): Promise<InitWebChatAnswer>;
  refreshToken(token: string): Promise<{ token: string; expiration: string }>;
  /** Authenticates a chat token (the borrower's or a seat's). */
  authenticate(token: string, orgCode: string): Promise<ChatCaller>;
  issueNonce(identityId: string, orgCode: string): Promise<string>;
  refreshNonce(nonce: string, identityId: string, orgCode: string): Promise<string>;
  /** Whether the socket may open: a conversation tied to a borrower also wants a live nonce of theirs. */
  checkSocketNonce(caller: ChatCaller, nonce: string | undefined): Promise<void>;
  history(caller: ChatCaller, conversationId: string): Promise<ChatHistoryAnswer>;
  /** Idempotent per (conversation, sender, clientMessageId): a resend answers the message already kept. */
  send(caller: ChatCaller, conversationId: string, input: MessageInput): Promise<ChatMessageView>;
  typing(caller: ChatCaller, conversationId: string, preview: string): Promise<void>;
  askForAgent(caller: ChatCaller, conversationId: string): Promise<ConversationView>;
  end(caller: ChatCaller, conversationId: string): Promise<ConversationView>;
  feedback(
    caller: ChatCaller,
    input: {
      conversationId: string;
      questionId: string;
      rating: 'UP' | 'DOWN';
      feedbackMessage?: string | undefined;
    },
  ): Promise<void>;
  survey(
    caller: ChatCaller,
    conversationId: string,
    input: { rating: number; resolved: 'YES' | 'NO'; comment?: string | undefined },
  ): Promise<void>;
  upload(caller: ChatCaller, conversationId: string, file: UploadInput): Promise<ChatAttachment>;
  attachment(
    caller: ChatCaller,
    conversationId: string,
    attachmentId: string,
  ): Promise<{ bytes: Buffer; contentType: string; name: string }>;
  // The agent's seat (decision 202).
  seat(agentId: string, orgCode: string): Promise<SeatAnswer>;
  queue(agentId: string, orgCode: string): Promise<QueueAnswer>;
  take(agentId: string, orgCode: string, conversationId: string): Promise<void>;
  context(agentId: string, orgCode: string, conversationId: string): Promise<ChatContext>;
  transfer(
    agentId: string,
    orgCode: string,
    conversationId: string,
    toAgentId: string,
  ): Promise<ConversationView>;
  /** Subscribes a socket of this process to what its caller may see. */
  listen(caller: ChatCaller, send: (frame: ServerFrame) => void): () => void;
  close(): Promise<void>;
}
