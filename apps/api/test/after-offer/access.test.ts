import { randomBytes } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newApplication, signedInIdentity, type TestIdentity } from '../applications/application-test-kit.ts';
import { manualClock, MINUTE } from '../identity/identity-test-kit.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { ADDITIONAL_INFO, BANK_ACCOUNT, FILES, HMDA_DECLINED, V3 } from './drive.ts';

// The access rule of every after-offer call (issue 5): the borrower passes it, anyone else is refused the same way
// as on the application's other calls (404 to another borrower, 401 anonymous or expired, 403 forged).

const clock = manualClock();
let t: TestApp;
let owner: TestIdentity;
let applicationId: string;

interface Call {
  method: 'GET' | 'PUT' | 'POST';
  path: string;
  payload?: object | Buffer;
  contentType?: string;
}

const CALLS: Call[] = [
  { method: 'GET', path: 'additional-info' },
  { method: 'PUT', path: 'additional-info', payload: ADDITIONAL_INFO },
  { method: 'PUT', path: 'hmda', payload: HMDA_DECLINED },
  { method: 'GET', path: 'summary-disclosure' },
  { method: 'POST', path: 'summary-disclosure/accept', payload: { accepted: true } },
  { method: 'POST', path: 'submit', payload: { certified: true } },
  { method: 'POST', path: 'income/verify', payload: { linkType: 'PAYROLL' } },
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
];

async function send(headers: Record<string, string>, id = applicationId) {
  const answers = [];
  for (const call of CALLS) {
    const response = await t.app.inject({
      method: call.method,
      url: `${V3}/${id}/${call.path}`,
      headers: { ...headers, ...(call.contentType ? { 'content-type': call.contentType } : {}) },
      ...(call.payload ? { payload: call.payload } : {}),
    });
    answers.push({
      call: `${call.method} ${call.path}`,
      status: response.statusCode,
      body: response.body ? (response.json() as unknown) : null,
    });
  }
  return answers;
}

beforeAll(async () => {
  t = await createTestApp({ clock });
  owner = await signedInIdentity(t.db, clock);
  // Before any offer: every action is refused as the wrong step, the reads answer.
  applicationId = await newApplication(t.db, clock, owner);
});
afterAll(() => t.close());

describe('who may call the after-offer actions', () => {
  it('the borrower passes the access rule: reads answer, actions at the wrong step answer 409', async () => {
    const answers = await send(owner.headers);
    for (const answer of answers) {
      if (answer.call === 'GET summary-disclosure') {
        // No offer chosen yet: nothing to disclose.
        expect(answer, answer.call).toMatchObject({ status: 404 });
      } else if (answer.call.startsWith('GET')) {
        expect(answer.status, answer.call).toBe(200);
      } else if (answer.call === 'PUT documents/PAYSTUB') {
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

  it('another borrower, of this organisation or another, gets 404 Not found everywhere', async () => {
    for (const other of [
      await signedInIdentity(t.db, clock),
      await signedInIdentity(t.db, clock, 'harbor-mortgage'),
    ]) {
      for (const answer of await send(other.headers))
        expect(answer, answer.call).toMatchObject({
          status: 404,
          body: { errors: [{ message: 'Not found' }] },
        });
    }
  });

  it('an anonymous caller gets 401 and a forged token 403', async () => {
    for (const answer of await send({ 'x-org': 'lintel' }))
      expect(answer, answer.call).toMatchObject({
        status: 401,
        body: { errors: [{ message: 'unauthenticated' }] },
      });
    const now = Math.floor(clock.now().getTime() / 1000);
    const forged = await new SignJWT({ org: 'lintel', sid: 'x' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(owner.id)
      .setIssuer('lintel')
      .setAudience('lintel-portal')
      .setIssuedAt(now)
      .setExpirationTime(now + 600)
      .sign(randomBytes(32));
    for (const answer of await send({ authorization: `Bearer ${forged}`, 'x-org': 'lintel' }))
      expect(answer, answer.call).toMatchObject({
        status: 403,
        body: { errors: [{ message: 'invalid signature' }] },
      });
  });

  it('an expired token gets 401', async () => {
    const stale = await signedInIdentity(t.db, clock);
    const staleApplication = await newApplication(t.db, clock, stale);
    clock.advance(31 * MINUTE);
    for (const answer of await send(stale.headers, staleApplication))
      expect(answer.status, answer.call).toBe(401);
  });
});
