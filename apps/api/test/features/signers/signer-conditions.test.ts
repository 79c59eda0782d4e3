import { randomUUID } from 'node:crypto';
import type { Condition } from '@lintel/domain/application/conditions';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationConditions } from '../../../src/features/applications/tables/application-records.ts';
import { signerDocuments } from '../../../src/features/applications/tables/signer-invitations.ts';
import { raiseCondition, resolveConditions } from '../../../src/features/workflow/after-offer/conditions.ts';
import { signedInIdentity } from '../applications/application-test-kit.ts';
import { headersNow, placedApplication, type Journey } from '../workflow/closing/closing-kit.ts';
import { bearer, signerActions } from './signer-actions.ts';
import { FILES, SIGNERS, signerWorld } from './signer-kit.ts';

// Issue 19, decision 237: conditions raised against an additional signer, read and answered in their own area only.

let world: Awaited<ReturnType<typeof signerWorld>>;
let act: ReturnType<typeof signerActions>;
beforeAll(async () => {
  world = await signerWorld();
  act = signerActions(world);
});
afterAll(() => world.t.close());

const BORROWER_CONDITIONS = '/service-conditions/external/api/v1/applications';

const conditionsOf = async (jwt: string, id: string) => {
  const response = await act.signerCall(jwt, 'GET', `/${id}/conditions`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { conditions: Condition[] }).conditions;
};

const borrowerConditions = async (j: Journey) => {
  const response = await world.t.app.inject({
    url: `${BORROWER_CONDITIONS}/${j.id}/conditions/external-applicants`,
    headers: await headersNow(world, j.borrower),
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { conditions: Condition[] }).conditions;
};

async function upload(jwt: string, id: string, type: string, bytes: Buffer, contentType: string) {
  return world.t.app.inject({
    method: 'PUT',
    url: `${SIGNERS}/${id}/documents/${type}`,
    headers: { ...bearer(jwt), 'content-type': contentType },
    payload: bytes,
  });
}

/** The back office raises a condition against a signer (or the borrower, without one). */
async function raise(j: Journey, category: Parameters<typeof raiseCondition>[2]['category'], signerInvitationId?: string) {
  world.clock.advance(1000);
  await world.t.db.transaction((tx) =>
    raiseCondition(
      tx,
      j.id,
      { category, requestDocuments: true, numDocsRequired: 1, ...(signerInvitationId ? { signerInvitationId } : {}) },
      world.clock.now(),
    ),
  );
  const rows = await world.t.db.select().from(applicationConditions).where(eq(applicationConditions.applicationId, j.id));
  const row = rows
    .filter((r) => r.category === category && (r.signerInvitationId ?? undefined) === signerInvitationId && !r.resolvedAt)
    .at(-1);
  if (!row) throw new Error('not raised');
  return row.id;
}

describe("a signer's conditions (decision 237)", () => {
  it('a failed identity check is the signer’s own condition: listed for them, not for the borrower, whom it tells the application waits', async () => {
    const j = await placedApplication(world);
    const { id: signerId, jwt } = await act.acceptedSigner(j, 'idfail.cond@example.test', { lastName: 'Idfail' });
    await act.verify(jwt, j.id);
    const [condition, ...rest] = await conditionsOf(jwt, j.id);
    expect(rest).toEqual([]);
    expect(condition).toMatchObject({
      categoryEnum: 'ID_VERIFICATION_FAILURE',
      title: 'Verify your identity',
      action: 'IDENTITY',
      actionNeeded: true,
      resolved: null,
    });
    // The provider's reasons are the lender's notes: never sent.
    expect(JSON.stringify(condition)).not.toMatch(/notes|SSN issued/);
    expect((await act.signerCall(jwt, 'GET', `/${j.id}`)).json()).toMatchObject({ openConditions: 1 });

    expect(await borrowerConditions(j)).toEqual([]);
    const signers = (await j.act('GET', 'signers')).json();
    expect(signers.signers).toMatchObject([{ id: signerId, openConditions: 1 }]);
    expect(signers.waitingOn).toContain('Casey Idfail (accepted; identity not yet verified; 1 request from us to answer)');
    // A second failure does not pile up a second condition.
    world.clock.advance(60_000);
    await act.verify(jwt, j.id);
    expect(await conditionsOf(jwt, j.id)).toHaveLength(1);
  });

  it('an identity condition asks for the check again, with a new photo, and a pass resolves it', async () => {
    const j = await placedApplication(world);
    const { id: signerId, jwt } = await act.acceptedSigner(j, 'recheck@example.test');
    await act.verify(jwt, j.id);
    const borrowerOwn = await raise(j, 'ID_VERIFICATION_FAILURE');
    const conditionId = await raise(j, 'ID_VERIFICATION_FAILURE', signerId);
    expect((await conditionsOf(jwt, j.id)).map((c) => c.uuid)).toEqual([conditionId]);
    // The photos sent before the condition are not checked again.
    const same = await act.signerCall(jwt, 'POST', `/${j.id}/identity`, { idType: "US Driver's License" });
    expect(same.statusCode).toBe(400);
    expect(same.json().errors).toEqual([{ message: 'Please upload a new photo of the front of your ID', field: 'document-front' }]);
    world.clock.advance(1000);
    await act.verify(jwt, j.id);
    const [resolved] = await conditionsOf(jwt, j.id);
    expect(resolved).toMatchObject({ uuid: conditionId, actionNeeded: false });
    expect(resolved?.resolved).not.toBeNull();
    expect((await act.signerCall(jwt, 'GET', `/${j.id}`)).json()).toMatchObject({ openConditions: 0, progress: 'IDENTITY_VERIFIED' });
    // The borrower's own identity condition is the borrower's: the signer's pass leaves it open.
    const [mine] = await world.t.db.select().from(applicationConditions).where(eq(applicationConditions.id, borrowerOwn));
    expect(mine?.resolvedAt).toBeNull();
    // And the borrower's resolution leaves a signer's open: each clears its own.
    const again = await raise(j, 'ID_VERIFICATION_FAILURE', signerId);
    await world.t.db.transaction((tx) => resolveConditions(tx, j.id, 'ID_VERIFICATION_FAILURE', world.clock.now()));
    const [still] = await world.t.db.select().from(applicationConditions).where(eq(applicationConditions.id, again));
    expect(still?.resolvedAt).toBeNull();
  });

  it('the document review (Idreview) asks for a different ID, uploaded through the same checks and sent as the answer', async () => {
    const j = await placedApplication(world);
    const { jwt } = await act.acceptedSigner(j, 'idreview@example.test', { lastName: 'Idreview' });
    await act.verify(jwt, j.id);
    const [condition] = await conditionsOf(jwt, j.id);
    expect(condition).toMatchObject({
      categoryEnum: 'IDENTITY_DOCUMENT_FRAUD_REVIEW',
      action: 'UPLOAD_DOCUMENT',
      title: 'Upload a different photo ID',
    });
    expect(condition?.documentTypes).toContain('PASSPORT');
    const uuid = condition?.uuid ?? '';
    const documents = async () =>
      (await world.t.db.select().from(signerDocuments)).filter((d) => d.storageKey.includes(j.id)).length;
    const before = await documents();

    // The upload call's checks: the type from the bytes, the size; nothing refused is kept.
    const fake = await upload(jwt, j.id, 'PASSPORT', Buffer.from('not an image at all'), 'image/jpeg');
    expect(fake.statusCode, fake.body).toBeGreaterThanOrEqual(400);
    const huge = await upload(jwt, j.id, 'PASSPORT', Buffer.alloc(10 * 1024 * 1024 + 10, 1), 'image/jpeg');
    expect(huge.statusCode).toBe(413);
    const notAsked = await upload(jwt, j.id, 'BANK_STATEMENT', FILES.pdf, 'application/pdf');
    expect(notAsked.statusCode).toBe(400);
    expect(await documents()).toBe(before);

    // Not the signer's document, none at all: 400 with the borrower's messages.
    const unknown = await act.signerCall(jwt, 'POST', `/${j.id}/conditions/${uuid}/documents`, { documentUuids: [randomUUID()] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0]).toMatchObject({ field: 'documentUuids' });
    expect((await act.signerCall(jwt, 'POST', `/${j.id}/conditions/${uuid}/documents`, { documentUuids: [] })).statusCode).toBe(400);

    const sent = await upload(jwt, j.id, 'PASSPORT', FILES.jpeg, 'image/jpeg');
    expect(sent.statusCode, sent.body).toBe(200);
    const answered = await act.signerCall(jwt, 'POST', `/${j.id}/conditions/${uuid}/documents`, {
      documentUuids: [sent.json().id],
    });
    expect(answered.json(), answered.body).toEqual({ resolved: true });
    expect((await conditionsOf(jwt, j.id))[0]?.resolved).not.toBeNull();
    const closed = await act.signerCall(jwt, 'POST', `/${j.id}/conditions/${uuid}/documents`, { documentUuids: [sent.json().id] });
    expect(closed.statusCode).toBe(400);
    expect((await act.signerCall(jwt, 'GET', `/${j.id}`)).json()).toMatchObject({ openConditions: 0 });
  });

  it("no one else reads or answers a signer's conditions, and a signer cannot answer the borrower's", async () => {
    const j = await placedApplication(world);
    const { id: signerId, jwt } = await act.acceptedSigner(j, 'owner.a@example.test');
    const { jwt: second } = await act.acceptedSigner(j, 'owner.b@example.test');
    const theirs = await raise(j, 'GENERIC_DOCUMENT_REQUEST', signerId);
    const borrowers = await raise(j, 'GENERIC_DOCUMENT_REQUEST');
    const other = await placedApplication(world);
    const { jwt: otherSigner } = await act.acceptedSigner(other, 'owner.c@example.test');
    const otherLender = await signedInIdentity(world.t.db, world.clock, 'harbor-mortgage');
    const stranger = await signedInIdentity(world.t.db, world.clock);
    const borrower = await headersNow(world, j.borrower);
    const body = { documentUuids: [randomUUID()] };
    for (const [method, path, payload] of [
      ['GET', '/conditions', undefined],
      ['POST', `/conditions/${theirs}/documents`, body],
    ] as const) {
      const as = (headers: Record<string, string>) =>
        world.t.app.inject({ method, url: `${SIGNERS}/${j.id}${path}`, headers, ...(payload ? { payload } : {}) });
      expect((await as(bearer(otherSigner))).statusCode, `other application's signer ${path}`).toBe(404);
      expect((await as(stranger.headers)).statusCode, `stranger ${path}`).toBe(404);
      expect((await as({ ...otherLender.headers })).statusCode, `another lender's borrower ${path}`).toBe(404);
      expect((await as(borrower)).statusCode, `borrower ${path}`).toBe(403);
      expect((await as({ 'x-org': 'lintel' })).statusCode, `anonymous ${path}`).toBe(401);
    }
    // The other signer of the same application reads only their own list, and cannot answer the first's.
    expect(await conditionsOf(second, j.id)).toEqual([]);
    expect((await act.signerCall(second, 'POST', `/${j.id}/conditions/${theirs}/documents`, body)).statusCode).toBe(404);
    // A signer cannot answer the borrower's condition from their area...
    expect((await act.signerCall(jwt, 'POST', `/${j.id}/conditions/${borrowers}/documents`, body)).statusCode).toBe(404);
    // ...nor through the borrower's call (the applicant's only).
    const asSigner = await world.t.app.inject({
      method: 'POST',
      url: `${BORROWER_CONDITIONS}/${j.id}/conditions/${borrowers}/documents`,
      headers: bearer(jwt),
      payload: body,
    });
    expect(asSigner.statusCode).toBe(403);
    // ...nor read the borrower's list, which can name a bank account's last four digits (decision 242).
    const signerReads = await world.t.app.inject({
      url: `${BORROWER_CONDITIONS}/${j.id}/conditions/external-applicants`,
      headers: bearer(jwt),
    });
    expect(signerReads.statusCode).toBe(403);
    expect(signerReads.body).not.toContain(borrowers);
    // The borrower's list holds only the borrower's, and the borrower cannot answer the signer's.
    expect((await borrowerConditions(j)).map((c) => c.uuid)).toEqual([borrowers]);
    const borrowerTries = await world.t.app.inject({
      method: 'POST',
      url: `${BORROWER_CONDITIONS}/${j.id}/conditions/${theirs}/documents`,
      headers: borrower,
      payload: body,
    });
    expect(borrowerTries.statusCode).toBe(400);
    expect(borrowerTries.json().errors[0]).toMatchObject({ message: 'This request was not found on your application' });
  });
});
