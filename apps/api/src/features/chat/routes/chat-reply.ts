import type { FastifyReply, FastifyRequest } from 'fastify';
import { ChatError, type ChatCaller, type ChatService } from '../chat-service.ts';

/** Runs a chat call and turns a ChatError into the one error format (decision 004). */
export async function chatCall<T>(reply: FastifyReply, run: () => Promise<T>): Promise<T | FastifyReply> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof ChatError) {
      return reply
        .code(error.status)
        .send({ errors: [{ message: error.message, ...(error.field ? { field: error.field } : {}) }] });
    }
    throw error;
  }
}

/** The borrower's chat token (`x-chat-token`), authenticated for the request's lender. */
export function customerOf(service: ChatService, request: FastifyRequest): Promise<ChatCaller> {
  const token = request.headers['x-chat-token'];
  return service.authenticate(typeof token === 'string' ? token : '', request.organisation.orgCode);
}
