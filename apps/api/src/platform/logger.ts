import { randomBytes, randomUUID } from 'node:crypto';
import { LogController } from 'fastify';
import type { FastifyServerOptions } from 'fastify';

const SECRET_KEYS = ['authorization', 'cookie', 'password', 'token', 'jwt', 'ssn', 'accountNumber', 'routingNumber'];

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

export function loggerOptions(
  level: LogLevel,
  stream?: LogStream,
): Pick<FastifyServerOptions, 'logger' | 'genReqId' | 'logController'> {
  const redact = { paths: redactPaths(), censor: '[redacted]' };
  return {
    logger: level === 'silent' ? false : { level, redact, ...(stream ? { stream } : {}) },
    // Generated here, never taken from the client, so a request id in the logs cannot be forged or oversized.
    genReqId: () => randomUUID(),
    logController: new LogController({ disableRequestLogging: isInternalRequest }),
  };
}
