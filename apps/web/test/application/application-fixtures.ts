import type { Application } from '@lintel/domain/application/application';
import { standingFor } from '@lintel/domain/application/standing/standing-for';
import type { ServerStep } from '@lintel/domain/server-steps/server-step';
import { engineStateFor } from '@lintel/domain/step-engine/engine-state-for';
import {
  adverseAction,
  allApplications,
  application as applicationRead,
  offers as offersRead,
  serverStepStatus,
} from '@lintel/domain/api/endpoints/applications';
import { attestLiens, foundLiens } from '@lintel/domain/api/endpoints/credit-actions';
import { closingDocuments } from '@lintel/domain/api/endpoints/closing-actions';
import { applicationConditions } from '@lintel/domain/api/endpoints/conditions';
import { listDocuments } from '@lintel/domain/api/endpoints/document-actions';
import { emailVerificationStatus } from '@lintel/domain/api/endpoints/email-verification';
import { identityV1 } from '@lintel/domain/api/endpoints/identity';
import { loanOriginator } from '@lintel/domain/api/endpoints/service-lead-portal';
import { identityFixture } from '../fixtures/identity.ts';
import { answer, handle, refusal, refuse, type Sent } from '../msw/handle.ts';
import { server } from '../msw/server.ts';

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

/**
 * The server of the application pages (with server.use): the application, its status, the list, the offers, the
 * liens and the loan officer, answered the way the server does; the signed-in borrower is identityFixture.
 */
export function serveApplication(fake: FakeServer = {}) {
  const steps = [...(fake.steps ?? ['LIEN_VERIFICATION'])];
  // The server's step: the one its status call last answered, the first one given before any was asked.
  let current = (steps.find((step) => typeof step === 'string') ?? 'LIEN_VERIFICATION') as ServerStep;
  server.use(
    handle(serverStepStatus, () => {
      const step = steps.length > 1 ? steps.shift() : steps[0];
      if (typeof step === 'number') return refusal(step, 'boom');
      current = step as ServerStep;
      return { step: current };
    }),
    answer(offersRead, { offers: (fake.offers ?? []) as Sent<typeof offersRead>['offers'] }),
    answer(foundLiens, (fake.liens ?? liensFixture) as Sent<typeof foundLiens>),
    answer(attestLiens, { step: 'CLOSING_DISCLOSURE_GENERATED' }),
    answer(allApplications, (fake.applications ?? []) as Sent<typeof allApplications>),
    answer(loanOriginator, fake.loanOriginator as Sent<typeof loanOriginator>),
    handle(applicationRead, () => {
      const application = fake.application ?? applicationFixture;
      if (application === 404) return refusal(404, 'Not found');
      // The server sends the standing of the step the status call answers (decision 172).
      return (application.standing ? application : withStanding(application, current)) as Sent<
        typeof applicationRead
      >;
    }),
    ...besidesThePage(),
  );
}

/**
 * What a signed-in borrower's application pages read besides their own calls (the identity, the conditions, the
 * documents, the dashboard's email notice, the decline's notice): nothing to show. A test of one of these puts its
 * own answer in front (server.use).
 */
export function besidesThePage() {
  return [
    answer(identityV1, identityFixture),
    answer(emailVerificationStatus, { email: identityFixture.email, verified: true }),
    answer(applicationConditions, { conditions: [] }),
    answer(listDocuments, { documents: [] }),
    answer(closingDocuments, { documents: [] }),
    refuse(adverseAction, 404, 'Not found'),
  ];
}
