import { WALLET_ACCOUNTS_PATH, walletAccountsSchema } from '@lintel/domain/shell-contracts/wallet';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DECLINE_SIGNING_LAST_NAME } from '../../../../src/providers/e-sign/sandbox-e-sign.ts';
import { NO_REMOTE_NOTARY_LAST_NAME } from '../../../../src/providers/notary/sandbox-notary.ts';
import { createJobQueue } from '../../../../src/platform/jobs/create-job-queue.ts';
import { createSandboxProviders } from '../../../../src/providers/providers.ts';
import { registerStepJobs as registerClosingJobs } from '../../../../src/features/workflow/jobs/step-jobs.ts';
import {
  fundingDecision,
  releaseForFunding,
  rescissionEnded,
} from '../../../../src/features/workflow/closing/closing-job-runs.ts';
import { encryption, type TestIdentity } from '../../applications/application-test-kit.ts';
import { closingWorld, DAY, headersNow, placedApplication, type ClosingWorld } from './closing-kit.ts';

let world: ClosingWorld;
beforeAll(async () => {
  world = await closingWorld();
});
afterAll(() => world.t.close());

const NOT_AT_STEP = { errors: [{ message: 'This action is not available at this step of the application' }] };

async function titles(who: TestIdentity): Promise<string[]> {
  const response = await world.t.app.inject({
    url: WALLET_ACCOUNTS_PATH,
    headers: await headersNow(world, who),
  });
  const [account] = walletAccountsSchema.parse(response.json()).accounts;
  return (account?.notifications ?? []).map((n) => n.title);
}

/** Books the first remote slot and lets the session end: the application is in its rescission period. */
async function inRescission() {
  const j = await placedApplication(world, { step: 'NOTARY_DISCLOSURE' });
  const { slots } = (await j.act('GET', 'notary/slots')).json() as {
    slots: { start: string; end: string }[];
  };
  await j.act('POST', 'notary/session', { start: slots[0]?.start, disclosuresAccepted: true });
  world.clock.advance(new Date(slots[0]?.end ?? 0).getTime() - world.clock.now().getTime());
  expect(await j.settle()).toBe('RESCISSION');
  return j;
}

describe('closing actions and jobs under double clicks, retries and late arrivals', () => {
  it('two accepts at once: one moves the application, the other is told 409, one envelope', async () => {
    const j = await placedApplication(world);
    const answers = await Promise.all([
      j.act('POST', 'closing/accept', { accepted: true }),
      j.act('POST', 'closing/accept', { accepted: true }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)?.json()).toEqual(NOT_AT_STEP);
    expect(await j.status()).toBe('NOTE_SIGNING');
    const audit = await j.audit();
    expect(audit.filter((a) => a === 'provider.e-sign.create-envelope')).toHaveLength(1);
    expect(audit.filter((a) => a === 'step.transition')).toHaveLength(1);
    expect(await titles(j.borrower)).toEqual(['Your documents are ready to sign']);
  });

  it('jobs run again after the fact (a retry, a restart) change nothing and notify no one twice', async () => {
    const j = await inRescission();
    const deps = {
      db: world.t.db,
      clock: world.clock,
      providers: createSandboxProviders({ db: world.t.db }),
      encryption,
      queue: world.queue,
    };
    await j.insure();
    world.clock.advance(10 * DAY);
    expect(await j.settle()).toBe('COMPLETE');
    await rescissionEnded(deps, j.id);
    expect(await releaseForFunding(deps, j.id)).toBe(false);
    await fundingDecision(deps, j.id);
    await world.queue.drain();
    expect(await j.status()).toBe('COMPLETE');
    const audit = await j.audit();
    expect(audit.filter((a) => a === 'funding.disbursed')).toHaveLength(1);
    expect((await titles(j.borrower)).filter((t) => t === 'Your line of credit is funded')).toHaveLength(1);
  });

  it('a restarted worker finds the queued session-end and rescission jobs in the database', async () => {
    const j = await placedApplication(world, { step: 'NOTARY_DISCLOSURE' });
    const { slots } = (await j.act('GET', 'notary/slots')).json() as { slots: { start: string }[] };
    await j.act('POST', 'notary/session', { start: slots[0]?.start, disclosuresAccepted: true });
    await j.insure();
    // A new process: a fresh queue and handlers over the same database; the old worker is gone.
    const restarted = createJobQueue(world.t.db, world.clock);
    registerClosingJobs({
      db: world.t.db,
      clock: world.clock,
      providers: createSandboxProviders({ db: world.t.db }),
      encryption,
      queue: restarted,
    });
    world.clock.advance(3 * DAY);
    await restarted.drain();
    expect(await j.status()).toBe('RESCISSION');
    world.clock.advance(7 * DAY);
    await restarted.drain();
    expect(await j.status()).toBe('COMPLETE');
  });

  it('a cancelled line stays cancelled: cancelling again is 409 and the audit trail shows the move', async () => {
    const j = await inRescission();
    const before = (await j.audit()).filter((a) => a === 'step.transition').length;
    expect((await j.act('POST', 'rescission/cancel', { confirm: true })).json()).toEqual({
      step: 'CANCELLED',
    });
    expect((await j.audit()).filter((a) => a === 'step.transition')).toHaveLength(before + 1);
    const again = await j.act('POST', 'rescission/cancel', { confirm: true });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual(NOT_AT_STEP);
    expect(await titles(j.borrower)).not.toContain('Your line of credit is funded');
  });

  // The link opens the application, whose router goes where the standing says (decision 172), not a page it may leave.
  it('an in-person booking notifies the borrower with a link to the application', async () => {
    const j = await placedApplication(world, { step: 'NOTARY_DISCLOSURE' });
    const requestedTime = new Date(world.clock.now().getTime() + 5 * DAY).toISOString();
    await j.act('POST', 'notary/manual', { requestedTime, disclosuresAccepted: true });
    const response = await world.t.app.inject({
      url: WALLET_ACCOUNTS_PATH,
      headers: await headersNow(world, j.borrower),
    });
    const [account] = walletAccountsSchema.parse(response.json()).accounts;
    expect(account?.notifications.map((n) => ({ title: n.title, ctas: n.ctas }))).toEqual([
      {
        title: 'Your notary session is booked',
        ctas: [{ title: 'View session', redirectPath: `/${j.id}` }],
      },
    ]);
  });

  it('docs/sandbox-scenarios.md names the e-sign and notary sandbox last names', () => {
    const docs = readFileSync(
      new URL('../../../../../../docs/sandbox-scenarios.md', import.meta.url),
      'utf8',
    );
    expect(docs).toContain(`last name \`${DECLINE_SIGNING_LAST_NAME}\``);
    expect(docs).toContain(`last name \`${NO_REMOTE_NOTARY_LAST_NAME}\``);
  });
});
