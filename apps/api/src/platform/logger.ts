import { randomBytes, randomUUID } from 'node:crypto';
import { LogController } from 'fastify';
import type { FastifyServerOptions } from 'fastify';

const SECRET_KEYS = [
  'authorization',
  'cookie',
  'password',
  'token',
  'jwt',
  'ssn',
  'accountNumber',
  'accountNumberConfirmation',
  'routingNumber',
];

/**
 * pino redaction paths for every secret key at the top level and up to three levels down (pino's wildcards match
 * one level each). Bodies are never logged in the first place; this catches secrets passed in log objects.
 */
export function redactPaths(): string[] {
  const paths = ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'];
  for (const key of SECRET_KEYS) paths.push(key, `*.${key}`, `*.*.${key}`, `*.*.*.${key}`);
  return paths;
}

/** What pino writes lines to (its DestinationStream). */
export interface LogStream {
  write(line: string): void;
}

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

const INTERNAL_HEADER = 'x-lintel-internal';
/** Known to this process only: no request from a socket can carry it. */
const internalToken = randomBytes(16).toString('hex');

/**
 * Headers for a call the server makes to its own routes with `inject` (the persona demo seed: ~200 calls at start-up),
 * whose request lines would drown the start-up log. Their errors and the routes' own log lines still appear.
 */
export const internalRequestHeaders: Readonly<Record<string, string>> = { [INTERNAL_HEADER]: internalToken };

function isInternalRequest(request: { headers?: Record<string, unknown> }): boolean {
  return request.headers?.[INTERNAL_HEADER] === internalToken;
}

interface SerializedRequest {
  method?: string;
  url?: string;
  ip?: string;
}

/**
 * A request line names the route's path and never its query string: queries carry what a borrower typed (an
 * address being looked up, an organisation code, a file name), and decision 011 keeps personal data out of logs.
 */
export function serializeRequest(request: SerializedRequest): {
  method: string;
  url: string;
  remoteAddress: string;
} {
  const path = (request.url ?? '').split('?')[0];
  return { method: request.method ?? '', url: path ?? '', remoteAddress: request.ip ?? '' };
}

/**
 * An error's log entry without the values it may quote: a failed query's parameters (drizzle puts them in the
 * message) and the database's own message (which can quote a value) are left out; the SQL text, with its
 * placeholders, and the error codes are kept to find the cause.
 */
export function serializeError(error: unknown): {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
} {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error), stack: '' };
  const { cause } = error as { cause?: unknown };
  const query = (error as { query?: unknown }).query;
  if (typeof query === 'string') {
    const code = (cause as { code?: unknown } | undefined)?.code;
    const stack = cause instanceof Error ? (cause.stack ?? '').split('\n').slice(1).join('\n') : '';
    return { type: error.name, message: 'query failed (parameters not logged)', query, code, stack };
  }
  const code = (error as { code?: unknown }).code;
  return { type: error.name, message: error.message, code, stack: error.stack ?? '' };
}

export function loggerOptions(
  level: LogLevel,
  stream?: LogStream,
): Pick<FastifyServerOptions, 'logger' | 'genReqId' | 'logController'> {
  const redact = { paths: redactPaths(), censor: '[redacted]' };
  return {
    logger:
      level === 'silent'
        ? false
        : {
            level,
            redact,
            serializers: { req: serializeRequest, err: serializeError },
            ...(stream ? { stream } : {}),
          },
    // Generated here, never taken from the client, so a request id in the logs cannot be forged or oversized.
    genReqId: () => randomUUID(),
    logController: new LogController({ disableRequestLogging: isInternalRequest }),
  };
}
