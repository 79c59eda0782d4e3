import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInIdentity } from '../../applications/application-test-kit.ts';
import { auditActions } from './db-dump.ts';
import {
  BANK_ACCOUNT,
  createHarness,
  driveThroughSubmission,
  FILES,
  startJourney,
  type Harness,
  linked,
} from './drive.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.t.close());

const NOT_AT_STEP = { errors: [{ message: 'This action is not available at this step of the application' }] };

describe('document uploads', () => {
  it('stores the bytes, lists the document and refuses wrong types, sizes and strangers', async () => {
    const j = await startJourney(h, 'Happy');
    await j.settle();
    const stored = await j.upload('BANK_STATEMENT', FILES.png, 'image/png');
    expect(stored.statusCode).toBe(200);
    const { document } = stored.json() as { document: { uuid: string } };
    const bytes = (await h.t.db.execute(
      sql`select f.content from stored_files f join application_documents d on d.storage_key = f.key
          where d.id = ${document.uuid}`,
    )) as unknown as { rows: { content: Uint8Array }[] };
    expect(Buffer.from(bytes.rows[0]!.content).equals(FILES.png)).toBe(true);
    expect((await j.act('GET', 'documents')).json()).toEqual({
      documents: [
        expect.objectContaining({
          uuid: document.uuid,
          type: 'BANK_STATEMENT',
          fileName: 'bank-statement-1.png',
          originalName: 'bank_statement.bin',
          contentType: 'image/png',
        }),
      ],
      requests: [],
    });
    expect(await auditActions(h.t.db, j.id)).toContain('document.uploaded');

    const text = await j.upload('BANK_STATEMENT', Buffer.from('hello'), 'text/plain');
    expect(text.statusCode).toBe(415);
    expect(text.json()).toEqual({ errors: [{ message: 'Upload a PDF, JPEG or PNG file', field: 'file' }] });
    const disguised = await j.upload('BANK_STATEMENT', FILES.pdf, 'image/png');
    expect(disguised.statusCode).toBe(415);
    const justOver = Buffer.concat([FILES.pdf, Buffer.alloc(10 * 1024 * 1024 + 1 - FILES.pdf.length)]);
    const large = await j.upload('BANK_STATEMENT', justOver, 'application/pdf');
    expect(large.statusCode).toBe(413);
    expect(large.json()).toEqual({ errors: [{ message: 'The file is larger than 10 MB', field: 'file' }] });
    const huge = await j.upload(
      'BANK_STATEMENT',
      Buffer.concat([justOver, Buffer.alloc(1024)]),
      'application/pdf',
    );
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ errors: [{ message: 'The request body is too large' }] });
    const empty = await j.upload('BANK_STATEMENT', Buffer.alloc(0), 'application/pdf');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ errors: [{ message: 'The file is empty', field: 'file' }] });
    const generated = await j.upload('NOTE', FILES.pdf, 'application/pdf');
    expect(generated.json()).toEqual({
      errors: [{ message: 'This document type cannot be uploaded', field: 'type' }],
    });
    const stranger = await signedInIdentity(h.t.db, h.clock);
    expect((await j.upload('BANK_STATEMENT', FILES.pdf, 'application/pdf', stranger)).statusCode).toBe(404);
    expect((await j.act('GET', 'documents', undefined, stranger)).statusCode).toBe(404);
    expect((await j.act('GET', 'documents')).json()).toMatchObject({ documents: [{ uuid: document.uuid }] });
  });

  it('refuses uploads once the application is final (409)', async () => {
    const j = await startJourney(h, 'Decline');
    await j.settle();
    await j.act('POST', 'liens/confirm');
    expect(await j.settle()).toBe('DECLINED');
    const response = await j.upload('BANK_STATEMENT', FILES.pdf, 'application/pdf');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual(NOT_AT_STEP);
  });
});

describe('verification actions: step, access and input guards', () => {
  it('answers 409 at the wrong step, 404 to another borrower and 400 on bad input', async () => {
    const j = await startJourney(h, 'Happy');
    expect(await driveThroughSubmission(j)).toBe('INCOME_VERIFICATION');
    const stranger = await signedInIdentity(h.t.db, h.clock);
    const calls = [
      ['POST', 'income/verify', { linkType: 'PAYROLL', publicToken: 'public-x' }],
      [
        'PUT',
        'income/employer-verification',
        { employerName: 'Acme', employerPhone: '3035550100', jobTitle: 'Buyer', startDate: '2015-04-01' },
      ],
      ['PUT', 'disbursement-account', BANK_ACCOUNT],
      ['POST', 'identity/verify', { idType: 'US Passport' }],
    ] as const;
    for (const [method, path, body] of calls) {
      const response = await j.act(method, path, body, stranger);
      expect(response.statusCode, path).toBe(404);
      expect(response.json()).toEqual({ errors: [{ message: 'Not found' }] });
    }
    for (const [method, path, body] of calls.slice(1)) {
      const response = await j.act(method, path, body);
      expect(response.statusCode, path).toBe(409);
      expect(response.json()).toEqual(NOT_AT_STEP);
    }
    const badLink = await j.act('POST', 'income/verify', { linkType: 'CARRIER_PIGEON' });
    expect(badLink.json()).toEqual({
      errors: [{ message: 'Please choose how to verify your income', field: 'linkType' }],
    });
    await j.act('POST', 'income/verify', await linked(j));
    await j.status();
    const badAccount = await j.act('PUT', 'disbursement-account', {
      ...BANK_ACCOUNT,
      routingNumber: '021000022',
      accountNumber: '12',
    });
    expect(badAccount.statusCode).toBe(400);
    expect(badAccount.json()).toEqual({
      errors: [
        { message: 'Please enter a valid 9-digit routing number', field: 'routingNumber' },
        { message: 'Please enter a valid account number (4 to 17 digits)', field: 'accountNumber' },
      ],
    });
    expect(await j.status()).toBe('DISBURSEMENT_ACCOUNT');
    const actions = await auditActions(h.t.db, j.id);
    expect(actions).toEqual(
      expect.arrayContaining([
        'provider.income-verification.verify',
        'provider.employer-verification.verify',
      ]),
    );
  });
});

describe('OpenAPI', () => {
  it('documents every after-offer call', async () => {
    const spec = (await h.t.app.inject({ url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const base = '/service-application/api/v3/application/heloc/{uuid}';
    const expected: [string, string][] = [
      ['get', 'additional-info'],
      ['put', 'additional-info'],
      ['put', 'hmda'],
      ['get', 'summary-disclosure'],
      ['post', 'summary-disclosure/accept'],
      ['post', 'submit'],
      ['post', 'income/verify'],
      ['put', 'income/employer-verification'],
      ['put', 'documents/{type}'],
      ['get', 'documents'],
      ['put', 'disbursement-account'],
      ['post', 'identity/verify'],
    ];
    for (const [method, path] of expected) {
      const operation = spec.paths[`${base}/${path}`]?.[method] as
        | { requestBody?: { content: Record<string, unknown> }; responses: Record<string, unknown> }
        | undefined;
      expect(operation, `${method} ${path}`).toBeDefined();
      const codes = Object.keys(operation?.responses ?? {});
      expect(codes, `${method} ${path}`).toEqual(expect.arrayContaining(['200', '401', '403', '404']));
      if (method === 'get') continue;
      expect(codes, `${method} ${path}`).toEqual(expect.arrayContaining(['400', '409']));
      expect(operation?.requestBody, `${method} ${path}`).toBeDefined();
    }
    const upload = spec.paths[`${base}/documents/{type}`]?.put as {
      requestBody: { content: Record<string, { schema: unknown }> };
      responses: Record<string, unknown>;
    };
    expect(Object.keys(upload.requestBody.content)).toEqual(['application/pdf', 'image/jpeg', 'image/png']);
    expect(upload.requestBody.content['application/pdf']?.schema).toMatchObject({
      type: 'string',
      format: 'binary',
    });
    expect(Object.keys(upload.responses)).toEqual(expect.arrayContaining(['413', '415']));
  });
});
