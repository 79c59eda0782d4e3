import { expect } from 'vitest';
import { STRONG_PASSWORD, validRegistration } from '../../features/identity/identity-test-kit.ts';
import { property } from '../../features/registration/registration-kit.ts';
import { freePort, killHard, startServer, type ServerProcess } from './server-process.ts';

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

/**
 * Registers the applicants, kills the server (kill -9) while their credit jobs run, starts it again on the same data
 * and answers each applicant's step once none is left waiting for credit, or at `settleMs`. `track` is told of every
 * server started, so the file's afterAll can kill the one still running if an assertion fails.
 */
export async function killMidJobAndRestart(
  env: Record<string, string>,
  settleMs: number,
  track: (server: ServerProcess) => void,
): Promise<{ server: ServerProcess; steps: Record<string, string> }> {
  const port = await freePort();
  const first = await startServer(env, port);
  track(first);
  const apps = await Promise.all(
    Object.keys(EXPECTED_AFTER_RESTART).map((name) => registerOverHttp(first.base, name)),
  );
  // Four jobs of several 400 ms calls queue up back to back: a moment later one is certainly mid-call.
  await new Promise((resolve) => setTimeout(resolve, 300));
  const before = await Promise.all(apps.map((a) => stepOverHttp(first.base, a)));
  // The kill must interrupt work: some applications are still waiting for their job.
  expect(before).toContain('WAITING_FOR_CREDIT');
  await killHard(first);

  const server = await startServer(env, port);
  track(server);
  const deadline = Date.now() + settleMs;
  let after: string[] = [];
  while (Date.now() < deadline) {
    after = await Promise.all(apps.map((a) => stepOverHttp(server.base, a)));
    if (after.every((s) => s !== 'WAITING_FOR_CREDIT')) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { server, steps: Object.fromEntries(apps.map((a, i) => [a.lastName, after[i] ?? ''])) };
}
