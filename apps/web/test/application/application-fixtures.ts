import { vi } from 'vitest';
import type { Application } from '@lintel/domain/application/application';
import { standingFor } from '@lintel/domain/application/standing/standing-for';
import type { ServerStep } from '@lintel/domain/server-steps/server-step';
import { engineStateFor } from '@lintel/domain/step-engine/engine-state-for';
import { jsonResponse } from '../render.tsx';
import { identityFixture } from '../fixtures/identity.ts';

export const APP_UUID = '5e1d0000-0000-4000-8000-000000000001';

export const applicationFixture: Application = {
  uuid: APP_UUID,
  loanNumber: 'HL000000000001',
  rate: 0,
  amount: 0,
  property: { street1: '100 Sample Street', city: 'Sacramento', state: 'CA', zip: '95814', value: 640000 },
  status: { uwDecision: 'APPROVED' },
};

/** The application with the standing the server would send for it in `step` after `visited` (decision 172). */
export function withStanding(
  application: Application,
  step: ServerStep,
  visited: readonly ServerStep[] = [],
): Application {
  return {
    ...application,
    standing: standingFor({
      step,
      application,
      visited: [...visited, step],
      engineState: () => engineStateFor(application).state,
    }),
  };
}

export interface FakeServer {
  application?: Application | 404;
  /** Steps answered in turn by the status call; the last one repeats. A number is an error status. */
  steps?: Array<string | number>;
  applications?: Application[];
  loanOriginator?: unknown;
  offers?: unknown[];
  /** The liens page's read (decision 173); a first mortgage found in both places by default. */
  liens?: unknown;
}

export const liensFixture = {
  liens: [
    {
      holder: 'Harbor Federal Savings',
      type: 'MORTGAGE',
      position: 1,
      balance: 212400,
      monthlyPayment: 1480,
      recordedDate: '2019-06-14',
      source: 'BOTH',
      mustBePaidOff: false,
    },
  ],
  titleSearch: 'COMPLETE',
};

/** A fetch that answers the application, status, list and loan-officer calls the way the server does. */
export function stubServer(server: FakeServer) {
  const steps = [...(server.steps ?? ['LIEN_VERIFICATION'])];
  let lastStep: ServerStep = 'LIEN_VERIFICATION';
  const fetch = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    const url = String(input);
    if (url.endsWith('/status')) {
      const step = steps.length > 1 ? steps.shift() : steps[0];
      if (typeof step === 'number') return jsonResponse({ errors: [{ message: 'boom' }] }, { status: step });
      lastStep = step as ServerStep;
      return jsonResponse({ step });
    }
    if (url.endsWith('/offers')) return jsonResponse({ offers: server.offers ?? [] });
    if (url.endsWith('/liens')) return jsonResponse(server.liens ?? liensFixture);
    if (url.endsWith('/liens/attest')) return jsonResponse({ step: 'CLOSING_DISCLOSURE_GENERATED' });
    if (url.endsWith('/heloc/all')) return jsonResponse(server.applications ?? []);
    if (url.includes('/service-lead-portal/api/lo/')) return jsonResponse(server.loanOriginator);
    if (url.includes('/application/heloc/')) {
      const application = server.application ?? applicationFixture;
      if (application === 404) return jsonResponse({ errors: [{ message: 'Not found' }] }, { status: 404 });
      // The server sends the standing of the step the status call answers (decision 172).
      const first = typeof steps[0] === 'string' ? (steps[0] as ServerStep) : lastStep;
      return jsonResponse(application.standing ? application : withStanding(application, first));
    }
    return jsonResponse(identityFixture);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}
