import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newApplication, signedInIdentity, type TestIdentity } from '../../applications/application-test-kit.ts';
import { manualClock } from '../../identity/identity-test-kit.ts';
import { itRefusesAllButTheBorrower, sendEach, type AccessRequest } from '../../../support/access-rule.ts';
import { createTestApp, type TestApp } from '../../../support/test-app.ts';
import { V3 } from './pre-offer-kit.ts';

// Every pre-offer action answers the same way outside its own step and to anyone but the borrower (issue 5): 409 at a
// wrong step, 404 to another borrower, 401 anonymous or expired, 403 forged; and 400 with `errors` for a bad body.

const clock = manualClock();
let t: TestApp;
let owner: TestIdentity;
let applicationId: string;

interface Call {
  method: 'PUT' | 'POST';
  path: string;
  payload: object;
}

const CALLS: Call[] = [
  { method: 'PUT', path: 'assets', payload: { amount: 250_000 } },
  { method: 'PUT', path: 'bpo/estimate-value', payload: { estimatedValue: 500_000 } },
  { method: 'POST', path: 'requalify', payload: { choice: 'CONTINUE' } },
  { method: 'PUT', path: 'bpo/condition', payload: { propertyCondition: 'GOOD' } },
  { method: 'POST', path: 'bpo/order', payload: { agreeToCost: true } },
];

const requests = (id: string, calls = CALLS): AccessRequest[] =>
  calls.map(({ path, ...call }) => ({ ...call, url: `${V3}/${id}/${path}` }));

beforeAll(async () => {
  t = await createTestApp({ clock });
  owner = await signedInIdentity(t.db, clock);
  // A new application waits for its soft pull: no pre-offer action belongs to that step.
  applicationId = await newApplication(t.db, clock, owner);
});
afterAll(() => t.close());

describe('who may call the pre-offer actions, and when', () => {
  it('the borrower at another step gets 409 with the step message', async () => {
    for (const answer of await sendEach(t, requests(applicationId), owner.headers))
      expect(answer, answer.call).toEqual({
        call: answer.call,
        status: 409,
        body: { errors: [{ message: 'This action is not available at this step of the application' }] },
      });
  });

  it('an unknown application id gets 404 like someone else’s', async () => {
    const unknown = requests('00000000-0000-4000-8000-000000000000');
    for (const answer of await sendEach(t, unknown, owner.headers))
      expect(answer, answer.call).toMatchObject({ status: 404 });
  });

  itRefusesAllButTheBorrower(() => ({ t, clock, owner, applicationId }), requests);
});

describe('bad bodies answer 400 with the form’s own messages, before any step check', () => {
  // The access tests above end by moving the clock past the owner's session: the caller's guard now comes before
  // validation (issue 16), so these calls are made with a fresh session of the same borrower's kind.
  let caller: TestIdentity;
  let callerApplication: string;
  beforeAll(async () => {
    caller = await signedInIdentity(t.db, clock);
    callerApplication = await newApplication(t.db, clock, caller);
  });
  const BAD: [Call, { message: string; field: string }][] = [
    [
      { method: 'PUT', path: 'assets', payload: {} },
      { message: 'Enter the total of your liquid assets', field: 'amount' },
    ],
    [
      { method: 'PUT', path: 'assets', payload: { amount: '250000' } },
      { message: 'Enter the total of your liquid assets', field: 'amount' },
    ],
    [
      { method: 'PUT', path: 'assets', payload: { amount: 1000.5 } },
      { message: 'Enter a whole number of dollars', field: 'amount' },
    ],
    [
      { method: 'PUT', path: 'assets', payload: { amount: 100_000_000 } },
      { message: 'Must be less than $100,000,000', field: 'amount' },
    ],
    [
      { method: 'PUT', path: 'bpo/estimate-value', payload: {} },
      { message: "Enter your estimate of your home's value", field: 'estimatedValue' },
    ],
    [
      { method: 'PUT', path: 'bpo/estimate-value', payload: { estimatedValue: 100_000_000 } },
      { message: 'Must be less than $100,000,000', field: 'estimatedValue' },
    ],
    [
      { method: 'POST', path: 'requalify', payload: {} },
      { message: 'Select whether to see your new offers or withdraw your application', field: 'choice' },
    ],
    [
      { method: 'PUT', path: 'bpo/condition', payload: {} },
      { message: 'Select the condition of your property', field: 'propertyCondition' },
    ],
    [
      { method: 'POST', path: 'bpo/order', payload: { agreeToCost: false } },
      { message: 'Confirm that you agree to pay for the property valuation', field: 'agreeToCost' },
    ],
  ];

  it.each(BAD)('%j', async (call, error) => {
    const [answer] = await sendEach(t, requests(callerApplication, [call]), caller.headers);
    expect(answer).toMatchObject({ status: 400, body: { errors: [error] } });
  });

  it('refuses fields the form does not send', async () => {
    const [answer] = await sendEach(
      t,
      requests(callerApplication, [{ method: 'PUT', path: 'assets', payload: { amount: 5_000, accounts: [] } }]),
      caller.headers,
    );
    expect(answer?.status).toBe(400);
    expect((answer?.body as { errors: unknown[] }).errors.length).toBeGreaterThan(0);
  });
});
