import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { createApplication } from '../src/features/applications/create-application.ts';
import type { AppConfig } from '../src/platform/config/env.ts';
import type { Database } from '../src/platform/db/database.ts';
import { applications } from '../src/features/applications/tables/application-table.ts';
import { findIdentityByEmail } from '../src/features/identity/identity-repository.ts';
import { enqueueResolveStep, registerWorkflowJobs } from '../src/features/workflow/jobs/resolve-step-job.ts';
import { createJobQueue } from '../src/platform/jobs/create-job-queue.ts';
import { systemClock } from '../src/platform/clock.ts';
import { createSandboxProviders } from '../src/providers/providers.ts';
import { createFieldEncryption } from '../src/platform/security/field-encryption.ts';
import { transition } from '../src/features/workflow/steps/transition-service.ts';

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

async function stepOf(db: Database, id: string): Promise<string | undefined> {
  const [row] = await db
    .select({ step: applications.serverStep })
    .from(applications)
    .where(eq(applications.id, id));
  return row?.step;
}

/** Polls the step every 2 ms, as closely as a browser could see it change (workers mode). */
async function reached(db: Database, id: string, step: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while ((await stepOf(db, id)) !== step) {
    if (Date.now() > deadline) throw new Error(`bench application never reached ${step}`);
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
}

/**
 * Submission to first offer: the soft pull and property job, the lien confirmation, the underwriting job — timed
 * from the application's creation to OFFER_SELECTION on the app's queue for this database (pg-boss on PostgreSQL,
 * decision 140). `drain`: the bench runs each job as soon as it is due; `workers`: the queue's own started workers
 * pick the jobs up (on pg-boss, woken by the committing send).
 */
export async function submissionToOffer(
  db: Database,
  config: AppConfig,
  samples: number,
  mode: 'drain' | 'workers' = 'drain',
) {
  const owner = await findIdentityByEmail(db, 'lintel', 'demo@lintel.test');
  if (!owner) throw new Error('demo@lintel.test is not seeded');
  const encryption = createFieldEncryption(config.keys.fieldEncryptionKey);
  const queue = createJobQueue(db, systemClock);
  registerWorkflowJobs({ db, clock: systemClock, providers: createSandboxProviders({ db }), encryption, queue });
  if (mode === 'workers') await queue.start();
  const times: number[] = [];
  for (let i = 0; i < samples; i += 1) {
    const started = performance.now();
    const id = await createApplication(
      db,
      { clock: systemClock, encryption, actor: { type: 'SYSTEM', id: 'bench' } },
      {
        orgCode: 'lintel',
        primaryIdentityId: owner.id,
        step: 'WAITING_FOR_CREDIT',
        borrower: { firstName: 'Bench', lastName: `Happy`, dob: '1980-01-01' },
        property: {
          street1: `${i + 1} Bench Road ${randomUUID().slice(0, 4)}`,
          city: 'Denver',
          state: 'CO',
          zip: '80202',
          occupancyType: 'PRIMARY',
        },
        income: { employmentType: 'FULL_TIME', annualIncome: '150000.00' },
        consents: [{ type: 'SOFT_CREDIT', textVersion: 'bench' }],
      },
    );
    await enqueueResolveStep(queue, id, 'WAITING_FOR_CREDIT');
    if (mode === 'drain') await queue.drain();
    else await reached(db, id, 'LIEN_VERIFICATION');
    await transition(db, systemClock, {
      applicationId: id,
      to: 'WAITING_FOR_UNDERWRITING',
      actor: { type: 'BORROWER' },
    });
    await enqueueResolveStep(queue, id, 'WAITING_FOR_UNDERWRITING');
    if (mode === 'drain') await queue.drain();
    else await reached(db, id, 'OFFER_SELECTION');
    const step = await stepOf(db, id);
    if (step !== 'OFFER_SELECTION') throw new Error(`bench application ended at ${step}`);
    times.push(performance.now() - started);
  }
  await queue.stop();
  times.sort((a, b) => a - b);
  return { samples, p50: percentile(times, 50), p95: percentile(times, 95) };
}
