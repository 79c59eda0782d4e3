import { ceoFeedbackAnswerSchema } from '@lintel/domain/shell-contracts/ceo-feedback';
import { CEO_FEEDBACK_PATH } from '@lintel/domain/api/endpoints/ceo-feedback';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_APPLICATION_ID } from '../../../src/features/applications/demo-application-seed.ts';
import { ceoFeedback } from '../../../src/features/ceo-feedback/ceo-feedback-tables.ts';
import { bearer, loginJwt } from '../identity/identity-test-kit.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const valid = {
  applicationUuid: DEMO_APPLICATION_ID,
  message: 'The offer page was very clear, thank you.',
  topic: 'COMPLIMENT',
  marketingConsent: 'NO',
  pathname: '/dashboard',
  productType: 'HELOC',
};

const send = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: CEO_FEEDBACK_PATH, headers: { 'x-org': 'lintel', ...headers }, payload: payload as object });

async function storedRow(uuid: string) {
  const [row] = await t.db.select().from(ceoFeedback).where(eq(ceoFeedback.id, uuid));
  return row;
}

describe('POST /service-profile/api/v1/feedback/ceo', () => {
  it('stores a signed-in borrower’s message with their identity', async () => {
    const jwt = await loginJwt(t.app, 'demo@lintel.test');
    const response = await send(valid, bearer(jwt));
    expect(response.statusCode).toBe(201);
    const { uuid } = ceoFeedbackAnswerSchema.parse(response.json());
    const row = await storedRow(uuid);
    expect(row).toMatchObject({ orgCode: 'lintel', topic: 'COMPLIMENT', marketingConsent: 'NO', applicationId: DEMO_APPLICATION_ID, pathname: '/dashboard' });
    expect(row?.identityId).toEqual(expect.any(String));
  });

  it('accepts a visitor’s message outside an application', async () => {
    const response = await send({ ...valid, applicationUuid: null, topic: 'IMPROVE', marketingConsent: 'YES', pathname: '/register' });
    expect(response.statusCode).toBe(201);
    const row = await storedRow(ceoFeedbackAnswerSchema.parse(response.json()).uuid);
    expect(row).toMatchObject({ identityId: null, applicationId: null, topic: 'IMPROVE' });
  });

  it('takes exactly 10 and exactly 1000 characters, and not 9 or 1001', async () => {
    expect((await send({ ...valid, message: 'x'.repeat(10) })).statusCode).toBe(201);
    expect((await send({ ...valid, message: 'x'.repeat(1000) })).statusCode).toBe(201);
    const short = await send({ ...valid, message: 'x'.repeat(9) });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({ errors: [{ message: 'Must be at least 10 characters', field: 'message' }] });
    const long = await send({ ...valid, message: 'x'.repeat(1001) });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({ errors: [{ message: 'Must be at most 1000 characters', field: 'message' }] });
  });

  it('requires topic, message and marketing consent with the spec’s words', async () => {
    const response = await send({ ...valid, topic: 'OTHER', message: '   ', marketingConsent: undefined });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      errors: expect.arrayContaining([
        { message: 'Required', field: 'topic' },
        { message: 'Required', field: 'message' },
        { message: 'Required', field: 'marketingConsent' },
      ]),
    });
  });

  it('refuses an invalid token instead of storing the message anonymously', async () => {
    const response = await send(valid, { authorization: 'Bearer not.a.token' });
    expect([401, 403]).toContain(response.statusCode);
    expect((response.json() as { errors: { message: string }[] }).errors[0]?.message).toMatch(/unauthenticated|invalid signature/);
  });

  it('refuses unknown fields and a malformed application id', async () => {
    expect((await send({ ...valid, extra: true })).statusCode).toBe(400);
    const badId = await send({ ...valid, applicationUuid: 'abc' });
    expect(badId.statusCode).toBe(400);
    expect((badId.json() as { errors: { field?: string }[] }).errors[0]?.field).toBe('applicationUuid');
  });
});
