import { applicationSchema, type Application } from '@lintel/domain/application/application';
import { asc, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { NewApplication } from '../../../../src/features/applications/create-application.ts';
import { auditEvents } from '../../../../src/features/audit/audit-tables.ts';
import { createSession } from '../../../../src/features/identity/session-repository.ts';
import { signSessionToken } from '../../../../src/features/identity/session-tokens.ts';
import { registerWorkflowJobs } from '../../../../src/features/workflow/jobs/resolve-step-job.ts';
import { createJobQueue } from '../../../../src/platform/jobs/create-job-queue.ts';
import type { DrainableJobQueue } from '../../../../src/platform/jobs/job-queue.ts';
import { createSandboxProviders } from '../../../../src/providers/providers.ts';
import { registerStepJobs } from '../../../../src/features/workflow/jobs/step-jobs.ts';
import {
  newApplication,
  encryption,
  signedInIdentity,
  type TestIdentity,
} from '../../applications/application-test-kit.ts';
import { FILES } from '../../../../src/demo/persona-applications/drive-steps.ts';
import { manualClock } from '../../identity/identity-test-kit.ts';
import { createTestApp, type TestApp } from '../../../support/test-app.ts';
import { TEST_KEYS } from '../../../support/test-config.ts';

export const V3 = '/service-application/api/v3/application/heloc';

export interface ClosingWorld {
  t: TestApp;
  clock: ReturnType<typeof manualClock>;
  queue: DrainableJobQueue;
}

/** An app on a manual clock (Monday 2026-11-23 09:00 UTC) with the workflow and closing jobs on a drainable queue. */
export async function closingWorld(): Promise<ClosingWorld> {
  const clock = manualClock();
  const t = await createTestApp({ clock });
  const queue = createJobQueue(t.db, clock);
  const deps = { db: t.db, clock, providers: createSandboxProviders({ db: t.db }), encryption, queue };
  registerWorkflowJobs(deps);
  registerStepJobs(deps);
  return { t, clock, queue };
}

/** A borrower whose application was placed at `step` in the database (the steps before it are S2's). */
export async function placedApplication(
  world: ClosingWorld,
  overrides: Partial<NewApplication> = {},
): Promise<Journey> {
  const borrower = await signedInIdentity(world.t.db, world.clock);
  const id = await newApplication(world.t.db, world.clock, borrower, {
    step: 'CLOSING_DISCLOSURE_GENERATED',
    ...overrides,
  });
  return journeyOf(world, id, borrower);
}

export type Journey = ReturnType<typeof journeyOf>;

/**
 * A new session for `who` at the clock's time: the journeys span days of app time, far past a token's 30 minutes,
 * as a borrower coming back days later would log in again.
 */
export async function headersNow(world: ClosingWorld, who: TestIdentity): Promise<TestIdentity['headers']> {
  const now = world.clock.now();
  const session = await createSession(world.t.db, {
    id: randomUUID(),
    identityId: who.id,
    orgCode: who.orgCode,
    now,
  });
  const jwt = await signSessionToken(TEST_KEYS.jwtSecret, {
    identityId: who.id,
    orgCode: who.orgCode,
    sessionId: session.id,
    issuedAt: now,
    expiresAt: new Date(now.getTime() + 30 * 60_000),
  });
  return { authorization: `Bearer ${jwt}`, 'x-org': who.orgCode };
}

export function journeyOf(world: ClosingWorld, id: string, borrower: TestIdentity) {
  const { t } = world;
  const steps: string[] = [];
  const status = async () => {
    const response = await t.app.inject({
      url: `/service-krang-heloc/borrower/secure/api/v1/${id}/status`,
      headers: await headersNow(world, borrower),
    });
    const step = (response.json() as { step: string }).step;
    if (steps.at(-1) !== step) steps.push(step);
    return step;
  };
  const act = async (
    method: 'GET' | 'POST' | 'PUT',
    path: string,
    payload?: object,
    who: TestIdentity = borrower,
  ) =>
    t.app.inject({
      method,
      url: `${V3}/${id}/${path}`,
      headers: await headersNow(world, who),
      ...(payload ? { payload } : {}),
    });
  const application = async (): Promise<Application> =>
    applicationSchema.parse(
      (
        await t.app.inject({
          url: `/service-application/api/v1/application/heloc/${id}`,
          headers: await headersNow(world, borrower),
        })
      ).json(),
    );
  /** Runs whatever jobs are due on the manual clock, then reads the step as the browser would. */
  const settle = async () => {
    await world.queue.drain();
    return status();
  };
  const audit = async () =>
    (
      await t.db
        .select({ action: auditEvents.action, after: auditEvents.after })
        .from(auditEvents)
        .where(eq(auditEvents.applicationId, id))
        .orderBy(asc(auditEvents.createdAt))
    ).map((row) => row.action);
  /** Uploads a PROOF_OF_INSURANCE PDF and confirms it (POST closing/insurance): funding waits for this. */
  const insure = async () => {
    const uploaded = await t.app.inject({
      method: 'PUT',
      url: `${V3}/${id}/documents/PROOF_OF_INSURANCE?fileName=insurance.pdf`,
      headers: { ...(await headersNow(world, borrower)), 'content-type': 'application/pdf' },
      payload: INSURANCE_PDF,
    });
    const documentUuid = (uploaded.json() as { document?: { uuid: string } }).document?.uuid;
    if (!documentUuid) throw new Error(`Insurance upload failed: ${uploaded.body}`);
    return act('POST', 'closing/insurance', { documentUuid });
  };
  return { id, borrower, steps, status, act, application, settle, audit, insure };
}

/** A whole one-page PDF: the upload checks refuse one without pages (decision 184). */
export const INSURANCE_PDF = FILES.pdf;
export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;
