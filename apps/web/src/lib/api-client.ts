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

/** The file of an upload call, sent as the raw body (decision 184), and how far it has gone. */
export type UploadInput<E extends Endpoint> = Optional<'params', EndpointParams<E>> &
  Optional<'query', EndpointQuery<E>> & {
    file: Blob;
    /** The Content-Type sent: the browser's type for the file; the server checks it against the bytes. */
    contentType: string;
    /** Bytes sent so far and in all, as the browser reports them. */
    onProgress?: (sent: number, total: number) => void;
    signal?: AbortSignal;
    /** Headers of the call's own (the chat's token, decision 200). */
    headers?: Record<string, string>;
  };

export interface ApiClientDeps {
  baseUrl: string;
  getOrgCode: () => string | undefined;
  fetch?: typeof fetch;
  /** Uploads go through XMLHttpRequest: fetch cannot report how much of a request body has been sent. */
  xhr?: () => XMLHttpRequest;
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
      // Only with a body: the server refuses an empty JSON body (a DELETE has none).
      ...(options.body === undefined ? {} : { 'Content-Type': 'application/json' }),
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

    // A file comes back as its bytes: a PDF, or anything the server sends as a download (chat attachments).
    const isFile =
      (response.headers.get('Content-Type') ?? '').includes('application/pdf') ||
      (response.headers.get('Content-Disposition') ?? '').startsWith('attachment');
    if (response.ok && isFile) {
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

  /**
   * An upload of the contract (an endpoint with `upload`): the file is the body, its progress is reported, and the
   * answer is read exactly as `call` reads one (errors, a refreshed token, an ended session, the schema).
   */
  function upload<E extends Endpoint>(target: E, input: UploadInput<E>): Promise<EndpointAnswer<E>> {
    const { params, query, file, contentType, onProgress, signal, headers: extra } = input as UploadInput<Endpoint> & {
      params?: Record<string, string>;
      query?: Record<string, string | number | boolean | undefined>;
    };
    const url = `${deps.baseUrl}${endpointUrl(target, params, query)}`;
    const options: RequestOptions<EndpointAnswer<E>> = {
      method: target.method,
      schema: target.response as z.core.$ZodType<EndpointAnswer<E>>,
    };
    return new Promise<Response>((resolve, reject) => {
      if (signal?.aborted) {
        reject(signal.reason);
        return;
      }
      const xhr = deps.xhr?.() ?? new XMLHttpRequest();
      xhr.open(target.method, url);
      xhr.withCredentials = true;
      const headers = headersFor({ headers: { ...extra, 'Content-Type': contentType } });
      headers.forEach((value, name) => xhr.setRequestHeader(name, value));
      // A big photo on a phone connection takes a while; only a stalled upload times out.
      xhr.timeout = 0;
      const onAbort = () => xhr.abort();
      signal?.addEventListener('abort', onAbort, { once: true });
      const done = () => signal?.removeEventListener('abort', onAbort);
      xhr.upload.onprogress = (event) =>
        onProgress?.(event.loaded, event.lengthComputable ? event.total : file.size);
      xhr.onload = () => {
        done();
        const responseHeaders = new Headers();
        for (const line of xhr
          .getAllResponseHeaders()
          .trim()
          .split(/[\r\n]+/)) {
          const at = line.indexOf(':');
          if (at > 0) responseHeaders.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
        }
        resolve(new Response(xhr.responseText, { status: xhr.status, headers: responseHeaders }));
      };
      xhr.onerror = () => {
        done();
        reject(new ApiError(`Upload failed for ${url}`, { status: 0, url }));
      };
      xhr.onabort = () => {
        done();
        reject(signal?.reason ?? new DOMException('The upload was cancelled', 'AbortError'));
      };
      xhr.send(file);
    }).then((response) => readResponse(response, url, options));
  }

  return {
    request,
    call,
    upload,
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
