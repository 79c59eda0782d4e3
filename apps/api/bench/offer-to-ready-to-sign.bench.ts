// Issue 17: the time from the chosen offer to "ready to sign" (CLOSING_DISCLOSURE_GENERATED) for a scripted borrower,
// sandbox latency 0. Each borrower registers as the browser does, is driven to the offer (not timed), then through
// the after-offer calls the pages make (more information, HMDA, the summary, submission, the hard pull's job, income
// link, bank account, ID upload and check) on the running app, whose own job workers resolve the waits. Printed, not
// asserted.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { registrationRequestSchema } from '@lintel/domain/registration/registration-request';
import { buildApp } from '../src/app.ts';
import { runSeeds } from '../src/demo/seeds.ts';
import { appJourney } from '../src/demo/persona-applications/app-journey.ts';
import {
  ADDITIONAL_INFO,
  HMDA_DECLINED,
  driveIncomeAndBank,
  driveToCollectAdditionalInfo,
  verifyIdentity,
} from '../src/demo/persona-applications/drive-steps.ts';
import { expectStep } from '../src/demo/persona-applications/journey.ts';
import { PERSONA_PLANS } from '../src/demo/persona-applications/persona-plans.ts';
import { PERSONA_ORG, personaRegistration } from '../src/demo/persona-applications/persona-registration.ts';
import { personaRegistrationService } from '../src/demo/persona-applications/seed-persona-applications.ts';
import { loadRegistrationContext } from '../src/features/registration/registration-context-loader.ts';
import { systemClock } from '../src/platform/clock.ts';
import { loadConfig } from '../src/platform/config/env.ts';
import { openDatabase } from '../src/platform/db/database.ts';
import { PERSONAS } from '../src/providers/personas.ts';

const SAMPLES = Number(process.env.OFFER_TO_SIGN_SAMPLES ?? 10);
/** The browser polls every second; the bench polls as often as the status route answers, to see the job's end. */
const POLL_MS = 5;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

const dataDir = mkdtempSync(join(tmpdir(), 'lintel-bench-sign-'));
const { DATABASE_URL: _admin, ...env } = process.env;
const config = loadConfig({ ...env, NODE_ENV: 'development', DATA_DIR: dataDir, SANDBOX_LATENCY_MS: '0' });
const handle = await openDatabase(config);
try {
  await handle.migrate();
  await runSeeds(handle.db);
  const app = await buildApp({ db: handle.db, config, logLevel: 'warn', webDistDir: '/nonexistent' });
  await app.ready();
  const features = { db: handle.db, config, clock: systemClock, jobs: app.jobs };
  const registration = personaRegistrationService(features);
  const persona = PERSONAS.find((p) => p.id === 'HAPPY_PATH');
  const plan = PERSONA_PLANS.HAPPY_PATH;
  const organisation = app.organisations.find(PERSONA_ORG);
  if (!persona || !plan || !organisation)
    throw new Error('the happy-path persona or its lender is not seeded');
  const loaded = await loadRegistrationContext(
    { db: handle.db, clock: systemClock, isProduction: false },
    { organisation, loanOriginatorUuid: undefined, authenticated: false },
  );
  if (!loaded.ok) throw new Error(loaded.message);

  const times: number[] = [];
  let path = '';
  for (let i = 0; i < SAMPLES; i += 1) {
    const answers = registrationRequestSchema(loaded.context).parse({
      ...personaRegistration(persona, plan, i),
      email: `bench-${i}@bench.lintel.test`,
    });
    const outcome = await registration.register({
      orgCode: PERSONA_ORG,
      answers,
      idempotencyKey: undefined,
      referrerUuid: undefined,
    });
    if (outcome.kind !== 'created') throw new Error(`registration answered ${outcome.kind}`);
    const j = appJourney(app, {
      applicationId: outcome.applicationUuid,
      jwt: outcome.jwt,
      orgCode: PERSONA_ORG,
      pollMs: POLL_MS,
      waitTimeoutMs: 60_000,
    });
    await driveToCollectAdditionalInfo(j);
    const started = performance.now();
    await expectStep(j, await j.act('PUT', 'additional-info', ADDITIONAL_INFO), 'HMDA');
    await expectStep(j, await j.act('PUT', 'hmda', HMDA_DECLINED), 'SUMMARY_DISCLOSURE');
    await expectStep(
      j,
      await j.act('POST', 'summary-disclosure/accept', { accepted: true }),
      'APP_SUBMISSION',
    );
    await expectStep(j, await j.act('POST', 'submit', { certified: true }), 'HARD_CREDIT_PULL');
    const afterPull = await j.settle();
    if (afterPull !== 'INCOME_VERIFICATION') throw new Error(`the hard pull ended at ${afterPull}`);
    await driveIncomeAndBank(j);
    const step = await verifyIdentity(j);
    if (step !== 'CLOSING_DISCLOSURE_GENERATED') throw new Error(`identity ended at ${step}`);
    times.push(performance.now() - started);
    path = j.steps.slice(j.steps.indexOf('COLLECT_ADDITIONAL_INFO')).join(' > ');
  }
  await app.close();
  const sorted = [...times].sort((a, b) => a - b);
  console.log(`steps: ${path}`);
  console.log(
    `offer to ready to sign (PGlite, sandbox latency 0, n=${times.length}): ` +
      `p50 ${percentile(sorted, 50).toFixed(0)} ms, p95 ${percentile(sorted, 95).toFixed(0)} ms, ` +
      `max ${sorted.at(-1)?.toFixed(0)} ms (the borrower's own typing and reading not included)`,
  );
} finally {
  await handle.close();
  rmSync(dataDir, { recursive: true, force: true });
}
