import { randomUUID } from 'node:crypto';
import { apiErrorSchema } from '@lintel/domain/api/api-error';
import { identitySchema, jwtResponseSchema } from '@lintel/domain/identity/identity';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../support/test-app.ts';
import { DEMO_LOAN_OFFICER_IDS } from '../../../src/features/loan-officers/demo-loan-officers.ts';
import {
  bearer,
  freshIp,
  getIdentity,
  login,
  register,
  STRONG_PASSWORD,
  validRegistration,
} from './identity-test-kit.ts';

let testApp: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const account = (email: string) =>
  validRegistration({ email, name: { firstName: 'Grace', middleName: '', lastName: 'Hopper', suffix: '' } });

describe('POST /identity/api/v1/registration/register', () => {
  it('creates the account, signs it in and lets it log in again', async () => {
    const response = await register(testApp.app, account('grace@example.test'));
    expect(response.statusCode).toBe(201);
    const { jwt } = jwtResponseSchema.parse(response.json());
    const identity = identitySchema.parse((await getIdentity(testApp.app, bearer(jwt))).json());
    expect(identity).toMatchObject({
      email: 'grace@example.test',
      type: 'BORROWER',
      name: { firstName: 'Grace', lastName: 'Hopper' },
    });
    expect(
      (await login(testApp.app, { email: 'grace@example.test', password: STRONG_PASSWORD })).statusCode,
    ).toBe(200);
  });

  it('answers 409 for an email the organisation already has, whatever its case', async () => {
    await register(testApp.app, account('twice@example.test'));
    const again = await register(testApp.app, account('Twice@Example.test'));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      errors: [
        {
          message: 'An account with this email already exists. Please log in instead.',
          field: 'email',
          code: 'EMAIL_TAKEN',
        },
      ],
    });
    expect((await register(testApp.app, account('demo@lintel.test'))).statusCode).toBe(409);
  });

  it('allows the same email with another organisation, as a separate account', async () => {
    // Harbor lends on the East Coast: a Maine home.
    const maine = {
      street1: '389 Congress St',
      street2: '',
      city: 'Portland',
      state: 'ME',
      zip: '04101',
      occupancyType: 'PRIMARY',
    };
    const harbor = await register(
      testApp.app,
      { ...account('demo@lintel.test'), propertyAddress: maine },
      {
        org: 'harbor-mortgage',
      },
    );
    expect(harbor.statusCode).toBe(201);
    const { jwt } = jwtResponseSchema.parse(harbor.json());
    const identity = identitySchema.parse(
      (await getIdentity(testApp.app, bearer(jwt), 'harbor-mortgage')).json(),
    );
    const lintelJwt = jwtResponseSchema.parse(
      (await login(testApp.app, { email: 'demo@lintel.test', password: 'Lintel-Demo-2026!' })).json(),
    ).jwt;
    const lintelIdentity = identitySchema.parse((await getIdentity(testApp.app, bearer(lintelJwt))).json());
    expect(identity.uuid).not.toBe(lintelIdentity.uuid);
  });

  it('refuses bad input with the spec messages on their fields', async () => {
    const response = await register(testApp.app, {
      ...account('x@example.test'),
      email: 'not-an-email',
      password: 'weakpass',
      confirmPassword: 'other',
    });
    expect(response.statusCode).toBe(400);
    const { errors } = apiErrorSchema.parse(response.json());
    const text = errors.map((e) => e.message).join(' | ');
    for (const message of [
      'Please enter a valid email address',
      'Must be at least 12 characters long',
      'Must contain at least one uppercase letter',
      'Must contain at least one number',
      'Must contain at least one special character',
    ]) {
      expect(text).toContain(message);
    }
  });

  it('reports mismatched passwords as the spec says', async () => {
    const response = await register(testApp.app, {
      ...account('mismatch@example.test'),
      confirmPassword: 'Strong-Pass-2027!',
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain("Passwords don't match");
  });

  it('refuses unknown fields rather than storing them', async () => {
    const response = await register(testApp.app, { ...account('extra@example.test'), type: 'AGENT' });
    expect(response.statusCode).toBe(400);
  });

  it.each(['lintel-wholesale', 'lintel-wholesale-ny'])(
    'is closed for the wholesale lender %s',
    async (org) => {
      const response = await register(testApp.app, account('wholesale@example.test'), { org });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        errors: [{ message: 'This lender is not accepting applications online.' }],
      });
    },
  );

  it('is open for a referral-only lender only with a referring loan officer', async () => {
    const without = await register(testApp.app, account('referred@example.test'), {
      org: 'keystone-referral',
    });
    expect(without.statusCode).toBe(403);
    // The officer must exist at this lender and be licensed for the property (Pennsylvania here).
    const pennsylvania = {
      ...account('referred@example.test'),
      propertyAddress: {
        street1: '400 Market St',
        street2: '',
        city: 'Harrisburg',
        state: 'PA',
        zip: '17101',
        occupancyType: 'PRIMARY',
      },
    };
    const withOfficer = await register(testApp.app, pennsylvania, {
      org: 'keystone-referral',
      query: `?loanOriginatorUuid=${DEMO_LOAN_OFFICER_IDS.keystone}`,
    });
    expect(withOfficer.statusCode).toBe(201);
    const unknownOfficer = await register(testApp.app, pennsylvania, {
      org: 'keystone-referral',
      query: `?loanOriginatorUuid=${randomUUID()}`,
    });
    expect(unknownOfficer.statusCode).toBe(400);
  });

  it('limits registrations per address (10 per hour)', async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i += 1) {
      expect((await register(testApp.app, account(`bulk${i}@example.test`), { ip })).statusCode).toBe(201);
    }
    const eleventh = await register(testApp.app, account('bulk10@example.test'), { ip });
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json()).toEqual({
      errors: [{ message: expect.stringMatching(/^Too many accounts created from your network\./) }],
    });
  });
});
