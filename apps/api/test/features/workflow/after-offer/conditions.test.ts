import { randomUUID } from 'node:crypto';
import { CONDITION_CATEGORIES, type ConditionCategory } from '@lintel/domain/application/application-enums';
import { conditionCopy, type Condition } from '@lintel/domain/application/conditions';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identities } from '../../../../src/features/identity/identity-tables.ts';
import { applicationSigners } from '../../../../src/features/applications/tables/application-parties.ts';
import { applicationConditions } from '../../../../src/features/applications/tables/application-records.ts';
import { signedInIdentity, type TestIdentity } from '../../applications/application-test-kit.ts';
import { auditActions } from './db-dump.ts';
import {
  BANK_ACCOUNT,
  createHarness,
  driveThroughSubmission,
  FILES,
  linked,
  startJourney,
  type Harness,
  type Journey,
} from './drive.ts';

// Decisions 188-189 and 242: the conditions list (the borrower's), the phone that clears MISSING_PHONE_NUMBER and the documents sent
// as a condition's answer (applicant), with the refusals every per-application call gives.

const CONDITIONS = '/service-conditions/external/api/v1/applications';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.t.close());

function call(
  j: Journey,
  method: 'GET' | 'PUT' | 'POST',
  path: string,
  payload?: object,
  headers: Record<string, string> | undefined = j.borrower.headers,
) {
  return h.t.app.inject({
    method,
    url: `${CONDITIONS}/${j.id}/conditions/${path}`,
    ...(headers ? { headers } : {}),
    ...(payload ? { payload } : {}),
  });
}

const list = async (j: Journey, as?: TestIdentity) =>
  (
    (await call(j, 'GET', 'external-applicants', undefined, (as ?? j.borrower).headers)).json() as {
      conditions: Condition[];
    }
  ).conditions;

async function raise(
  j: Journey,
  category: ConditionCategory,
  extra: Partial<typeof applicationConditions.$inferInsert> = {},
): Promise<string> {
  const id = randomUUID();
  h.clock.advance(1000);
  await h.t.db.insert(applicationConditions).values({
    id,
    applicationId: j.id,
    category,
    requestDocuments: conditionCopy(category).action === 'UPLOAD_DOCUMENT',
    numDocsRequired: conditionCopy(category).action === 'UPLOAD_DOCUMENT' ? 1 : 0,
    createdAt: h.clock.now(),
    ...extra,
  });
  return id;
}

async function signerOf(j: Journey): Promise<TestIdentity> {
  const signer = await signedInIdentity(h.t.db, h.clock);
  await h.t.db.insert(applicationSigners).values({
    id: randomUUID(),
    applicationId: j.id,
    identityId: signer.id,
    role: 'CO_DEEDER',
    createdAt: h.clock.now(),
  });
  return signer;
}

async function uploaded(j: Journey, type: string): Promise<string> {
  const response = await j.upload(type, FILES.pdf, 'application/pdf');
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { document: { uuid: string } }).document.uuid;
}

describe('GET …/conditions/external-applicants', () => {
  it('lists the bank-fraud condition with the last four only, open first, without the lender notes', async () => {
    const j = await startJourney(h, 'Bankfail');
    await driveThroughSubmission(j);
    await j.act('POST', 'income/verify', await linked(j));
    await j.status();
    await j.act('PUT', 'disbursement-account', BANK_ACCOUNT);
    const done = await raise(j, 'ESCALATION_REVIEW', { resolvedAt: h.clock.now(), actionNeeded: false });
    await raise(j, 'GENERIC_DOCUMENT_REQUEST', {
      commentsToBorrower: 'Please send the letter from your employer.',
      notes: 'Underwriter only: check the employer letterhead',
      numDocsRequired: 2,
    });

    const response = await call(j, 'GET', 'external-applicants');
    expect(response.statusCode).toBe(200);
    const conditions = (response.json() as { conditions: Condition[] }).conditions;
    expect(conditions.map((c) => [c.categoryEnum, c.resolved === null])).toEqual([
      ['BANK_ACCOUNT_FRAUD_REVIEW', true],
      ['GENERIC_DOCUMENT_REQUEST', true],
      ['ESCALATION_REVIEW', false],
    ]);
    expect(conditions[0]).toEqual({
      uuid: expect.any(String),
      categoryEnum: 'BANK_ACCOUNT_FRAUD_REVIEW',
      created: expect.any(String),
      resolved: null,
      title: 'Confirm your bank account',
      text: 'Ownership of the account ending in 6789 could not be verified. Upload a recent bank statement that shows your name and that account number.',
      commentsToBorrower: null,
      requestDocuments: true,
      actionNeeded: true,
      action: 'UPLOAD_DOCUMENT',
      documentTypes: ['BANK_STATEMENT'],
      xtraData: { numDocsRequired: 1 },
    });
    expect(conditions[1]).toMatchObject({
      commentsToBorrower: 'Please send the letter from your employer.',
      xtraData: { numDocsRequired: 2 },
    });
    expect(conditions[2]).toMatchObject({ uuid: done, actionNeeded: false, action: 'NONE' });
    expect(response.body).not.toContain(BANK_ACCOUNT.accountNumber);
    expect(response.body).not.toContain('Underwriter only');
    expect(response.body).not.toContain('notes');
  });

  it('answers the owner; 403 to a signer (decision 242), 404 to another borrower, 401 without a session', async () => {
    const j = await startJourney(h, 'Happy');
    await raise(j, 'MISSING_PHONE_NUMBER');
    const signer = await signerOf(j);
    expect((await call(j, 'GET', 'external-applicants')).statusCode).toBe(200);
    const asSigner = await call(j, 'GET', 'external-applicants', undefined, signer.headers);
    expect(asSigner.statusCode).toBe(403);
    expect(asSigner.body).not.toContain('MISSING_PHONE_NUMBER');
    const stranger = await signedInIdentity(h.t.db, h.clock);
    const refused = await call(j, 'GET', 'external-applicants', undefined, stranger.headers);
    expect(refused.statusCode).toBe(404);
    expect(refused.body).not.toContain('MISSING_PHONE_NUMBER');
    expect((await call(j, 'GET', 'external-applicants', undefined, { 'x-org': 'lintel' })).statusCode).toBe(
      401,
    );
  });
});

describe('PUT …/conditions/phone-number', () => {
  it('resolves MISSING_PHONE_NUMBER with the number and puts it first on the account', async () => {
    const j = await startJourney(h, 'Happy');
    await raise(j, 'MISSING_PHONE_NUMBER');
    const signer = await signerOf(j);
    expect(
      (await call(j, 'PUT', 'phone-number', { phoneNumber: '(312) 555-0188' }, signer.headers)).statusCode,
    ).toBe(403);
    const bad = await call(j, 'PUT', 'phone-number', { phoneNumber: '1312555018' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      errors: [expect.objectContaining({ message: 'Country code 1 is not needed', field: 'phoneNumber' })],
    });
    const missing = await call(j, 'PUT', 'phone-number', {});
    expect(missing.statusCode).toBe(400);
    expect((missing.json() as { errors: unknown[] }).errors.length).toBeGreaterThan(0);

    const given = await call(j, 'PUT', 'phone-number', { phoneNumber: '(312) 555-0188' });
    expect(given.statusCode, given.body).toBe(200);
    expect(given.json()).toEqual({ step: await j.status() });
    const [condition] = await list(j);
    expect(condition).toMatchObject({ categoryEnum: 'MISSING_PHONE_NUMBER', actionNeeded: false });
    expect(condition?.resolved).toEqual(expect.any(String));
    const [identity] = await h.t.db
      .select({ phoneNumbers: identities.phoneNumbers })
      .from(identities)
      .where(eq(identities.id, j.borrower.id));
    expect(identity?.phoneNumbers[0]).toBe('3125550188');
    expect(await auditActions(h.t.db, j.id)).toContain('condition.phone-number');

    // Nothing left to answer: the same 409 as any action that does not apply.
    const again = await call(j, 'PUT', 'phone-number', { phoneNumber: '(312) 555-0188' });
    expect(again.statusCode).toBe(409);
  });
});

describe('POST …/conditions/{conditionUuid}/documents', () => {
  it('takes documents of the accepted types, as many as asked, and refuses the rest with a 400', async () => {
    const j = await startJourney(h, 'Happy');
    const trust = await raise(j, 'REVIEW_TRUST_REQUIREMENTS', { numDocsRequired: 2 });
    const escalation = await raise(j, 'ESCALATION_REVIEW');
    const statement = await uploaded(j, 'BANK_STATEMENT');
    const first = await uploaded(j, 'CERTIFICATE_OF_TRUST');
    const signer = await signerOf(j);
    const send = (condition: string, documentUuids: string[], as = j.borrower) =>
      call(j, 'POST', `${condition}/documents`, { documentUuids }, as.headers);

    expect((await send(trust, [first], signer)).statusCode).toBe(403);
    expect((await send(trust, [])).json()).toEqual({
      errors: [expect.objectContaining({ message: 'Upload at least one document' })],
    });
    expect((await send(trust, ['not-a-uuid'])).statusCode).toBe(400);
    expect((await send(trust, [statement])).json()).toEqual({
      errors: [
        { message: 'One of these documents is not a type this request accepts', field: 'documentUuids' },
      ],
    });
    expect((await send(trust, [randomUUID()])).json()).toEqual({
      errors: [{ message: 'One of these documents is not part of your application', field: 'documentUuids' }],
    });
    expect((await send(trust, [first])).json()).toEqual({
      errors: [{ message: 'Upload 2 documents: this request needs 2', field: 'documentUuids' }],
    });
    expect((await send(randomUUID(), [first])).json()).toEqual({
      errors: [{ message: 'This request was not found on your application', field: 'conditionUuid' }],
    });
    expect((await send(escalation, [first])).json()).toEqual({
      errors: [{ message: 'This request does not take documents', field: 'conditionUuid' }],
    });

    const second = await uploaded(j, 'CERTIFICATE_OF_TRUST');
    const sent = await send(trust, [first, second]);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toEqual({ step: await j.status(), resolved: true });
    expect((await list(j)).find((c) => c.uuid === trust)).toMatchObject({ actionNeeded: false });
    expect((await list(j)).find((c) => c.uuid === trust)?.resolved).toEqual(expect.any(String));
    expect(await auditActions(h.t.db, j.id)).toContain('condition.documents');
    expect((await send(trust, [first, second])).json()).toEqual({
      errors: [{ message: 'This request is already closed', field: 'conditionUuid' }],
    });
  });

  it('resolves every document category; the paystub and the ID check are only received until their flow clears them', async () => {
    const j = await startJourney(h, 'Happy');
    const documentCategories = CONDITION_CATEGORIES.filter(
      (c) => conditionCopy(c).action === 'UPLOAD_DOCUMENT',
    );
    expect(documentCategories).toHaveLength(10);
    for (const category of documentCategories) {
      const condition = await raise(j, category);
      const document = await uploaded(j, conditionCopy(category).documentTypes[0] ?? '');
      const sent = await call(j, 'POST', `${condition}/documents`, { documentUuids: [document] });
      expect(sent.statusCode, `${category}: ${sent.body}`).toBe(200);
      const after = (await list(j)).find((c) => c.uuid === condition);
      const clearedElsewhere =
        category === 'HELOC_MANUAL_PAYSTUB_UPLOAD' || category === 'ID_VERIFICATION_FAILURE';
      expect(after?.actionNeeded, category).toBe(false);
      expect(after?.resolved === null, category).toBe(clearedElsewhere);
    }
  });
});
