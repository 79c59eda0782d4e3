import { randomUUID } from 'node:crypto';
import type { Caller } from '@lintel/domain/api/endpoint';
import { ALL_ENDPOINTS } from '@lintel/domain/api/endpoints/all-endpoints';
import type { SignerRelation } from '@lintel/domain/signers/signer-invitation';
import { signerMayCall } from '@lintel/domain/signers/signer-least-data';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationSigners } from '../../../src/features/applications/tables/application-parties.ts';
import { signerInvitations } from '../../../src/features/applications/tables/signer-invitations.ts';
import { applicationLookup } from '../../../src/features/chat/application-lookup.ts';
import { identities } from '../../../src/features/identity/identity-tables.ts';
import { closingSignedDocuments } from '../../../src/features/workflow/closing/documents/closing-documents-tables.ts';
import { describeOperation, servedOperations, urlOf, type Operation } from '../../app/openapi-operations.ts';
import { signedInIdentity, type TestIdentity } from '../applications/application-test-kit.ts';
import {
  createHarnessWithStepJobs,
  driveToClosingDisclosure,
  FILES,
  type Harness,
} from '../workflow/after-offer/drive.ts';
import { headersNow, V3 } from '../workflow/closing/closing-kit.ts';
import { pdfText } from '../workflow/closing/pdf-text.ts';
import { SIGNERS } from './signer-kit.ts';

/**
 * Issue 28 (decision 249): an owner who signs the deed only reads their own identity, notary and notice of the right
 * to cancel, and the line's disclosures every owner who may rescind receives; never the note, the borrower's
 * application summary, income, birth date or liens. A co-borrower keeps what the line requires. Every GET the
 * served API has for a signed-in caller is called as each, so a route added later is covered unasked.
 */
let h: Harness;
let id: string;
let borrower: TestIdentity;
let operations: Operation[];
/** What is the borrower's alone, by name: in any answer (words and values), and in a PDF (their values only). */
let leaks: [string, RegExp][];
let pdfLeaks: [string, RegExp][];
let packageIds: string[];

interface Seated {
  who: TestIdentity;
  name: string;
}
let deedOnly: Seated;
let coBorrower: Seated;

const callers = new Map<string, Caller>(
  ALL_ENDPOINTS.map((e) => [`${e.method} ${e.path.replace(/:([A-Za-z0-9]+)/g, '{$1}')}`, e.caller]),
);
const fastifyPath = (operation: Operation) => operation.path.replace(/\{([^}]+)\}/g, ':$1');
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const call = async (
  as: TestIdentity,
  url: string,
  method: 'GET' | 'POST' | 'PUT' = 'GET',
  payload?: object,
) => h.t.app.inject({ method, url, headers: await headersNow(h, as), ...(payload ? { payload } : {}) });
const documentsOf = async (as: TestIdentity) =>
  (
    (await call(as, `${V3}/${id}/closing/documents`)).json() as {
      documents: { id: string; owner: string | null }[];
    }
  ).documents;

/** A signer as the invitation leaves one (decision 230): their accepted invitation and their party row. */
async function seat(relation: SignerRelation, firstName: string, lastName: string): Promise<Seated> {
  const who = await signedInIdentity(h.t.db, h.clock);
  const now = h.clock.now();
  await h.t.db
    .update(identities)
    .set({ firstName, lastName, type: 'CO_DEEDER' })
    .where(eq(identities.id, who.id));
  await h.t.db.insert(signerInvitations).values({
    id: randomUUID(),
    applicationId: id,
    firstName,
    lastName,
    email: `${who.id}@example.test`,
    relation,
    tokenUsedAt: now,
    lastSentAt: now,
    identityId: who.id,
    acceptedAt: now,
    createdAt: now,
  });
  await h.t.db.insert(applicationSigners).values({
    id: randomUUID(),
    applicationId: id,
    identityId: who.id,
    role: relation === 'CO_BORROWER' ? 'BORROWER' : 'CO_DEEDER',
    createdAt: now,
  });
  return { who, name: `${firstName} ${lastName}` };
}

function expectNothingOf(body: string, where: string, allowed: readonly string[] = [], patterns = leaks) {
  for (const [what, pattern] of patterns)
    if (!allowed.includes(what)) expect(body, `${where}: ${what}`).not.toMatch(pattern);
}

/** Every GET a signed-in caller may try (the signer area, the shared and the borrower's reads, their own account). */
async function everyRead(seated: Seated, allowed: readonly string[]) {
  for (const operation of operations) {
    const name = `${seated.name}: ${describeOperation(operation)}`;
    const response = await call(seated.who, urlOf(operation, id));
    expect(response.statusCode, name).toBeLessThan(500);
    expectNothingOf(response.body, name, allowed);
    // The shared reads a signer's role does not name answer as to an outsider.
    if (
      callers.get(describeOperation(operation)) === 'party' &&
      !signerMayCall('GET', fastifyPath(operation))
    )
      expect(response.statusCode, name).toBe(404);
  }
}

beforeAll(async () => {
  h = await createHarnessWithStepJobs();
  const drive = await driveToClosingDisclosure(h, 'Happy');
  ({ id, borrower } = drive);
  deedOnly = await seat('CO_DEEDER', 'Casey', 'Owner');
  coBorrower = await seat('CO_BORROWER', 'Morgan', 'Cosign');
  operations = (await servedOperations(h.t.app)).filter(
    (o) => o.method === 'GET' && !['anyone', 'admin', undefined].includes(callers.get(describeOperation(o))),
  );
  // What is the borrower's alone, as the borrower reads it.
  const summary = (await call(borrower, `${V3}/${id}/summary-disclosure`)).json();
  const income = summary.statedIncome.annualIncome as number;
  const application = (await call(borrower, `/service-application/api/v1/application/heloc/${id}`)).json();
  const holders = ((await call(borrower, `${V3}/${id}/liens`)).json().liens as { holder: string }[]).map(
    (l) => l.holder,
  );
  expect(holders.length).toBeGreaterThan(0);
  const incomes = [String(income), income.toLocaleString('en-US')].map(escape).join('|');
  const dob = escape(application.dob as string);
  const liens = holders.map(escape).join('|');
  const note: [string, RegExp] = ['note', /agreement-and-note|promissory|HELOC_AGREEMENT/i];
  const summaryDocument: [string, RegExp] = [
    'summary',
    /summary-disclosure|Summary of your application|SUMMARY_DISCLOSURE/i,
  ];
  leaks = [
    note,
    summaryDocument,
    ['income', new RegExp(`income|${incomes}`, 'i')],
    // Their own profile has a birth date field of their own; the borrower's is what must not come back.
    ['birth date', new RegExp(dob)],
    ['liens', new RegExp(`lien|${liens}`, 'i')],
  ];
  pdfLeaks = [
    note,
    summaryDocument,
    ['income', new RegExp(incomes)],
    ['birth date', new RegExp(dob)],
    ['liens', new RegExp(liens)],
  ];
  packageIds = (await documentsOf(borrower)).map((d) => d.id);
}, 120_000);
afterAll(() => h.t.close());

describe('a deed-only signer reads the least (issue 28, decision 249)', () => {
  it('the borrower still reads the whole package, every owner’s notice included', () => {
    expect(packageIds).toEqual([
      'esign-consent',
      'heloc-disclosure',
      'account-opening',
      'agreement-and-note',
      'right-to-cancel-1',
      'right-to-cancel-2',
      'right-to-cancel-3',
      'summary-disclosure',
    ]);
  });

  it('gets the disclosures and their own notice, and a 404 for the note, the summary and the others’ notices', async () => {
    const listed = await documentsOf(deedOnly.who);
    const notice = listed.find((d) => d.owner === deedOnly.name)?.id ?? 'none';
    expect(listed.map((d) => d.id)).toEqual(['esign-consent', 'heloc-disclosure', 'account-opening', notice]);
    for (const document of packageIds) {
      const response = await call(deedOnly.who, `${V3}/${id}/closing/documents/${document}`);
      const theirs = listed.some((d) => d.id === document);
      expect(response.statusCode, document).toBe(theirs ? 200 : 404);
      if (!theirs) continue;
      expect(response.headers['content-type']).toBe('application/pdf');
      // A disclosure may speak of liens in general: the PDFs are searched for the borrower's own figures and records.
      expectNothingOf((await pdfText(response.rawPayload)).text.replace(/\n/g, ' '), document, [], pdfLeaks);
    }
  });

  it('no call they can make answers the note, the summary, income, birth date or liens', async () => {
    await everyRead(deedOnly, []);
  });

  it('signs only what they receive; their own steps answer their progress, nothing more', async () => {
    const area = `${SIGNERS}/${id}`;
    for (const type of ['DRIVERS_LICENSE_FRONT', 'DRIVERS_LICENSE_BACK']) {
      const uploaded = await h.t.app.inject({
        method: 'PUT',
        url: `${area}/documents/${type}`,
        headers: { ...(await headersNow(h, deedOnly.who)), 'content-type': 'image/jpeg' },
        payload: FILES.jpeg,
      });
      expect(uploaded.statusCode, uploaded.body).toBe(200);
    }
    const steps = [
      await call(deedOnly.who, `${area}/identity`, 'POST', { idType: "US Driver's License" }),
      await call(deedOnly.who, `${area}/sign`, 'POST', { esignConsent: true, signedName: deedOnly.name }),
    ];
    const { slots } = (await call(deedOnly.who, `${area}/notary/slots`)).json() as {
      slots: { start: string }[];
    };
    steps.push(
      await call(deedOnly.who, `${area}/notary`, 'POST', { kind: 'REMOTE', start: slots[0]?.start }),
    );
    expect(steps.map((s) => s.json().progress)).toEqual(['IDENTITY_VERIFIED', 'SIGNED', 'NOTARY_BOOKED']);
    for (const [index, step] of steps.entries()) expectNothingOf(step.body, `step ${index + 1}`);

    const copies = await h.t.db
      .select({ kind: closingSignedDocuments.kind, owner: closingSignedDocuments.owner })
      .from(closingSignedDocuments)
      .where(eq(closingSignedDocuments.signerIdentityId, deedOnly.who.id));
    expect(copies.map((c) => c.kind).sort()).toEqual([
      'ACCOUNT_OPENING',
      'ESIGN_CONSENT',
      'HELOC_DISCLOSURE',
      'RIGHT_TO_CANCEL',
    ]);
    expect(copies.find((c) => c.kind === 'RIGHT_TO_CANCEL')?.owner).toBe(deedOnly.name);
    // Signed, their list is still theirs, now with their own signatures.
    const listed = await documentsOf(deedOnly.who);
    expect(listed).toHaveLength(4);
    expect((await call(deedOnly.who, `${V3}/${id}/closing/documents/agreement-and-note`)).statusCode).toBe(
      404,
    );
    await everyRead(deedOnly, []);
  });
});

describe('a co-borrower keeps what the line requires', () => {
  it('reads the note and the disclosures and their own notice; not the summary nor the others’ notices', async () => {
    const listed = await documentsOf(coBorrower.who);
    const notice = listed.find((d) => d.owner === coBorrower.name)?.id ?? 'none';
    expect(listed.map((d) => d.id)).toEqual([
      'esign-consent',
      'heloc-disclosure',
      'account-opening',
      'agreement-and-note',
      notice,
    ]);
    const note = await call(coBorrower.who, `${V3}/${id}/closing/documents/agreement-and-note`);
    expect(note.statusCode).toBe(200);
    const noteText = (await pdfText(note.rawPayload)).text;
    expect(noteText).toContain('promissory note');
    // The note's parties are those who owe the line: the co-borrower, not the owner who signs the deed only.
    expect(noteText).toContain(`Borrower: ${coBorrower.name}`);
    expect(noteText).not.toContain(deedOnly.name);
    expect((await call(coBorrower.who, `${V3}/${id}/closing/documents/summary-disclosure`)).statusCode).toBe(
      404,
    );
    expect((await call(coBorrower.who, `${V3}/${id}/closing/documents/right-to-cancel-1`)).statusCode).toBe(
      404,
    );
  });

  it("reads the line's terms in the application, and nothing of the borrower's own from any call", async () => {
    const application = (
      await call(coBorrower.who, `/service-application/api/v1/application/heloc/${id}`)
    ).json();
    expect(application).toMatchObject({ uuid: id, term: expect.any(Number), amount: expect.any(Number) });
    expect(application.rate).toEqual(expect.any(Number));
    await everyRead(coBorrower, ['note']);
  });
});

describe("the chat's application lookup", () => {
  it('answers a signer nothing: it reads only the caller’s own applications as borrower', async () => {
    const lookup = applicationLookup(h.t.db);
    for (const signer of [deedOnly, coBorrower]) {
      expect(await lookup(signer.who.id, id)).toBeUndefined();
      expect(await lookup(signer.who.id, null)).toBeUndefined();
    }
    expect((await lookup(borrower.id, id))?.id).toBe(id);
  });
});
