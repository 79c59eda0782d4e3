import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  newApplication,
  signedInIdentity,
  type TestIdentity,
} from '../../applications/application-test-kit.ts';
import { manualClock } from '../../identity/identity-test-kit.ts';
import { itRefusesAllButTheBorrower, sendEach, type AccessRequest } from '../../../support/access-rule.ts';
import { createTestApp, type TestApp } from '../../../support/test-app.ts';
import { ADDITIONAL_INFO, BANK_ACCOUNT, FILES, HMDA_DECLINED, V3 } from './drive.ts';

// The access rule of every after-offer call (issue 5): the borrower passes it, anyone else is refused the same way
// as on the application's other calls (404 to another borrower, 401 anonymous or expired, 403 forged).

const clock = manualClock();
let t: TestApp;
let owner: TestIdentity;
let applicationId: string;

const requests = (id: string): AccessRequest[] =>
  (
    [
      { method: 'GET', path: 'additional-info' },
      { method: 'PUT', path: 'additional-info', payload: ADDITIONAL_INFO },
      { method: 'PUT', path: 'hmda', payload: HMDA_DECLINED },
      { method: 'GET', path: 'summary-disclosure' },
      { method: 'POST', path: 'summary-disclosure/accept', payload: { accepted: true } },
      { method: 'POST', path: 'submit', payload: { certified: true } },
      { method: 'POST', path: 'income/link-token', payload: { linkType: 'BANK' } },
      { method: 'POST', path: 'income/verify', payload: { linkType: 'PAYROLL', publicToken: 'public-x' } },
      {
        method: 'PUT',
        path: 'income/employer-verification',
        payload: {
          employerName: 'Acme',
          employerPhone: '3035550100',
          jobTitle: 'Buyer',
          startDate: '2015-04-01',
        },
      },
      { method: 'PUT', path: 'documents/PAYSTUB', payload: FILES.pdf, contentType: 'application/pdf' },
      { method: 'GET', path: 'documents' },
      { method: 'PUT', path: 'disbursement-account', payload: BANK_ACCOUNT },
      { method: 'POST', path: 'identity/verify', payload: { idType: 'US Passport' } },
    ] as const
  ).map(({ path, ...call }) => ({ ...call, url: `${V3}/${id}/${path}` }));

beforeAll(async () => {
  t = await createTestApp({ clock });
  owner = await signedInIdentity(t.db, clock);
  // Before any offer: every action is refused as the wrong step, the reads answer.
  applicationId = await newApplication(t.db, clock, owner);
});
afterAll(() => t.close());

describe('who may call the after-offer actions', () => {
  it('the borrower passes the access rule: reads answer, actions at the wrong step answer 409', async () => {
    const at = (path: string) => `${V3}/${applicationId}/${path}`;
    for (const answer of await sendEach(t, requests(applicationId), owner.headers)) {
      if (answer.call === `GET ${at('summary-disclosure')}`) {
        // No offer chosen yet: nothing to disclose.
        expect(answer, answer.call).toMatchObject({ status: 404 });
      } else if (answer.call.startsWith('GET')) {
        expect(answer.status, answer.call).toBe(200);
      } else if (answer.call === `PUT ${at('documents/PAYSTUB')}`) {
        // Documents are taken at any open step.
        expect(answer.status, answer.call).toBe(200);
      } else {
        expect(answer, answer.call).toMatchObject({
          status: 409,
          body: { errors: [{ message: 'This action is not available at this step of the application' }] },
        });
      }
    }
  });

  itRefusesAllButTheBorrower(() => ({ t, clock, owner, applicationId }), requests);
});
