import type { ChatMessageView } from '@lintel/domain/chat/chat-contracts';
import type { Database } from '../../platform/db/database.ts';
import {
  countWithin,
  TooManyRequests,
  type CountedLimit,
} from '../../platform/rate-limit/too-many-requests.ts';
import { findSentMessage } from './own-chat-messages.ts';
import { messageView } from './chat-repository.ts';

/**
 * A visitor's or borrower's messages in one conversation a minute (decision 248). A person typing fast sends a line
 * every few seconds (10 a minute is a lot); 20 leaves room for a burst of short lines and a pasted list, and stops a
 * script (issue 28 saw 100 in 4.4 s). The agent's side is staff, signed in, and not counted.
 */
export const CUSTOMER_MESSAGES_A_MINUTE: CountedLimit = {
  max: 20,
  windowMs: 60_000,
  message: 'You are sending messages faster than we can take them. Please wait a minute, then send again.',
};

/**
 * Counts a customer's message on the conversation's shared counter, past the limit throws TooManyRequests. A resend
 * of a message already kept (the socket's outbox after a reconnect) is answered with that message instead: it adds
 * nothing, so refusing it would only show a kept message as failed.
 */
export async function customerMessageAllowance(
  db: Database,
  conversationId: string,
  clientMessageId: string | null,
  now: Date,
): Promise<ChatMessageView | undefined> {
  try {
    await countWithin(db, `chat:messages:${conversationId}`, CUSTOMER_MESSAGES_A_MINUTE, now);
    return undefined;
  } catch (error) {
    if (!(error instanceof TooManyRequests) || !clientMessageId) throw error;
    const kept = await findSentMessage(db, conversationId, 'customer', clientMessageId);
    if (!kept) throw error;
    return messageView(kept);
  }
}
