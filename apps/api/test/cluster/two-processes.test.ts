import { REGISTER_PATH } from '@lintel/domain/api/endpoints/registration';
import { sandboxLinkSession } from '@lintel/domain/api/endpoints/sandbox-link';
import { versionsOfGivenConsents } from '@lintel/domain/registration/consent-versions';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  driveIncomeAndBank,
  driveThroughSubmission,
  verifyIdentity,
} from '../../src/demo/persona-applications/drive-steps.ts';
import { ADMIN_URL, postgresAnswers, startCluster, type Cluster } from './api-processes.ts';
import { httpJourney } from './http-journey.ts';

// Issue 28 (decision 250): what one process keeps to itself is unknown to the next. Two real processes of the API on
// one PostgreSQL database, the borrower's calls sent to each in turn as a round-robin balancer sends them.

const PASSWORD = 'Cluster-Journey-2026!';

/** The register-v2 answers of a borrower on the happy path (the persona seed's home in Sacramento). */
function registration(email: string) {
  const answers = {
    propertyAddress: {
      street1: '200 Sample Street',
      street2: '',
      city: 'Sacramento',
      state: 'CA',
      zip: '95814',
      occupancyType: 'PRIMARY',
    },
    isListedForSale: false,
    income: { income: 150_000, otherIncome: 0, employmentType: 'FULL_TIME' },
    name: { firstName: 'Robin', middleName: '', lastName: 'Happy', suffix: '' },
    dob: '1978-05-20',
    email,
    phoneNumber: '(916) 555-0142',
    phoneCountry: 'US',
    smsMarketingConsent: false,
    smsTransactionalConsent: true,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    termPrivacyConsent: true,
    communicationConsent: true,
    softCreditConsent: true,
  };
  return { ...answers, consentVersions: versionsOfGivenConsents(answers) };
}

const postgres = await postgresAnswers();
if (!postgres)
  console.warn(
    `No PostgreSQL server at ${new URL(ADMIN_URL).host}: the two-process test (test/cluster) is skipped. ` +
      'Set E2E_DATABASE_URL or DATABASE_URL to a server, or start the local one as .ci/run does.',
  );

describe.skipIf(!postgres)('two API processes on one PostgreSQL database (issue 28)', () => {
  let cluster: Cluster;
  beforeAll(async () => {
    cluster = await startCluster(2);
  }, 240_000);
  afterAll(() => cluster?.close(), 60_000);

  it('drive one application from registration to the closing disclosures, each call to the other process', async () => {
    const [first, second] = cluster.processes;
    if (!first || !second) throw new Error('two processes expected');
    const email = `cluster-${randomUUID().slice(0, 8)}@example.test`;
    const registered = await fetch(`${first.url}${REGISTER_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-org': 'lintel' },
      body: JSON.stringify(registration(email)),
    });
    const answer = (await registered.json()) as { jwt: string; applicationUuid: string };
    expect(registered.status, JSON.stringify(answer)).toBe(201);

    const j = httpJourney({
      urls: [second.url, first.url],
      applicationId: answer.applicationUuid,
      jwt: answer.jwt,
      orgCode: 'lintel',
      pollMs: 200,
      waitTimeoutMs: 60_000,
    });
    try {
      expect(await driveThroughSubmission(j)).toBe('INCOME_VERIFICATION');
      // The income link's token, its widget's sign-in and the exchange, each answered by a process that did not
      // make what it reads.
      await driveIncomeAndBank(j);
      await verifyIdentity(j);
      expect(await j.settle()).toBe('CLOSING_DISCLOSURE_GENERATED');
    } catch (error) {
      const logs = cluster.processes.map((p, i) => `--- process ${i}\n${p.log()}`).join('\n');
      throw new Error(`${(error as Error).message}\nsteps: ${j.steps.join(' > ')}\n${logs}`, {
        cause: error,
      });
    }

    expect(j.steps).toEqual([
      'WAITING_FOR_CREDIT',
      'LIEN_VERIFICATION',
      'WAITING_FOR_UNDERWRITING',
      'OFFER_SELECTION',
      'COLLECT_ADDITIONAL_INFO',
      'HMDA',
      'SUMMARY_DISCLOSURE',
      'APP_SUBMISSION',
      'HARD_CREDIT_PULL',
      'INCOME_VERIFICATION',
      'DISBURSEMENT_ACCOUNT',
      'IDENTITY_VERIFICATION',
      'CLOSING_DISCLOSURE_GENERATED',
    ]);
    const byProcess = [0, 1].map((p) => j.served.filter((call) => call.process === p).length);
    expect(Math.abs((byProcess[0] ?? 0) - (byProcess[1] ?? 0))).toBeLessThanOrEqual(1);
    const linkToken = j.served.findIndex((call) => call.path.endsWith('/income/link-token'));
    const signIn = j.served.findIndex((call) => call.path === sandboxLinkSession.path);
    expect(j.served[signIn]?.process).not.toBe(j.served[linkToken]?.process);

    // Both processes run job workers (each holds its liveness lock), and no step was entered twice.
    const workers = await cluster.query<{ n: number }>(
      `select count(*)::int as n from pg_locks
       where locktype = 'advisory' and classid = 5140 and granted
         and database = (select oid from pg_database where datname = current_database())`,
    );
    expect(workers[0]?.n).toBe(2);
    const twice = await cluster.query<{ step: string }>(
      `select after->>'serverStep' as step from audit_events
       where application_id = $1 and action = 'step.transition'
       group by 1 having count(*) > 1`,
      [answer.applicationUuid],
    );
    expect(twice).toEqual([]);

    // The dev mailbox of either process lists the registration's email, whichever process delivered it.
    for (const p of cluster.processes) {
      const mailbox = (await (await fetch(`${p.url}/api/dev/mailbox`)).json()) as {
        messages: { to: string; templateKey: string }[];
      };
      expect(mailbox.messages).toContainEqual(
        expect.objectContaining({ to: email, templateKey: 'email-verification' }),
      );
    }
  }, 300_000);
});
