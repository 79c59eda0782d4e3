import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInIdentity } from '../../applications/application-test-kit.ts';
import {
  closingWorld,
  headersNow,
  INSURANCE_PDF,
  placedApplication,
  V3,
  type ClosingWorld,
} from './closing-kit.ts';

let world: ClosingWorld;
beforeAll(async () => {
  world = await closingWorld();
});
afterAll(() => world.t.close());

const NOT_AT_STEP = { errors: [{ message: 'This action is not available at this step of the application' }] };
const MISSING = {
  errors: [{ message: 'Please upload your proof of homeowners insurance', field: 'documentUuid' }],
};

async function uploaded(j: Awaited<ReturnType<typeof placedApplication>>, type: string): Promise<string> {
  const response = await world.t.app.inject({
    method: 'PUT',
    url: `${V3}/${j.id}/documents/${type}?fileName=file.pdf`,
    headers: { ...(await headersNow(world, j.borrower)), 'content-type': 'application/pdf' },
    payload: INSURANCE_PDF,
  });
  expect(response.statusCode).toBe(200);
  return (response.json() as { document: { uuid: string } }).document.uuid;
}

describe('POST closing/insurance: proof of homeowners insurance', () => {
  it('sets insurance complete without moving the step; the audit trail records it; twice is harmless', async () => {
    const j = await placedApplication(world, { step: 'DEED_SIGNING' });
    expect((await j.application()).insurance).toEqual({ complete: false });
    const documentUuid = await uploaded(j, 'PROOF_OF_INSURANCE');
    for (let i = 0; i < 2; i += 1) {
      const response = await j.act('POST', 'closing/insurance', { documentUuid });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ step: 'DEED_SIGNING', insuranceComplete: true });
    }
    expect((await j.application()).insurance).toEqual({ complete: true });
    expect(await j.status()).toBe('DEED_SIGNING');
    expect((await j.audit()).filter((a) => a === 'insurance.confirmed')).toHaveLength(2);
  });

  it('400 without a PROOF_OF_INSURANCE document of this application', async () => {
    const j = await placedApplication(world, { step: 'RESCISSION' });
    const other = await placedApplication(world, { step: 'RESCISSION' });
    const statement = await uploaded(j, 'BANK_STATEMENT');
    const othersProof = await uploaded(other, 'PROOF_OF_INSURANCE');
    for (const body of [{}, { documentUuid: 'not-a-uuid' }]) {
      const response = await j.act('POST', 'closing/insurance', body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(MISSING);
    }
    for (const documentUuid of [randomUUID(), statement, othersProof]) {
      const response = await j.act('POST', 'closing/insurance', { documentUuid });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(MISSING);
    }
    expect((await j.application()).insurance).toEqual({ complete: false });
  });

  it('404 to another borrower, 401 anonymous, 409 before the notary is booked and after funding', async () => {
    const j = await placedApplication(world, { step: 'RESCISSION' });
    const documentUuid = await uploaded(j, 'PROOF_OF_INSURANCE');
    const stranger = await signedInIdentity(world.t.db, world.clock);
    const foreign = await j.act('POST', 'closing/insurance', { documentUuid }, stranger);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ errors: [{ message: 'Not found' }] });
    const anonymous = await world.t.app.inject({
      method: 'POST',
      url: `${V3}/${j.id}/closing/insurance`,
      headers: { 'x-org': 'lintel' },
      payload: { documentUuid },
    });
    expect(anonymous.statusCode).toBe(401);
    for (const step of ['NOTARY_DISCLOSURE', 'COMPLETE', 'CANCELLED'] as const) {
      const early = await placedApplication(world, { step });
      // The step is checked before the document (uploads are refused once the application is final).
      const response = await early.act('POST', 'closing/insurance', { documentUuid: randomUUID() });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual(NOT_AT_STEP);
      expect((await early.audit()).filter((a) => a === 'insurance.confirmed')).toEqual([]);
    }
  });
});

describe('the closing calls in the OpenAPI document', () => {
  it('lists every closing operation with its method', async () => {
    const document = (await world.t.app.inject({ url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const base = '/service-application/api/v3/application/heloc/{uuid}';
    const operations = Object.entries(document.paths)
      .filter(([path]) => path.startsWith(base))
      .flatMap(([path, item]) =>
        Object.keys(item).map((method) => `${method.toUpperCase()} ${path.slice(base.length)}`),
      );
    expect(operations).toEqual(
      expect.arrayContaining([
        'GET /closing',
        'POST /closing/accept',
        'POST /signing/sign',
        'GET /notary/slots',
        'POST /notary/session',
        'POST /notary/manual',
        'POST /closing/insurance',
        'POST /rescission/cancel',
      ]),
    );
  });
});
