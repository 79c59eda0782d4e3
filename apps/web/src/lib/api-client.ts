import * as z from 'zod/mini';
import {
  endpointUrl,
  type Endpoint,
  type EndpointAnswer,
  type EndpointBody,
  type EndpointParams,
  type EndpointQuery,
} from '@lintel/domain/api/endpoint';
import { env } from '../config/env.ts';
import { loginHrefFor } from '../config/paths.ts';
import { ApiError, messageFromBody, rawMessages } from './api-error.ts';
import { clearToken, readToken, writeToken } from './session-token.ts';

/** Spec 001 §9: "request timeout 30000 ms". */
export const REQUEST_TIMEOUT_MS = 30_000;
const SESSION_ENDING_403 = ['unauthenticated', 'invalid signature'];

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions<T> {
  method?: HttpMethod;
  body?: unknown;
  /** Every answer is validated; callers state what they expect (a zod/mini or classic zod schema). */
  schema?: z.core.$ZodType<T>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** The login call answers 401 for a wrong password: that is a form error, not an expired session. */
  skipAuthRedirect?: boolean;
}

type Optional<K extends string, V> = undefined extends V
  ? { [key in K]?: V }
  : object extends V
    ? { [key in K]?: V }
    : { [key in K]: V };

/** The input of a call through the contract: the parameters, query and body its endpoint declares. */
export type CallInput<E extends Endpoint> = Optional<'params', EndpointParams<E>> &
  Optional<'query', EndpointQuery<E>> &
  Optional<'body', EndpointBody<E>> &
  Omit<RequestOptions<unknown>, 'method' | 'body' | 'schema'>;

export interface ApiClientDeps {
  baseUrl: string;
  getOrgCode: () => string | undefined;
  fetch?: typeof fetch;
  timeoutMs?: number;
  /** Where the browser goes when the session ends; a full navigation drops every cached query with it. */
  navigate?: (href: string) => void;
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  if (text.trim() === '') return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

function endsSession(status: number, body: unknown): boolean {
  if (status === 401) return true;
  return status === 403 && rawMessages(body).some((m) => SESSION_ENDING_403.includes(m.trim().toLowerCase()));
}

export function createApiClient(deps: ApiClientDeps) {
  const timeoutMs = deps.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const navigate = deps.navigate ?? ((href: string) => window.location.assign(href));
  // Set by logout: the page is already on its way out, so a late 401 (a query refetching once the token is gone)
  // must not start a second navigation to the login page that would cancel the logout's own.
  let leaving = false;

  function headersFor(options: RequestOptions<unknown>): Headers {
    const headers = new Headers({
      'Content-Type': 'application/json',
      Accept: 'application/json, application/pdf',
      'X-With-Origin': window.location.origin,
      ...options.headers,
    });
    const orgCode = deps.getOrgCode();
    if (orgCode) headers.set('x-org', orgCode);
    const token = readToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    return headers;
  }

  function endSession(skipRedirect: boolean | undefined): void {
    clearToken();
    const { pathname, search } = window.location;
    const onLoginPage = loginHrefFor(pathname) === pathname;
    if (!skipRedirect && !onLoginPage && !leaving) navigate(loginHrefFor(pathname, `${pathname}${search}`));
  }

  async function request<T>(path: string, options: RequestOptions<T> = {}): Promise<T> {
    const url = `${deps.baseUrl}${path}`;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    const onCallerAbort = () => controller.abort();
    options.signal?.addEventListener('abort', onCallerAbort, { once: true });
    try {
      let response: Response | undefined;
      try {
        response = await (deps.fetch ?? fetch)(url, {
          method: options.method ?? 'GET',
          credentials: 'include',
          headers: headersFor(options as RequestOptions<unknown>),
          body: options.body === undefined ? undefined : JSON.stringify(options.body),
          signal: controller.signal,
        });
      } catch (error) {
        // The caller cancelled (react-query on unmount): hand back its reason so it is seen as a cancellation.
        if (options.signal?.aborted) throw options.signal.reason ?? error;
        const timedOut = controller.signal.aborted;
        const message = timedOut
          ? `Request timed out after ${timeoutMs / 1000} s for ${url}`
          : error instanceof Error && error.message
            ? error.message
            : `Request failed for ${url}`;
        throw new ApiError(message, { status: 0, body: { cause: String(error) }, url });
      }
      if (!response) throw new ApiError(`Response was not defined for ${url}`, { status: 0, url });
      return await readResponse(response, url, options);
    } finally {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onCallerAbort);
    }
  }

  async function readResponse<T>(response: Response, url: string, options: RequestOptions<T>): Promise<T> {
    const { status, statusText } = response;
    const refreshed = /^Bearer\s+(\S+)$/i.exec(response.headers.get('Authorization') ?? '');
    if (refreshed?.[1]) writeToken(refreshed[1]);

    if (response.ok && (response.headers.get('Content-Type') ?? '').includes('application/pdf')) {
      return (await response.blob()) as T;
    }
    const text = await response.text();
    const parsed = parseJson(text);
    if (!response.ok) {
      const body = parsed.ok ? parsed.value : text;
      if (endsSession(status, body)) endSession(options.skipAuthRedirect);
      throw new ApiError(messageFromBody(body), { status, statusText, body, url });
    }
    if (!parsed.ok) {
      throw new ApiError(`Response was not convertible to json for ${url}`, {
        status,
        statusText,
        body: text,
        url,
      });
    }
    if (!options.schema) return parsed.value as T;
    const checked = z.safeParse(options.schema, parsed.value);
    if (!checked.success) {
      throw new ApiError(`Response did not match the expected format for ${url}`, {
        status,
        statusText,
        body: parsed.value,
        url,
      });
    }
    return checked.data;
  }

  type BodyOptions<T> = Omit<RequestOptions<T>, 'schema' | 'method' | 'body'>;
  const withBody =
    (method: HttpMethod) =>
    <T>(path: string, body: unknown, schema: z.core.$ZodType<T>, options: BodyOptions<T> = {}) =>
      request(path, { ...options, method, body, schema });

  /**
   * A call of the product's contract (decision 161): path, method and the answer's schema come from the endpoint,
   * so a renamed field or path fails to compile here instead of at run time.
   */
  async function call<E extends Endpoint>(target: E, input: CallInput<E>): Promise<EndpointAnswer<E>> {
    const { params, query, body, ...options } = input as CallInput<Endpoint> & {
      params?: Record<string, string>;
      query?: Record<string, string | number | boolean | undefined>;
      body?: unknown;
    };
    return request(endpointUrl(target, params, query), {
      ...options,
      method: target.method,
      body,
      schema: target.response as z.core.$ZodType<EndpointAnswer<E>>,
    });
  }

  return {
    request,
    call,
    /** The session ends on purpose and the page navigates away: no call may redirect to login meanwhile. */
    leave: () => {
      leaving = true;
    },
    get: <T>(
      path: string,
      schema: z.core.$ZodType<T>,
      options: Omit<RequestOptions<T>, 'schema' | 'method'> = {},
    ) => request(path, { ...options, method: 'GET', schema }),
    post: withBody('POST'),
    put: withBody('PUT'),
    patch: withBody('PATCH'),
    delete: <T>(
      path: string,
      schema: z.core.$ZodType<T>,
      options: Omit<RequestOptions<T>, 'schema' | 'method'> = {},
    ) => request(path, { ...options, method: 'DELETE', schema }),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

let organisationCode: string | undefined;

/** Set once at boot from the organisation the page carries; every call then sends it as `x-org`. */
export function setApiOrgCode(code: string): void {
  organisationCode = code;
}

/** The one API client of the app (spec 001 §7 "Common to all calls"). */
export const apiClient = createApiClient({ baseUrl: env.apiBaseUrl, getOrgCode: () => organisationCode });
