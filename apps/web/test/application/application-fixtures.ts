import { vi } from 'vitest';
import type { Application } from '@lintel/domain/application/application';
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

export interface FakeServer {
  application?: Application | 404;
  /** Steps answered in turn by the status call; the last one repeats. A number is an error status. */
  steps?: Array<string | number>;
  applications?: Application[];
  loanOriginator?: unknown;
  offers?: unknown[];
}

/** A fetch that answers the application, status, list and loan-officer calls the way the server does. */
export function stubServer(server: FakeServer) {
  const steps = [...(server.steps ?? ['LIEN_VERIFICATION'])];
  const fetch = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    const url = String(input);
    if (url.endsWith('/status')) {
      const step = steps.length > 1 ? steps.shift() : steps[0];
      if (typeof step === 'number') return jsonResponse({ errors: [{ message: 'boom' }] }, { status: step });
      return jsonResponse({ step });
    }
    if (url.endsWith('/offers')) return jsonResponse({ offers: server.offers ?? [] });
    if (url.endsWith('/heloc/all')) return jsonResponse(server.applications ?? []);
    if (url.includes('/service-lead-portal/api/lo/')) return jsonResponse(server.loanOriginator);
    if (url.includes('/application/heloc/')) {
      const application = server.application ?? applicationFixture;
      if (application === 404) return jsonResponse({ errors: [{ message: 'Not found' }] }, { status: 404 });
      return jsonResponse(application);
    }
    return jsonResponse(identityFixture);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}
