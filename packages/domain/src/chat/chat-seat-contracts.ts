import * as z from 'zod/mini';
import { chatMessageViewSchema, conversationViewSchema } from './chat-contracts.ts';

/** The agent's seat (issue 20; not in the spec, decision 202): a lender's support agent answers its chats. */

export const seatAgentSchema = z.object({ id: z.string(), name: z.string() });

export const cannedAnswerSchema = z.object({ id: z.string(), title: z.string(), body: z.string() });
export type CannedAnswer = z.infer<typeof cannedAnswerSchema>;

export const seatAnswerSchema = z.object({
  agent: seatAgentSchema,
  /** The socket token of the seat (live messages, typing and queue changes). */
  token: z.string(),
  agents: z.array(seatAgentSchema),
  cannedAnswers: z.array(cannedAnswerSchema),
});
export type SeatAnswer = z.infer<typeof seatAnswerSchema>;

export const queueEntrySchema = z.object({
  conversationId: z.string(),
  customerName: z.string(),
  state: z.enum(['waiting', 'active']),
  waitingSince: z.string(),
  pageUrl: z.nullable(z.string()),
});
export type QueueEntry = z.infer<typeof queueEntrySchema>;

/** Waiting chats, longest wait first, and the agent's own open chats. */
export const queueAnswerSchema = z.object({
  waiting: z.array(queueEntrySchema),
  mine: z.array(queueEntrySchema),
});
export type QueueAnswer = z.infer<typeof queueAnswerSchema>;

export const chatContextSchema = z.object({
  customerName: z.string(),
  customerEmail: z.string(),
  signedIn: z.boolean(),
  loanNumber: z.nullable(z.string()),
  product: z.nullable(z.string()),
  pageUrl: z.nullable(z.string()),
  /** The application's current step in the borrower's words (its standing, decision 172). */
  currentStep: z.nullable(z.string()),
  waitingOn: z.nullable(z.string()),
});
export type ChatContext = z.infer<typeof chatContextSchema>;

export const seatConversationAnswerSchema = z.object({
  conversation: conversationViewSchema,
  context: chatContextSchema,
  messages: z.array(chatMessageViewSchema),
});
export type SeatConversationAnswer = z.infer<typeof seatConversationAnswerSchema>;

export const transferBodySchema = z.object({ agentId: z.uuid() });
