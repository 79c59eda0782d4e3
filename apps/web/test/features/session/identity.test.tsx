import { afterEach, describe, expect, it, vi } from 'vitest';
import { displayName, fetchIdentity, USER_NOT_FOUND } from '../../../src/features/session/api/identity.ts';
import { jsonResponse } from '../../render.tsx';
import { identityFixture } from '../../fixtures/identity.ts';

const identity = identityFixture;

function stubFetch(byPath: Record<string, () => Response>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const handler = byPath[String(input)];
    return handler ? handler() : jsonResponse({ errors: [{ message: 'Not found' }] }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('identity lookup (spec 001 §7)', () => {
  it('answers from v1', async () => {
    const fetchMock = stubFetch({ '/identity/secure/api/v1/identity': () => jsonResponse(identity) });
    await expect(fetchIdentity()).resolves.toEqual(identity);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('falls back to v1_1 when v1 fails', async () => {
    stubFetch({
      '/identity/secure/api/v1/identity': () =>
        jsonResponse({ errors: [{ message: 'Down' }] }, { status: 503 }),
      '/identity/secure/api/v1_1/identity': () => jsonResponse(identity),
    });
    await expect(fetchIdentity()).resolves.toEqual(identity);
  });

  it("treats the user as 'User not found' when both fail", async () => {
    stubFetch({});
    await expect(fetchIdentity()).rejects.toThrow(USER_NOT_FOUND);
  });

  it('names a person by name, else by email', () => {
    expect(displayName({ ...identity, type: 'BORROWER' })).toBe('Dana Reyes');
    expect(displayName({ ...identity, type: 'BORROWER', name: null })).toBe('demo@harbor.test');
  });
});

describe('identity lookup when cancelled', () => {
  it('does not fall back to v1_1 for a cancelled query', async () => {
    const caller = new AbortController();
    const fetchMock = vi.fn(
      (_input: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
        ),
    );
    vi.stubGlobal('fetch', fetchMock);
    const pending = fetchIdentity(caller.signal);
    caller.abort();
    await expect(pending).rejects.toThrow();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
