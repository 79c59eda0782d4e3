import type * as z from 'zod/mini';

/**
 * One call of the product, declared once (decision 161): the API registers its route from it (so the OpenAPI
 * document shows its body and answer) and the web calls through it (so its path and fields are typed).
 *
 * Each endpoint is its own named export in `api/endpoints/<service>.ts`, so a page's bundle carries only the
 * schemas of the calls it makes; `api/endpoints/all-endpoints.ts` lists them all for the server.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call it.
 * - `anyone`: no session needed (registration, login, reference data).
 * - `signed-in`: any signed-in identity of the request's lender.
 * - `party`: the application's borrower or one of its signers (reads); 404 to anyone else.
 * - `applicant`: the application's borrower only (actions); 404 to outsiders, 403 to its signers.
 * - `signer`: an invited signer of the application, in their own area (issue 19); 404 to outsiders, 403 to others.
 * - `admin`: the operator's bearer token (`ADMIN_TOKEN`).
 */
export type Caller = 'anyone' | 'signed-in' | 'party' | 'applicant' | 'signer' | 'admin';

type Schema = z.core.$ZodType;

export interface EndpointDefinition<
  P extends Schema | undefined = Schema | undefined,
  Q extends Schema | undefined = Schema | undefined,
  B extends Schema | undefined = Schema | undefined,
  R extends Schema = Schema,
> {
  method: HttpMethod;
  /** Fastify style, `:name` for a parameter: `/service-application/api/v3/application/heloc/:uuid/hmda`. */
  path: string;
  /** The spec's service the call belongs to (the OpenAPI tag). */
  service: string;
  summary: string;
  /** A longer note for the OpenAPI document, when the summary is not enough. */
  description?: string;
  caller: Caller;
  params?: P;
  query?: Q;
  body?: B;
  /** Request headers the server reads and validates (the web passes them in `headers`). */
  headers?: Schema;
  /**
   * A file upload: the body is the file's bytes with one of these content types (checked against its leading bytes
   * by the server), instead of a JSON `body`.
   */
  upload?: { contentTypes: readonly string[]; maxBytes: number };
  /** The success answer; `status` says which (200 unless given). */
  response: R;
  status?: 200 | 201 | 202 | 204;
  /** Refusals the call can answer, each with the one error body `{ errors }` (decision 004). */
  errors?: readonly number[];
  /** Other answers with a body of their own, by status (the health check's 503 says what is down). */
  otherAnswers?: Readonly<Record<number, Schema>>;
}

export type Endpoint<
  P extends Schema | undefined = Schema | undefined,
  Q extends Schema | undefined = Schema | undefined,
  B extends Schema | undefined = Schema | undefined,
  R extends Schema = Schema,
> = Readonly<EndpointDefinition<P, Q, B, R>>;

/**
 * Declares an endpoint; the identity function that keeps its schemas' types. Marked free of side effects, so a bundle
 * drops every endpoint (and the schemas only it uses) that its code does not call.
 */
// @__NO_SIDE_EFFECTS__
export function endpoint<
  P extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
  B extends Schema | undefined = undefined,
  R extends Schema = Schema,
>(definition: EndpointDefinition<P, Q, B, R>): Endpoint<P, Q, B, R> {
  return definition;
}

type Present<S> = [NonNullable<S>] extends [never] ? undefined : NonNullable<S>;
type InputOf<S> = Present<S> extends Schema ? z.input<Present<S>> : undefined;
type OutputOf<S> = Present<S> extends Schema ? z.output<Present<S>> : undefined;

/** What a caller sends: the path parameters, the query and the body, each typed by its schema. */
export type EndpointParams<E extends Endpoint> = InputOf<E['params']>;
export type EndpointQuery<E extends Endpoint> = InputOf<E['query']>;
export type EndpointBody<E extends Endpoint> = InputOf<E['body']>;
/** What the server sends back on success. */
export type EndpointAnswer<E extends Endpoint> = z.output<E['response']>;
/** What the server's handler receives after validation. */
export type EndpointParsedParams<E extends Endpoint> = OutputOf<E['params']>;
export type EndpointParsedQuery<E extends Endpoint> = OutputOf<E['query']>;
export type EndpointParsedBody<E extends Endpoint> = OutputOf<E['body']>;

/**
 * The path with its parameters filled in (each URI-encoded), plus the query string when one is given:
 * `endpointUrl(hmda, { uuid })` -> `/service-application/api/v3/application/heloc/<uuid>/hmda`. A path ending in
 * the wildcard `*` takes the rest of the address from the parameter `*` (the address typeahead's typed text).
 */
export function endpointUrl(
  target: Pick<Endpoint, 'path'>,
  params?: Readonly<Record<string, string | number>>,
  query?: Readonly<Record<string, string | number | boolean | undefined>>,
): string {
  const path = target.path.replace(/:([A-Za-z][A-Za-z0-9]*)|\*$/g, (_, name: string = '*') => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`${target.path}: missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
  if (!query) return path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) search.set(key, String(value));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}
