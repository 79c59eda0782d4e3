import { delay } from 'msw';
import { describe, expect, it } from 'vitest';
import { identityV1, identityV1_1 } from '@lintel/domain/api/endpoints/identity';
import { displayName, fetchIdentity, USER_NOT_FOUND } from '../../../src/features/session/api/identity.ts';
import { identityFixture } from '../../fixtures/identity.ts';
import { answer, handle, refuse } from '../../msw/handle.ts';
import { sentRequests } from '../../msw/requests.ts';
import { server } from '../../msw/server.ts';

const identity = identityFixture;

describe('identity lookup (spec 001 §7)', () => {
  it('answers from v1', async () => {
    server.use(answer(identityV1, identity));
    await expect(fetchIdentity()).resolves.toEqual(identity);
    expect(sentRequests()).toHaveLength(1);
  });

  it('falls back to v1_1 when v1 fails', async () => {
    server.use(refuse(identityV1, 503, 'Down'), answer(identityV1_1, identity));
    await expect(fetchIdentity()).resolves.toEqual(identity);
  });

  it("treats the user as 'User not found' when both fail", async () => {
    server.use(refuse(identityV1, 404, 'Not found'), refuse(identityV1_1, 404, 'Not found'));
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
    // v1 never answers; v1_1 would, were it asked.
    server.use(
      handle(identityV1, async () => {
        await delay('infinite');
        return identityFixture;
      }),
      answer(identityV1_1, identity),
    );
    const pending = fetchIdentity(caller.signal);
    caller.abort();
    await expect(pending).rejects.toThrow();
    expect(sentRequests()).toHaveLength(1);
  });
});
