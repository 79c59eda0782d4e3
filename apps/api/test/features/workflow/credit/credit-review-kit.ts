import { applicationSchema, type Application } from '@lintel/domain/application/application';
import { routeForServerStep } from '@lintel/domain/server-steps/route-for-server-step';
import { parseServerStep } from '@lintel/domain/server-steps/server-step';
import { engineStateFor } from '@lintel/domain/step-engine/engine-state-for';
import { startApplication } from '../../../../src/features/workflow/steps/start-application.ts';
import { registerWorkflowJobs } from '../../../../src/features/workflow/jobs/resolve-step-job.ts';
import { createJobQueue } from '../../../../src/platform/jobs/create-job-queue.ts';
import type { DrainableJobQueue } from '../../../../src/platform/jobs/job-queue.ts';
import { PERSONAS } from '../../../../src/providers/personas.ts';
import { createSandboxProviders } from '../../../../src/providers/providers.ts';
import { manualClock } from '../../identity/identity-test-kit.ts';
import { createTestApp, type TestApp } from '../../../support/test-app.ts';
import { applicationInput, encryption, signedInIdentity } from '../../applications/application-test-kit.ts';

export const V3 = '/service-application/api/v3/application/heloc';

export interface Kit {
  t: TestApp;
  queue: DrainableJobQueue;
  clock: ReturnType<typeof manualClock>;
}

export async function createKit(): Promise<Kit> {
  const clock = manualClock();
  const t = await createTestApp({ clock });
  const queue = createJobQueue(t.db, clock);
  registerWorkflowJobs({ db: t.db, clock, providers: createSandboxProviders({ db: t.db }), encryption, queue });
  return { t, queue, clock };
}

type Method = 'GET' | 'POST' | 'PUT';

/**
 * A persona's application as registration leaves it (picked by last name), and the calls the browser makes: the
 * status poll (steps recorded as they change), actions, and where routing sends the borrower.
 */
export async function journey({ t, queue, clock }: Kit, lastName: string) {
  const borrower = await signedInIdentity(t.db, clock);
  const persona = PERSONAS.find((p) => p.pick.lastName === lastName);
  const { step: _step, ...input } = applicationInput(borrower, {
    borrower: { firstName: 'Robin', lastName, dob: '1981-06-01' },
    income: { employmentType: 'FULL_TIME', annualIncome: String(persona?.statedIncome ?? 150_000) },
  });
  const id = await startApplication(t.db, { db: t.db, clock, encryption, jobs: queue }, input);
  const steps: string[] = [];
  const status = async () => {
    const response = await t.app.inject({
      url: `/service-krang-heloc/borrower/secure/api/v1/${id}/status`,
      headers: borrower.headers,
    });
    const step = (response.json() as { step: string }).step;
    if (steps.at(-1) !== step) steps.push(step);
    return step;
  };
  const call = (method: Method, path: string, payload?: object, headers = borrower.headers) =>
    t.app.inject({ method, url: `${V3}/${id}/${path}`, headers, ...(payload ? { payload } : {}) });
  const settle = async () => {
    await status();
    await queue.drain();
    return status();
  };
  const application = async (): Promise<Application> => {
    const response = await t.app.inject({
      url: `/service-application/api/v1/application/heloc/${id}`,
      headers: borrower.headers,
    });
    return applicationSchema.parse(response.json());
  };
  /** The page the browser's router guard sends the borrower to now (domain routing, spec 000 §4). */
  const landing = async () => {
    const app = await application();
    return routeForServerStep(parseServerStep(await status()), app, engineStateFor(app).state).page;
  };
  return { id, borrower, steps, status, call, settle, application, landing };
}
