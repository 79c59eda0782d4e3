import { createMemoryHistory } from '@tanstack/react-router';
import { configure, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../src/app/app.tsx';
import { createAppRouter } from '../../src/app/router.tsx';
import { ALL_APPLICATIONS_PATH } from '../../src/features/dashboard/api/applications.ts';
import { createQueryClient } from '../../src/lib/query-client.ts';
import { TOKEN_STORAGE_KEY } from '../../src/lib/session-token.ts';
import { organisationFixture } from '../fixtures/organisation.ts';
import { jsonResponse } from '../render.tsx';
import { identityFixture } from '../fixtures/identity.ts';

// The whole app renders here, its lazy routes transformed on first import: more than 1 s on a busy machine.
configure({ asyncUtilTimeout: 5_000 });

const FEATURES = '/service-optimize/external/api/v1/features';
const IDENTITY = '/identity/secure/api/v1/identity';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** Decision 121: on a phone's connection the page's own calls must not queue behind the shell's extras. */
const IDENTITY_ANSWER = identityFixture;

describe("the shell's secondary parts wait for the page", () => {
  it('asks for its flags only once the page has its answers', { timeout: 20_000 }, async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'header.payload.signature');
    let answerIdentity: (response: Response) => void = () => undefined;
    const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
      const path = String(input).split('?')[0] ?? '';
      // The dashboard's own first call, held until the test answers it.
      if (path === IDENTITY) return new Promise<Response>((resolve) => (answerIdentity = resolve));
      if (path === ALL_APPLICATIONS_PATH) return jsonResponse([]);
      return jsonResponse({ errors: [{ message: 'Not found' }] }, { status: 404 });
    });
    vi.stubGlobal('fetch', fetchMock);
    const called = (path: string) =>
      fetchMock.mock.calls.some(([input]) => String(input).split('?')[0] === path);

    const queryClient = createQueryClient();
    const router = createAppRouter(
      queryClient,
      organisationFixture,
      createMemoryHistory({ initialEntries: ['/dashboard'] }),
    );
    render(<App organisation={organisationFixture} queryClient={queryClient} router={router} />);
    await waitFor(() => expect(called(IDENTITY)).toBe(true));
    // Well past an idle moment: while the page waits for its answer, the shell asks for nothing of its own.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(called(FEATURES)).toBe(false);

    answerIdentity(jsonResponse(IDENTITY_ANSWER));
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(called(FEATURES)).toBe(true));
    expect(screen.getByRole('button', { name: 'Menu' })).toBeInTheDocument();
  });
});
