import { zodIssuesToErrors, type ApiErrorItem } from '@lintel/domain/api/api-error';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { ZodError } from 'zod';

export const UNEXPECTED = 'Something unexpected happened';

/** Fastify's own 4xx codes with messages a person can act on (the defaults name internals). */
const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type: send application/json',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body length does not match its Content-Length',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON',
  FST_ERR_CTP_EMPTY_TYPE: 'The Content-Type header is empty',
  FST_ERR_CTP_INVALID_TYPE: 'The Content-Type header is not valid',
  FST_ERR_BAD_URL: 'The address is not valid',
  FST_ERR_MAX_PARAM_LENGTH: 'The address is too long',
  FST_ERR_ASYNC_CONSTRAINT: 'The request could not be routed',
};

function statusOf(error: unknown): number {
  const code = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof code === 'number' && code >= 400 && code <= 599 ? code : 500;
}

function clientMessage(error: Partial<FastifyError>): string {
  if (error.code && FASTIFY_MESSAGES[error.code]) return FASTIFY_MESSAGES[error.code] as string;
  // JSON.parse errors (malformed bodies) and prototype-poisoning refusals arrive as SyntaxError / plain 400s.
  if (error instanceof SyntaxError) return 'The request body is not valid JSON';
  return typeof error.message === 'string' && error.message ? error.message : 'Bad request';
}

/**
 * The one error handler (decision 004): every failure becomes `{ errors: [...] }`. Client errors say what was
 * wrong; server errors say only "Something unexpected happened" and keep the detail in the log.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: ApiErrorItem[] = error.validation.map((issue) => {
        const field = issue.instancePath.split('/').filter(Boolean).join('.');
        return field
          ? { message: issue.message ?? 'Invalid value', field }
          : { message: issue.message ?? 'Invalid value' };
      });
      return reply.code(400).send({ errors: errors.length > 0 ? errors : [{ message: 'Invalid request' }] });
    }
    if (error instanceof ZodError) {
      // A handler parsing input itself (e.g. a nested document) is still the caller's mistake.
      return reply.code(400).send({ errors: zodIssuesToErrors(error.issues) });
    }
    const status = isResponseSerializationError(error) ? 500 : statusOf(error);
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(status).send({ errors: [{ message: UNEXPECTED }] });
    }
    request.log.info(
      { err: { code: (error as FastifyError).code, message: (error as Error).message } },
      'client error',
    );
    // An error's own headers go with it, as with Fastify's default handler: a 429's Retry-After (issue 28).
    const headers = (error as { headers?: unknown }).headers;
    if (headers && typeof headers === 'object') reply.headers(headers as Record<string, string>);
    const message = clientMessage(error as Partial<FastifyError>);
    const field = (error as { field?: unknown }).field;
    return reply
      .code(status)
      .send({ errors: [typeof field === 'string' ? { message, field } : { message }] });
  });
}

/** Errors the router raises before any hook or handler (bad percent-encoding, overlong parameters). */
export function frameworkErrorHandler(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const status = statusOf(error);
  const message = status >= 500 ? UNEXPECTED : clientMessage(error);
  void reply.code(status).send({ errors: [{ message }] });
}

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (a query string past the 16 KB header limit: 431,
 * a malformed request line: 400) still get the one error format, not Fastify's default body.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (socket.destroyed || !socket.writable) return;
  const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
  const status = tooLarge ? 431 : 400;
  const message = tooLarge
    ? 'The address or the request headers are too long'
    : 'The request is not valid HTTP';
  const body = JSON.stringify({ errors: [{ message }] });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}
