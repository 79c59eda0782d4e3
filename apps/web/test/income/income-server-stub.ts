import { configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import type { Application } from '@lintel/domain/application/application';
import { TOKEN_STORAGE_KEY } from '../../src/lib/session-token.ts';
import { APP_UUID, applicationFixture, withStanding } from '../application/application-fixtures.ts';
import { identityFixture } from '../fixtures/identity.ts';
import { jsonResponse } from '../render.tsx';

// The income pages' tests share one stubbed server (income-review and income-link tests).
export const HOME = `/account/heloc/${APP_UUID}`;
configure({ asyncUtilTimeout: 5000 });

type Answer = { status?: number; body: unknown };
interface Server {
  step?: string;
  application?: Application;
  /** Answers by the end of the path (`income/verify`, `session`, …), in turn; the last repeats. */
  answers?: Record<string, Answer[]>;
}

/** The server at `step` (INCOME_VERIFICATION by default); the calls' answers come from `answers`. */
export function stub({
  step: first = 'INCOME_VERIFICATION',
  application = applicationFixture,
  answers = {},
}: Server = {}) {
  let step = first;
  const fetch = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    const url = String(input).split('?')[0] ?? '';
    if (url.endsWith('/status')) return jsonResponse({ step });
    for (const [end, list] of Object.entries(answers)) {
      if (!url.endsWith(end)) continue;
      const answer = list.length > 1 ? list.shift()! : list[0]!;
      const body = answer.body as { step?: string };
      if (body.step) step = body.step;
      return jsonResponse(answer.body, { status: answer.status ?? 200 });
    }
    if (url.endsWith('/offers')) return jsonResponse({ offers: [] });
    if (url.includes('/service-lead-portal/api/lo/')) return jsonResponse(undefined);
    if (url.includes('/application/heloc/')) return jsonResponse(withStanding(application, step as never));
    return jsonResponse(identityFixture);
  });
  vi.stubGlobal('fetch', fetch);
  const bodiesTo = (end: string) =>
    fetch.mock.calls
      .filter(([url]) => String(url).split('?')[0]!.endsWith(end))
      .map(([, init]) => JSON.parse(String(init?.body)) as unknown);
  return { fetch, bodiesTo };
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
