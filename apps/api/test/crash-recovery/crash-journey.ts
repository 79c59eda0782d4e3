import { expect } from 'vitest';
import { STRONG_PASSWORD, validRegistration } from '../identity/identity-test-kit.ts';
import { property } from '../registration/registration-kit.ts';

// What the kill/restart tests on PGlite and on PostgreSQL share: the applicants, and how they read their step.

/** Where each persona's first waiting step settles with no kill (test/applications/scenario-steps.test.ts). */
export const EXPECTED_AFTER_RESTART = {
  Happy: 'LIEN_VERIFICATION',
  Frozen: 'CREDIT_FROZEN',
  Noavm: 'NO_AVM',
  Several: 'MULTIPLE_PROPERTY',
};

export async function registerOverHttp(base: string, lastName: string) {
  const response = await fetch(`${base}/identity/api/v1/registration/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-org': 'lintel' },
    body: JSON.stringify(
      validRegistration({
        name: { firstName: 'Robin', middleName: '', lastName, suffix: '' },
        propertyAddress: property('IL'),
        password: STRONG_PASSWORD,
      }),
    ),
  });
  expect(response.status).toBe(201);
  const { jwt, applicationUuid } = (await response.json()) as { jwt: string; applicationUuid: string };
  return { lastName, jwt, id: applicationUuid };
}

export type RegisteredOverHttp = Awaited<ReturnType<typeof registerOverHttp>>;

export async function stepOverHttp(base: string, app: RegisteredOverHttp): Promise<string> {
  const response = await fetch(`${base}/service-krang-heloc/borrower/secure/api/v1/${app.id}/status`, {
    headers: { authorization: `Bearer ${app.jwt}`, 'x-org': 'lintel' },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { step: string }).step;
}
