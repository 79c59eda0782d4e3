import { http, HttpResponse, type PathParams } from 'msw';
import type * as z from 'zod/mini';
import type { Endpoint } from '@lintel/domain/api/endpoint';

/** What the server sends for `E`: the JSON its response schema reads (the schema's input, before defaults). */
export type Sent<E extends Endpoint> = z.input<E['response']>;
/** What a page sends to `E`. */
export type Received<E extends Endpoint> =
  NonNullable<E['body']> extends z.core.$ZodType ? z.input<NonNullable<E['body']>> : undefined;

export interface Call<E extends Endpoint> {
  request: Request;
  params: PathParams<string>;
  /** The JSON body the page sent, parsed (undefined for a GET or an upload). */
  body: Received<E>;
}

type Answer<E extends Endpoint> = Sent<E> | Response;

async function bodyOf(request: Request): Promise<unknown> {
  if (!(request.headers.get('Content-Type') ?? '').includes('application/json')) return undefined;
  const text = await request.clone().text();
  return text ? (JSON.parse(text) as unknown) : undefined;
}

/**
 * A handler for one endpoint of the contract (decision 161), at its own method and path: the resolver returns the
 * answer's JSON (sent with the endpoint's success status) or a Response of its own (a refusal, a file).
 */
export function handle<E extends Endpoint>(
  target: E,
  resolver: (call: Call<E>) => NoInfer<Answer<E>> | Promise<NoInfer<Answer<E>>>,
  options: { once?: boolean } = {},
) {
  const method = target.method.toLowerCase() as Lowercase<Endpoint['method']>;
  return http[method](
    target.path,
    async ({ request, params }) => {
      const answer = await resolver({ request, params, body: (await bodyOf(request)) as Received<E> });
      if (answer instanceof Response) return answer;
      return HttpResponse.json(answer as never, { status: target.status ?? 200 });
    },
    options,
  );
}

/** The endpoint answers `body` every time. */
export const answer = <E extends Endpoint>(target: E, body: Sent<E>) => handle(target, () => body);

/** The server's one error body (decision 004) with `status`. */
export function refusal(status: number, message = 'Refused', field?: string): Response {
  return HttpResponse.json({ errors: [{ message, ...(field ? { field } : {}) }] }, { status });
}

/** The endpoint refuses every call with `status`. */
export const refuse = (target: Endpoint, status: number, message?: string) =>
  handle(target, () => refusal(status, message));

/** Answers given in turn, the last one repeating (a step that moves on, a call that fails then succeeds). */
export function inTurn<T>(answers: readonly T[]): () => T {
  const left = [...answers];
  return () => (left.length > 1 ? left.shift() : left[0]) as T;
}
