import { apiErrorSchema } from '@lintel/domain/api/api-error';
import { jwtResponseSchema } from '@lintel/domain/identity/identity';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../support/test-app.ts';
import { DEMO_PASSWORD, freshIp, login } from './identity-test-kit.ts';

let testApp: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

describe('POST /identity/api/v1/login', () => {
  it.each([
    ['lintel', 'demo@lintel.test'],
    ['harbor-mortgage', 'demo@harbor.test'],
    ['summit-home-loans', 'demo@summit.test'],
  ])('signs in the seeded demo borrower of %s', async (org, email) => {
    const response = await login(testApp.app, { email, password: DEMO_PASSWORD }, { org });
    expect(response.statusCode).toBe(200);
    const { jwt } = jwtResponseSchema.parse(response.json());
    expect(jwt.split('.')).toHaveLength(3);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('matches the email case-insensitively and ignores surrounding spaces', async () => {
    const response = await login(testApp.app, { email: '  Demo@Lintel.TEST ', password: DEMO_PASSWORD });
    expect(response.statusCode).toBe(200);
  });

  it('answers an unknown email and a wrong password identically', async () => {
    const unknown = await login(testApp.app, { email: 'nobody@lintel.test', password: DEMO_PASSWORD });
    const wrong = await login(testApp.app, { email: 'demo@lintel.test', password: 'Not-The-Password-1!' });
    expect(unknown.statusCode).toBe(400);
    expect(wrong.statusCode).toBe(unknown.statusCode);
    expect(wrong.body).toBe(unknown.body);
    expect(apiErrorSchema.parse(unknown.json())).toEqual({
      errors: [{ message: 'The email or password you entered is incorrect.' }],
    });
  });

  it("does not sign in another organisation's borrower", async () => {
    const response = await login(
      testApp.app,
      { email: 'demo@harbor.test', password: DEMO_PASSWORD },
      { org: 'lintel' },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      errors: [{ message: 'The email or password you entered is incorrect.' }],
    });
  });

  it('refuses malformed input with field messages, never a 500', async () => {
    const missing = await login(testApp.app, { email: 'demo@lintel.test' } as never);
    expect(missing.statusCode).toBe(400);
    expect(apiErrorSchema.parse(missing.json()).errors.length).toBeGreaterThan(0);
    const badEmail = await testApp.app.inject({
      method: 'POST',
      url: '/identity/api/v1/login',
      remoteAddress: freshIp(),
      payload: { email: 'not-an-email', password: 'x', extra: true },
    });
    expect(badEmail.statusCode).toBe(400);
  });

  it('never echoes the password', async () => {
    const response = await login(testApp.app, {
      email: 'nobody@lintel.test',
      password: 'Secret-Echo-Check-9!',
    });
    expect(response.body).not.toContain('Secret-Echo-Check-9!');
  });
});
