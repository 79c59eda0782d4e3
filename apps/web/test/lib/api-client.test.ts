import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createApiClient } from '../../src/lib/api-client.ts';
import { ApiError } from '../../src/lib/api-error.ts';
import { TOKEN_STORAGE_KEY } from '../../src/lib/session-token.ts';
import { server } from '../msw/server.ts';

const okSchema = z.object({ ok: z.boolean() });
const BASE = 'https://api.example';

/** A client of the server at BASE, whose every path answers `respond`; `sent` keeps the requests as they arrived. */
function setup(respond: (request: Request) => Response | Promise<Response>) {
  const sent: Request[] = [];
  server.use(
    http.all(`${BASE}/*`, ({ request }) => {
      sent.push(request.clone());
      return respond(request);
    }),
  );
  const navigate = vi.fn();
  const client = createApiClient({
    baseUrl: BASE,
    getOrgCode: () => 'harbor-mortgage',
    navigate,
    timeoutMs: 50,
  });
  const sentHeaders = () => sent[0]?.headers ?? new Headers();
  return { client, sent, navigate, sentHeaders };
}

/** The server's answer never comes: only an abort ends the call. */
async function never(): Promise<Response> {
  await delay('infinite');
  return HttpResponse.json({});
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

beforeEach(() => window.history.replaceState({}, '', '/dashboard?tab=1'));
afterEach(() => vi.useRealTimers());

describe('api client: what every call sends (spec 001 §7)', () => {
  it('prefixes the base URL, includes credentials and sends JSON, origin and organisation headers', async () => {
    const { client, sent, sentHeaders } = setup(() => HttpResponse.json({ ok: true }));
    await client.post('/identity/api/v1/login', { email: 'a@b.test' }, okSchema);
    const [request] = sent;
    expect(request?.url).toBe('https://api.example/identity/api/v1/login');
    expect(request?.credentials).toBe('include');
    expect(request?.method).toBe('POST');
    expect(await request?.text()).toBe('{"email":"a@b.test"}');
    const headers = sentHeaders();
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(headers.get('Accept')).toBe('application/json, application/pdf');
    expect(headers.get('X-With-Origin')).toBe(window.location.origin);
    expect(headers.get('x-org')).toBe('harbor-mortgage');
  });

  it('sends the stored token as a bearer authorization, and none when nothing is stored', async () => {
    const { client, sentHeaders } = setup(() => HttpResponse.json({ ok: true }));
    await client.get('/x', okSchema);
    expect(sentHeaders().has('Authorization')).toBe(false);

    localStorage.setItem(TOKEN_STORAGE_KEY, 'tok-1');
    const second = setup(() => HttpResponse.json({ ok: true }));
    await second.client.get('/x', okSchema);
    expect(second.sentHeaders().get('Authorization')).toBe('Bearer tok-1');
  });

  it('replaces the stored token with a Bearer value from the response Authorization header', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'old');
    const { client } = setup(() =>
      HttpResponse.json({ ok: true }, { headers: { Authorization: 'Bearer new-token' } }),
    );
    await client.get('/x', okSchema);
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('new-token');
  });

  it('returns the body validated by the schema passed for the call', async () => {
    const { client } = setup(() => HttpResponse.json({ ok: true, extra: 1 }));
    await expect(client.get('/x', okSchema)).resolves.toEqual({ ok: true });
  });

  it('rejects a body that does not match the schema', async () => {
    const { client } = setup(() => HttpResponse.json({ ok: 'yes' }));
    const error = await failure(client.get('/x', okSchema));
    expect(error.message).toBe('Response did not match the expected format for https://api.example/x');
  });

  it('aborts after the timeout', async () => {
    const { client } = setup(never);
    const error = await failure(client.get('/slow', okSchema));
    expect(error.status).toBe(0);
    expect(error.message).toBe('Request timed out after 0.05 s for https://api.example/slow');
  });
});

describe('api client: ending the session (spec 001 §8)', () => {
  it.each([
    [401, { errors: [{ message: 'unauthenticated' }] }],
    [403, { errors: [{ message: 'unauthenticated' }] }],
    [403, { errors: [{ message: 'invalid signature' }] }],
  ])('%i %j clears the token and sends the browser to login with the current path', async (status, body) => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'tok');
    const { client, navigate } = setup(() => HttpResponse.json(body, { status }));
    const error = await failure(client.get('/x', okSchema));
    expect(error.status).toBe(status);
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/auth/login?redirectUrl=%2Fdashboard%3Ftab%3D1');
  });

  it('sends an additional signer to the signer login', async () => {
    window.history.replaceState({}, '', '/account/heloc/heloc-signer/documents');
    const { client, navigate } = setup(() =>
      HttpResponse.json({ errors: [{ message: 'unauthenticated' }] }, { status: 401 }),
    );
    await failure(client.get('/x', okSchema));
    expect(navigate).toHaveBeenCalledWith(
      '/account/heloc/heloc-signer/login?redirectUrl=%2Faccount%2Fheloc%2Fheloc-signer%2Fdocuments',
    );
  });

  it('keeps the session on a 403 with any other message', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'tok');
    const { client, navigate } = setup(() =>
      HttpResponse.json({ errors: [{ message: 'Forbidden' }] }, { status: 403 }),
    );
    const error = await failure(client.get('/x', okSchema));
    expect(error.message).toBe('Forbidden.');
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('tok');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('does not navigate when the caller handles the 401 itself (the login form)', async () => {
    const { client, navigate } = setup(() =>
      HttpResponse.json({ errors: [{ message: 'Wrong email or password' }] }, { status: 401 }),
    );
    const error = await failure(client.post('/login', {}, okSchema, { skipAuthRedirect: true }));
    expect(error.message).toBe('Wrong email or password.');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('does not navigate on a 401 once the page is leaving on purpose (logout), so the logout navigation wins', async () => {
    const { client, navigate } = setup(() =>
      HttpResponse.json({ errors: [{ message: 'unauthenticated' }] }, { status: 401 }),
    );
    client.leave();
    const error = await failure(client.get('/service-wallet/secure/api/v4/account', okSchema));
    expect(error.status).toBe(401);
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('api client: errors (spec 001 §8)', () => {
  it('joins the server error messages with commas and carries status, status text and body', async () => {
    const body = { errors: [{ message: 'First is wrong' }, { message: 'Second is wrong.' }] };
    const { client } = setup(() =>
      HttpResponse.json(body, { status: 422, statusText: 'Unprocessable Entity' }),
    );
    const error = await failure(client.get('/x', okSchema));
    expect(error.message).toBe('First is wrong, Second is wrong.');
    expect(error.status).toBe(422);
    expect(error.statusText).toBe('Unprocessable Entity');
    expect(error.body).toEqual(body);
  });

  it("says 'Something unexpected happened' when the body has no errors list", async () => {
    const { client } = setup(() => new Response('<html>bad gateway</html>', { status: 502 }));
    const error = await failure(client.get('/x', okSchema));
    expect(error.message).toBe('Something unexpected happened');
    expect(error.body).toBe('<html>bad gateway</html>');
  });

  it("says 'Response was not defined for {url}' when fetch gives no response", async () => {
    // No server answers nothing: a fetch of the client's own that resolves empty (the client's injection point).
    const client = createApiClient({
      baseUrl: BASE,
      getOrgCode: () => 'harbor-mortgage',
      fetch: (async () => undefined) as unknown as typeof fetch,
      navigate: vi.fn(),
    });
    const error = await failure(client.get('/x', okSchema));
    expect(error.message).toBe('Response was not defined for https://api.example/x');
  });

  it("says 'Response was not convertible to json for {url}' for an unparsable success body", async () => {
    const { client } = setup(() => new Response('{not json', { status: 200 }));
    const error = await failure(client.get('/x', okSchema));
    expect(error.message).toBe('Response was not convertible to json for https://api.example/x');
    expect(error.status).toBe(200);
  });

  it('turns a fetch failure into an error with status 0 and the cause as data', async () => {
    const { client } = setup(() => HttpResponse.error());
    const error = await failure(client.get('/x', okSchema));
    expect(error.status).toBe(0);
    expect(error.message).toBe('Failed to fetch');
    expect(error.body).toEqual({ cause: 'TypeError: Failed to fetch' });
  });

  it('returns a PDF answer as a blob', async () => {
    const { client } = setup(
      () => new Response('%PDF-1.7', { headers: { 'Content-Type': 'application/pdf' } }),
    );
    const result = await client.request<Blob>('/doc.pdf');
    expect(result.type).toBe('application/pdf');
    expect(await result.text()).toBe('%PDF-1.7');
  });
});

describe('api client: cancellation', () => {
  it('rejects with the caller’s abort reason, not a timeout, when the caller cancels', async () => {
    const { client } = setup(never);
    const caller = new AbortController();
    const pending = client.get('/x', okSchema, { signal: caller.signal });
    caller.abort(new DOMException('cancelled', 'AbortError'));
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('api client: methods', () => {
  it.each([
    ['put', 'PUT'],
    ['patch', 'PATCH'],
  ] as const)('%s sends its JSON body with method %s', async (name, method) => {
    const { client, sent } = setup(() => HttpResponse.json({ ok: true }));
    await expect(client[name]('/x', { a: 1 }, okSchema)).resolves.toEqual({ ok: true });
    expect(sent[0]?.method).toBe(method);
    expect(await sent[0]?.text()).toBe('{"a":1}');
  });

  it('delete sends no body', async () => {
    const { client, sent } = setup(() => HttpResponse.json({ ok: true }));
    await client.delete('/x', okSchema);
    expect(sent[0]?.method).toBe('DELETE');
    expect(sent[0]?.body).toBeNull();
  });
});
