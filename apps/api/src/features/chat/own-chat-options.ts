import type { Standing } from '@lintel/domain/application/standing/standing';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import type { FileStore } from '../../platform/storage/file-store.ts';
import type { ChatBus } from './chat-bus.ts';
import { ChatError } from './chat-service.ts';

/** The borrower's application and its standing (decision 172), for the chatbot and the agent's context. */
export type ChatApplicationOf = (
  identityId: string,
  applicationId: string | null,
) => Promise<
  { id: string; loanNumber: string | null; product: string; standing: Standing | undefined } | undefined
>;

export interface OwnChatServiceOptions {
  db: Database;
  clock: Clock;
  secret: Uint8Array;
  bus: ChatBus;
  files: FileStore;
  /** Whether the lender's chat is open now (OPS_CHAT hours). */
  chatIsOpen: (orgCode: string) => Promise<boolean>;
  applicationOf: ChatApplicationOf;
  lenderName: (orgCode: string) => string;
  onError: (error: unknown) => void;
}

export const WAITING_TEXT = 'Thanks for reaching out. An agent will be with you shortly.';
export const NOT_FOUND = () => new ChatError(404, 'Not found');
export const ENDED = () => new ChatError(409, 'The chat has ended');
