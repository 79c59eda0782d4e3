import { configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import type { Endpoint } from '@lintel/domain/api/endpoint';
import {
  application as applicationRead,
  offers,
  serverStepStatus,
} from '@lintel/domain/api/endpoints/applications';
import type { Application } from '@lintel/domain/application/application';
import { TOKEN_STORAGE_KEY } from '../../src/lib/session-token.ts';
import {
  APP_UUID,
  applicationFixture,
  besidesThePage,
  withStanding,
} from '../application/application-fixtures.ts';
import { answer, handle, inTurn, type Sent } from '../msw/handle.ts';
import { server } from '../msw/server.ts';

// The income pages' tests share one server (income-review and income-link tests).
export const HOME = `/account/heloc/${APP_UUID}`;
configure({ asyncUtilTimeout: 5000 });

export type Answer = { status?: number; body: unknown };
interface IncomeServer {
  step?: string;
  application?: Application;
  /** The answers of the page's calls, each endpoint's in turn (the last repeats); a `step` in one moves the server. */
  answers?: ReadonlyArray<readonly [Endpoint, Answer[]]>;
}

/** The server at `step` (INCOME_VERIFICATION by default), with server.use; the calls' answers come from `answers`. */
export function serveIncome({
  step: first = 'INCOME_VERIFICATION',
  application = applicationFixture,
  answers = [],
}: IncomeServer = {}) {
  let step = first;
  server.use(
    handle(serverStepStatus, () => ({ step }) as Sent<typeof serverStepStatus>),
    ...answers.map(([target, list]) => {
      const next = inTurn(list);
      return handle(target, () => {
        const { status = 200, body } = next();
        const moved = (body as { step?: string }).step;
        if (moved) step = moved;
        return Response.json(body, { status });
      });
    }),
    answer(offers, { offers: [] }),
    handle(applicationRead, () => withStanding(application, step as never) as Sent<typeof applicationRead>),
    ...besidesThePage(),
  );
}

/** income/review's question: where a page sends the borrower back to choose again. */
export const REVIEW = 'How would you like to verify your income?';

/** A signed-in borrower for every test; nothing stubbed outlives its test. */
export function signedInBorrower() {
  beforeEach(() => localStorage.setItem(TOKEN_STORAGE_KEY, 'tok'));
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });
}
