import { CURRENT_CONSENT_VERSIONS } from '@lintel/domain/registration/consent-versions';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

export const DEMO_PASSWORD = 'Lintel-Demo-2026!';
export const STRONG_PASSWORD = 'Strong-Pass-2026!';

/** A clock the test moves by hand, for token expiry and lockout windows. */
export function manualClock(start = new Date('2026-11-23T09:00:00Z')) {
  let current = start;
  return {
    now: () => current,
    advance(ms: number) {
      current = new Date(current.getTime() + ms);
    },
  };
}

export const MINUTE = 60_000;

let lastOctet = 0;
/** A fresh client address per call, so the per-IP limits of one test do not leak into another. */
export function freshIp(): string {
  lastOctet += 1;
  return `10.20.${Math.floor(lastOctet / 250)}.${(lastOctet % 250) + 1}`;
}

export function bearer(jwt: string): { authorization: string } {
  return { authorization: `Bearer ${jwt}` };
}

export function login(
  app: FastifyInstance,
  body: { email: string; password: string },
  opts: { org?: string; ip?: string } = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/identity/api/v1/login',
    headers: { 'x-org': opts.org ?? 'lintel' },
    remoteAddress: opts.ip ?? freshIp(),
    payload: body,
  });
}

export async function loginJwt(
  app: FastifyInstance,
  email: string,
  org = 'lintel',
  password = DEMO_PASSWORD,
): Promise<string> {
  const response = await login(app, { email, password }, { org });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return (response.json() as { jwt: string }).jwt;
}

/**
 * A complete, valid registration payload (a primary residence in Texas, every required consent at its current
 * version) for a visitor who is not signed in; `overrides` replace top-level fields.
 */
export function validRegistration(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    propertyAddress: {
      street1: '1200 Barton Springs Rd',
      street2: '',
      city: 'Austin',
      state: 'TX',
      zip: '78704',
      occupancyType: 'PRIMARY',
    },
    isListedForSale: false,
    income: { income: 95_000, otherIncome: 0, employmentType: 'FULL_TIME' },
    name: { firstName: 'Test', middleName: '', lastName: 'Borrower', suffix: '' },
    dob: '1980-04-12',
    email: `borrower-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`,
    phoneNumber: '(512) 555-0199',
    phoneCountry: 'US',
    smsMarketingConsent: false,
    smsTransactionalConsent: true,
    password: STRONG_PASSWORD,
    confirmPassword: STRONG_PASSWORD,
    termPrivacyConsent: true,
    communicationConsent: true,
    softCreditConsent: true,
    consentVersions: {
      TERMS_PRIVACY: CURRENT_CONSENT_VERSIONS.TERMS_PRIVACY,
      COMMUNICATION: CURRENT_CONSENT_VERSIONS.COMMUNICATION,
      SMS_TRANSACTIONAL: CURRENT_CONSENT_VERSIONS.SMS_TRANSACTIONAL,
      SOFT_CREDIT: CURRENT_CONSENT_VERSIONS.SOFT_CREDIT,
    },
    ...overrides,
  };
}

export function register(
  app: FastifyInstance,
  body: Record<string, unknown>,
  opts: { org?: string; ip?: string; headers?: Record<string, string>; query?: string } = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: `/identity/api/v1/registration/register${opts.query ?? ''}`,
    headers: { 'x-org': opts.org ?? 'lintel', ...opts.headers },
    remoteAddress: opts.ip ?? freshIp(),
    payload: body,
  });
}

export function getIdentity(
  app: FastifyInstance,
  headers: Record<string, string>,
  org = 'lintel',
  version = 'v1',
) {
  return app.inject({
    method: 'GET',
    url: `/identity/secure/api/${version}/identity`,
    headers: { 'x-org': org, ...headers },
  });
}

let borrowerCount = 0;
/** A home where each lender that does not lend in Texas is licensed (decision 171); others take the Austin default. */
const HOME_IN_LICENSED_STATE: Record<string, Record<string, string>> = {
  'harbor-mortgage': {
    street1: '389 Congress St',
    street2: '',
    city: 'Portland',
    state: 'ME',
    zip: '04101',
    occupancyType: 'PRIMARY',
  },
  'summit-home-loans': {
    street1: '1437 Bannock St',
    street2: '',
    city: 'Denver',
    state: 'CO',
    zip: '80202',
    occupancyType: 'PRIMARY',
  },
  'prairie-lending': {
    street1: '233 Wacker Dr',
    street2: '',
    city: 'Chicago',
    state: 'IL',
    zip: '60606',
    occupancyType: 'PRIMARY',
  },
};

/**
 * A new borrower of `org`, signed in: for API tests of other features that need their own account
 * (the demo borrowers are shared by every suite using the template).
 */
export async function newBorrower(
  app: FastifyInstance,
  org = 'lintel',
): Promise<{ jwt: string; email: string; headers: Record<string, string> }> {
  borrowerCount += 1;
  const email = `borrower-${borrowerCount}-${Date.now()}@example.test`;
  const home = HOME_IN_LICENSED_STATE[org];
  const response = await register(
    app,
    validRegistration({ email, ...(home ? { propertyAddress: home } : {}) }),
    {
      org,
    },
  );
  if (response.statusCode !== 201)
    throw new Error(`registration failed: ${response.statusCode} ${response.body}`);
  const { jwt } = response.json() as { jwt: string };
  return { jwt, email, headers: { 'x-org': org, authorization: `Bearer ${jwt}` } };
}
