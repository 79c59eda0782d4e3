import { applicationSchema } from '@lintel/domain/application/application';
import type { ServerStep } from '@lintel/domain/server-steps/server-step';
import { eq } from 'drizzle-orm';
import { createApplication } from '../../../../src/features/applications/create-application.ts';
import { startApplication } from '../../../../src/features/workflow/steps/start-application.ts';
import { applications } from '../../../../src/features/applications/tables/application-table.ts';
import { RESOLVE_STEP_JOB, registerWorkflowJobs } from '../../../../src/features/workflow/jobs/resolve-step-job.ts';
import { createJobQueue } from '../../../../src/platform/jobs/create-job-queue.ts';
import { PERSONAS } from '../../../../src/providers/personas.ts';
import { createSandboxProviders } from '../../../../src/providers/providers.ts';
import type { ApplicationChanges } from '../../../../src/features/workflow/steps/transition-service.ts';
import { manualClock } from '../../identity/identity-test-kit.ts';
import { applicationInput, encryption, signedInIdentity } from '../../applications/application-test-kit.ts';
import { createTestApp, type TestApp } from '../../../support/test-app.ts';

export const V3 = '/service-application/api/v3/application/heloc';

/** A test app with the workflow jobs registered on a manual clock (retries become due when the test says so). */
export async function preOfferApp() {
  const clock = manualClock();
  const t: TestApp = await createTestApp({ clock });
  const queue = createJobQueue(t.db, clock);
  registerWorkflowJobs({ db: t.db, clock, providers: createSandboxProviders({ db: t.db }), encryption, queue });

  async function driver(id: string, headers: Record<string, string>) {
    const steps: string[] = [];
    const status = async () => {
      const response = await t.app.inject({
        url: `/service-krang-heloc/borrower/secure/api/v1/${id}/status`,
        headers,
      });
      const step = (response.json() as { step: string }).step;
      if (steps.at(-1) !== step) steps.push(step);
      return step;
    };
    const act = (method: 'POST' | 'PUT', path: string, payload?: object) =>
      t.app.inject({ method, url: `${V3}/${id}/${path}`, headers, ...(payload ? { payload } : {}) });
    /**
     * What the browser sees while jobs run: a poll after every job, and time moving on when the next job is a retry
     * waiting out its back-off.
     */
    const settle = async () => {
      await status();
      for (let idle = 0; idle < 3;) {
        if (await queue.runNext(RESOLVE_STEP_JOB)) {
          idle = 0;
          await status();
        } else {
          idle += 1;
          clock.advance(60_000);
        }
      }
      return status();
    };
    const application = async () =>
      applicationSchema.parse(
        (await t.app.inject({ url: `/service-application/api/v1/application/heloc/${id}`, headers })).json(),
      );
    return { id, steps, status, act, settle, application };
  }

  /** A journey from registration for the persona picked by `lastName`, at `orgCode`'s site. */
  async function journey(lastName: string, orgCode = 'lintel') {
    const borrower = await signedInIdentity(t.db, clock, orgCode);
    const persona = PERSONAS.find((p) => p.pick.lastName === lastName);
    const { step: _step, ...input } = applicationInput(borrower, {
      borrower: { firstName: 'Robin', lastName, dob: '1981-06-01' },
      income: { employmentType: 'FULL_TIME', annualIncome: String(persona?.statedIncome ?? 150_000) },
    });
    const id = await startApplication(t.db, { db: t.db, clock, encryption, jobs: queue }, input);
    return { borrower, ...(await driver(id, borrower.headers)) };
  }

  /** An application put straight at `step` (the steps before it belong to other features). */
  async function placedAt(
    step: ServerStep,
    overrides: Parameters<typeof applicationInput>[1],
    changes: ApplicationChanges,
  ) {
    const borrower = await signedInIdentity(t.db, clock);
    const id = await createApplication(
      t.db,
      { clock, encryption, actor: { type: 'BORROWER', id: borrower.id } },
      { ...applicationInput(borrower, overrides), step },
    );
    await t.db.update(applications).set(changes).where(eq(applications.id, id));
    return { borrower, ...(await driver(id, borrower.headers)) };
  }

  const stranger = () => signedInIdentity(t.db, clock);
  return { t, clock, queue, journey, placedAt, stranger };
}
