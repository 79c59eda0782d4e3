import { randomBytes } from 'node:crypto';
import { SignJWT } from 'jose';
import { expect, it } from 'vitest';
import {
  newApplication,
  signedInIdentity,
  type TestIdentity,
} from '../features/applications/application-test-kit.ts';
import { MINUTE, type manualClock } from '../features/identity/identity-test-kit.ts';
import type { TestApp } from './test-app.ts';

/** One call of a table, as `app.inject` takes it. */
export interface AccessRequest {
  method: 'GET' | 'PUT' | 'POST' | 'PATCH';
  url: string;
  payload?: object | Buffer;
  contentType?: string;
}

export interface AccessAnswer {
  /** `METHOD url`, named in every failed expectation. */
  call: string;
  status: number;
  body: unknown;
}

/** Sends every request in turn with the same headers; the answers in the same order. */
export async function sendEach(
  t: TestApp,
  requests: readonly AccessRequest[],
  headers: Record<string, string>,
): Promise<AccessAnswer[]> {
  const answers: AccessAnswer[] = [];
  for (const { contentType, ...request } of requests) {
    const response = await t.app.inject({
      ...request,
      headers: { ...headers, ...(contentType ? { 'content-type': contentType } : {}) },
    });
    answers.push({
      call: `${request.method} ${request.url}`,
      status: response.statusCode,
      body: response.body ? (response.json() as unknown) : null,
    });
  }
  return answers;
}

/** A well-formed session token for `subject`, signed with a key the server does not have. */
export async function forgedToken(now: Date, subject: string): Promise<string> {
  const seconds = Math.floor(now.getTime() / 1000);
  return new SignJWT({ org: 'lintel', sid: 'x' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(subject)
    .setIssuer('lintel')
    .setAudience('lintel-portal')
    .setIssuedAt(seconds)
    .setExpirationTime(seconds + 600)
    .sign(randomBytes(32));
}

export interface AccessWorld {
  t: TestApp;
  clock: ReturnType<typeof manualClock>;
  owner: TestIdentity;
}

/**
 * The refusals every per-application call shares (issue 5), as tests in the calling `describe`: 404 Not found to
 * another borrower of this organisation or another, 401 anonymous, 403 to a forged token, 401 to an expired one.
 * `world` is read when the tests run (after `beforeAll`). The expired-token test moves the clock on 31 minutes, so
 * it comes last.
 */
export function itRefusesAllButTheBorrower(
  world: () => AccessWorld & { applicationId: string },
  requests: (applicationId: string) => readonly AccessRequest[],
): void {
  it('another borrower, of this organisation or another, gets 404 Not found everywhere', async () => {
    const { t, clock, applicationId } = world();
    for (const org of ['lintel', 'harbor-mortgage']) {
      const other = await signedInIdentity(t.db, clock, org);
      for (const answer of await sendEach(t, requests(applicationId), other.headers))
        expect(answer, answer.call).toMatchObject({
          status: 404,
          body: { errors: [{ message: 'Not found' }] },
        });
    }
  });

  it('an anonymous caller gets 401', async () => {
    const { t, applicationId } = world();
    for (const answer of await sendEach(t, requests(applicationId), { 'x-org': 'lintel' }))
      expect(answer, answer.call).toMatchObject({
        status: 401,
        body: { errors: [{ message: 'unauthenticated' }] },
      });
  });

  it('a forged token gets 403 invalid signature', async () => {
    const { t, clock, owner, applicationId } = world();
    const forged = await forgedToken(clock.now(), owner.id);
    for (const answer of await sendEach(t, requests(applicationId), {
      authorization: `Bearer ${forged}`,
      'x-org': 'lintel',
    }))
      expect(answer, answer.call).toMatchObject({
        status: 403,
        body: { errors: [{ message: 'invalid signature' }] },
      });
  });

  it('an expired token gets 401', async () => {
    const { t, clock } = world();
    const stale = await signedInIdentity(t.db, clock);
    const staleApplication = await newApplication(t.db, clock, stale);
    clock.advance(31 * MINUTE);
    for (const answer of await sendEach(t, requests(staleApplication), stale.headers))
      expect(answer.status, answer.call).toBe(401);
  });
}
