import type { FastifyInstance } from 'fastify';

/** Issue 16: PostgreSQL refuses a NUL in text, and no field of this product has a use for C0 control characters. */
export const CONTROL_CHARACTER_MESSAGE = 'Remove the control characters (such as NUL) from this value';

// C0 controls and DEL, except tab, line feed and carriage return (a comment or an address may carry them).
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
// A name (a person's, a file's, an institution's: any field whose key ends in "name") is one line: no control at all,
// so a stored name cannot split a log line, a header or an email's line (issue 28).
// eslint-disable-next-line no-control-regex
const CONTROL_IN_NAME = /[\u0000-\u001f\u007f]/;
const NAME_KEY = /name$/i;
const MAX_DEPTH = 32;

/** The dotted path of the first string (or object key) holding a control character, '' for the value itself. */
export function findControlCharacter(value: unknown, path: string[] = [], depth = 0): string | undefined {
  if (typeof value === 'string') {
    const forbidden = NAME_KEY.test(path.at(-1) ?? '') ? CONTROL_IN_NAME : CONTROL;
    return forbidden.test(value) ? path.join('.') : undefined;
  }
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH || Buffer.isBuffer(value)) return undefined;
  for (const [key, item] of Object.entries(value)) {
    if (CONTROL.test(key)) return [...path, key.replace(CONTROL, '?')].join('.');
    const found = findControlCharacter(item, [...path, key], depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * Refuses a request whose path parameters, query or JSON body carry a control character with a 400 and the
 * field, before any schema, handler or query sees it: no 500 from the database, no partial write.
 */
export function refuseControlCharacters(app: FastifyInstance): void {
  app.addHook('preValidation', async (request, reply) => {
    for (const [part, value] of [
      ['params', request.params],
      ['query', request.query],
      ['body', request.body],
    ] as const) {
      const field = findControlCharacter(value);
      if (field === undefined) continue;
      const errors = [field ? { message: CONTROL_CHARACTER_MESSAGE, field } : { message: CONTROL_CHARACTER_MESSAGE }];
      request.log.info({ part }, 'control character refused');
      return reply.code(400).send({ errors });
    }
    return undefined;
  });
}
