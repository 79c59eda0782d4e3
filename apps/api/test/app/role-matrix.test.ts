import { randomUUID } from 'node:crypto';
import { ALL_ENDPOINTS } from '@lintel/domain/api/endpoints/all-endpoints';
import type { Caller } from '@lintel/domain/api/endpoint';
import { signerMayCall } from '@lintel/domain/signers/signer-least-data';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationSigners } from '../../src/features/applications/tables/application-parties.ts';
import { forgedToken } from '../support/access-rule.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import {
  newApplication,
  signedInIdentity,
  type TestIdentity,
} from '../features/applications/application-test-kit.ts';
import { manualClock, MINUTE } from '../features/identity/identity-test-kit.ts';
import { describeOperation, servedOperations, urlOf, type Operation } from './openapi-operations.ts';

/**
 * Issue 16: every operation of the OpenAPI document, as every kind of caller: the application's borrower, one of its
 * signers, another borrower of the same lender and of another, anonymous, a forged and an expired token. What each
 * may get follows from the operation's caller in the contract (decision 161), so a new route is covered unasked.
 */
const clock = manualClock();
let t: TestApp;
let owner: TestIdentity;
let signer: TestIdentity;
let applicationId: string;
let operations: Operation[];

/** An endpoint's path as the OpenAPI document writes it: `:uuid` -> `{uuid}`, a trailing `*` -> `{*}`. */
const openApiPath = (path: string) => path.replace(/:([A-Za-z0-9]+)/g, '{$1}').replace(/\/\*$/, '/{*}');
const callers = new Map<string, Caller>(
  ALL_ENDPOINTS.map((e) => [`${e.method} ${openApiPath(e.path)}`, e.caller]),
);
const callerOf = (operation: Operation) => callers.get(describeOperation(operation));
/** Writes a signer may make: one owner's cancellation in the rescission period binds all (spec 000 §6). */
const SIGNER_WRITES = new Set([
  'POST /service-application/api/v3/application/heloc/{uuid}/rescission/cancel',
]);

async function send(operation: Operation, headers: Record<string, string>, uuid = applicationId) {
  const response = await t.app.inject({
    method: operation.method,
    url: urlOf(operation, uuid),
    headers,
    ...(operation.takesBody || operation.method !== 'GET' ? { payload: {} } : {}),
  });
  return { status: response.statusCode, body: response.body };
}

beforeAll(async () => {
  t = await createTestApp({ clock });
  owner = await signedInIdentity(t.db, clock);
  signer = await signedInIdentity(t.db, clock);
  applicationId = await newApplication(t.db, clock, owner);
  await t.db.insert(applicationSigners).values({
    id: randomUUID(),
    applicationId,
    identityId: signer.id,
    role: 'CO_DEEDER',
    createdAt: clock.now(),
  });
  operations = await servedOperations(t.app);
});
afterAll(() => t.close());

describe('role x endpoint matrix (issue 16)', () => {
  it('serves only operations declared in the contract, each with its caller', () => {
    const undeclared = operations.filter((o) => !callerOf(o)).map(describeOperation);
    expect(undeclared).toEqual([]);
  });

  it('a signer may write only what the contract lets every owner do', () => {
    const writes = ALL_ENDPOINTS.filter((e) => e.method !== 'GET' && e.caller === 'party').map(
      (e) => `${e.method} ${openApiPath(e.path)}`,
    );
    expect(writes.filter((w) => !SIGNER_WRITES.has(w))).toEqual([]);
  });

  it('an anonymous caller, a forged token and an expired one are refused everywhere a session is needed', async () => {
    const forged = await forgedToken(clock.now(), owner.id);
    for (const operation of operations) {
      const caller = callerOf(operation);
      if (caller === 'anyone') continue;
      const name = describeOperation(operation);
      expect((await send(operation, { 'x-org': 'lintel' })).status, `anonymous ${name}`).toBe(401);
      const forgedAnswer = await send(operation, { 'x-org': 'lintel', authorization: `Bearer ${forged}` });
      expect(forgedAnswer.status, `forged ${name}`).toBe(caller === 'admin' ? 401 : 403);
    }
  });

  it('another borrower, of this lender or another, gets 404 for every per-application operation', async () => {
    for (const org of ['lintel', 'harbor-mortgage']) {
      const stranger = await signedInIdentity(t.db, clock, org);
      for (const operation of operations.filter((o) => o.perApplication)) {
        const answer = await send(operation, stranger.headers);
        expect(answer.status, `${org} stranger ${describeOperation(operation)}`).toBe(404);
      }
    }
  });

  it("a signer reads what their role may read and is refused the borrower's actions with 403", async () => {
    for (const operation of operations.filter((o) => o.perApplication)) {
      const name = `signer ${describeOperation(operation)}`;
      // A signer without an invitation of their own (as this one, added before issue 19) is refused the signer area.
      if (callerOf(operation) === 'applicant' || callerOf(operation) === 'signer') {
        expect((await send(operation, signer.headers)).status, name).toBe(403);
      } else if (operation.method === 'GET') {
        const asSigner = await send(operation, signer.headers);
        // Only the shared calls a signer may make (decision 249); any other answers them as an outsider.
        if (signerMayCall('GET', operation.path.replace(/\{([^}]+)\}/g, ':$1')))
          expect(asSigner.status, name).toBe((await send(operation, owner.headers)).status);
        else expect(asSigner.status, name).toBe(404);
      }
    }
  });

  it('the borrower is never refused as a stranger, and nothing answers 500', async () => {
    // The signer area's operations (issue 19) are the invited signers' own: the borrower gets 403 there.
    for (const operation of operations.filter((o) => o.perApplication && callerOf(o) !== 'signer')) {
      const answer = await send(operation, owner.headers);
      expect([401, 403, 500], `owner ${describeOperation(operation)}: ${answer.body}`).not.toContain(
        answer.status,
      );
    }
  });

  it('an expired token is refused', async () => {
    const stale = await signedInIdentity(t.db, clock);
    const staleApplication = await newApplication(t.db, clock, stale);
    clock.advance(31 * MINUTE);
    for (const operation of operations.filter((o) => o.perApplication))
      expect(
        (await send(operation, stale.headers, staleApplication)).status,
        describeOperation(operation),
      ).toBe(401);
  });
});
