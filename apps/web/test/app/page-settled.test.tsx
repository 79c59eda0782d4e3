import { createMemoryHistory } from '@tanstack/react-router';
import { configure, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { allApplications } from '@lintel/domain/api/endpoints/applications';
import { allFeatureFlags } from '@lintel/domain/api/endpoints/feature-flags';
import { identityV1 } from '@lintel/domain/api/endpoints/identity';
import { App } from '../../src/app/app.tsx';
import { createAppRouter } from '../../src/app/router.tsx';
import { createQueryClient } from '../../src/lib/query-client.ts';
import { TOKEN_STORAGE_KEY } from '../../src/lib/session-token.ts';
import { organisationFixture } from '../fixtures/organisation.ts';
import { besidesThePage } from '../application/application-fixtures.ts';
import { identityFixture } from '../fixtures/identity.ts';
import { answer, handle } from '../msw/handle.ts';
import { wasCalled } from '../msw/requests.ts';
import { server } from '../msw/server.ts';

// The whole app renders here, its lazy routes transformed on first import: more than 1 s on a busy machine.
configure({ asyncUtilTimeout: 5_000 });

/** Decision 121: on a phone's connection the page's own calls must not queue behind the shell's extras. */
const IDENTITY_ANSWER = identityFixture;

describe("the shell's secondary parts wait for the page", () => {
  it('asks for its flags only once the page has its answers', { timeout: 20_000 }, async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'header.payload.signature');
    let answerIdentity: () => void = () => undefined;
    // The dashboard's own first call, held until the test answers it.
    const identityHeld = new Promise<void>((resolve) => (answerIdentity = resolve));
    server.use(
      handle(identityV1, async () => {
        await identityHeld;
        return IDENTITY_ANSWER;
      }),
      answer(allApplications, []),
      ...besidesThePage(),
    );

    const queryClient = createQueryClient();
    const router = createAppRouter(
      queryClient,
      organisationFixture,
      createMemoryHistory({ initialEntries: ['/dashboard'] }),
    );
    render(<App organisation={organisationFixture} queryClient={queryClient} router={router} />);
    await waitFor(() => expect(wasCalled(identityV1)).toBe(true));
    // Well past an idle moment: while the page waits for its answer, the shell asks for nothing of its own.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(wasCalled(allFeatureFlags)).toBe(false);

    answerIdentity();
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(wasCalled(allFeatureFlags)).toBe(true));
    expect(screen.getByRole('button', { name: 'Menu' })).toBeInTheDocument();
  });
});
