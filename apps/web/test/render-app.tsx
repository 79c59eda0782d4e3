import { createMemoryHistory } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { Organisation } from '@lintel/domain/organisation/organisation';
import { App } from '../src/app/app.tsx';
import { createAppRouter } from '../src/app/router.tsx';
import { createQueryClient } from '../src/lib/query-client.ts';
import { organisationFixture } from './fixtures/organisation.ts';

interface RenderAppOptions {
  organisation?: Organisation;
  /** Seeds the query cache before the first render (e.g. a status the test wants already known). */
  prepare?: (queryClient: ReturnType<typeof createQueryClient>) => void;
}

/** The whole app (router, shell, lazy routes) opened at `path`, as a browser opening that address; its router. */
export function renderAppAt(
  path: string,
  { organisation = organisationFixture, prepare }: RenderAppOptions = {},
) {
  const queryClient = createQueryClient();
  prepare?.(queryClient);
  const router = createAppRouter(queryClient, organisation, createMemoryHistory({ initialEntries: [path] }));
  render(<App organisation={organisation} queryClient={queryClient} router={router} />);
  return router;
}
