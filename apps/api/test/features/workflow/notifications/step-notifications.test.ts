import { WALLET_ACCOUNTS_PATH, walletAccountsSchema } from '@lintel/domain/shell-contracts/wallet';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApplication } from '../../../../src/features/workflow/steps/start-application.ts';
import { applicationConditions } from '../../../../src/features/applications/tables/application-records.ts';
import { notifyStepChange } from '../../../../src/features/workflow/notifications/transition-notifications.ts';
import { transition } from '../../../../src/features/workflow/steps/transition-service.ts';
import {
  applicationInput,
  encryption,
  signedInIdentity,
  type TestIdentity,
} from '../../applications/application-test-kit.ts';
import {
  closingWorld,
  headersNow,
  journeyOf,
  placedApplication,
  type ClosingWorld,
} from '../closing/closing-kit.ts';

let world: ClosingWorld;
beforeAll(async () => {
  world = await closingWorld();
});
afterAll(() => world.t.close());

const JOB = { type: 'JOB' as const, id: 'test' };

/** The caller's notifications as the menu gets them: title, CTA path and status, oldest first. */
async function inbox(who: TestIdentity) {
  const response = await world.t.app.inject({
    url: WALLET_ACCOUNTS_PATH,
    headers: await headersNow(world, who),
  });
  expect(response.statusCode).toBe(200);
  const [account] = walletAccountsSchema.parse(response.json()).accounts;
  return (account?.notifications ?? []).map((n) => ({
    title: n.title,
    path: n.ctas[0]?.redirectPath,
    status: n.status,
  }));
}

describe('notifications from application events, read through /service-wallet/secure/api/v4/account', () => {
  it('offer ready: reaching OFFER_SELECTION notifies the borrower once, and no one else', async () => {
    const borrower = await signedInIdentity(world.t.db, world.clock);
    const { step: _step, ...input } = applicationInput(borrower);
    const id = await startApplication(
      world.t.db,
      { db: world.t.db, clock: world.clock, encryption, jobs: world.queue },
      input,
    );
    const j = journeyOf(world, id, borrower);
    expect(await j.settle()).toBe('LIEN_VERIFICATION');
    expect(await inbox(borrower)).toEqual([]);
    await j.act('POST', 'liens/confirm');
    expect(await j.settle()).toBe('OFFER_SELECTION');
    expect(await inbox(borrower)).toEqual([
      { title: 'Your offers are ready', path: `/${id}`, status: 'UNREAD' },
    ]);
    expect(await inbox(await signedInIdentity(world.t.db, world.clock))).toEqual([]);
    // Issue 16: accepting the offer is its action; the same transaction marks it read.
    const { offers } = (await j.act('GET', 'offers')).json() as {
      offers: { type: string; term: number; min: number }[];
    };
    const fixed = offers.find((o) => o.type === 'FIXED');
    await j.act('PUT', 'offer', { type: 'FIXED', term: fixed?.term, amount: fixed?.min, payType: 'MANUAL' });
    expect(await j.status()).toBe('COLLECT_ADDITIONAL_INFO');
    expect(await inbox(borrower)).toEqual([
      { title: 'Your offers are ready', path: `/${id}`, status: 'READ' },
    ]);
  });

  it('signing ready, notary booked and funded reach the borrower and the signers they concern', async () => {
    const coBorrower = await signedInIdentity(world.t.db, world.clock);
    const coDeeder = await signedInIdentity(world.t.db, world.clock);
    const j = await placedApplication(world, {
      signers: [
        { identityId: coBorrower.id, role: 'BORROWER' },
        { identityId: coDeeder.id, role: 'CO_DEEDER' },
      ],
    });
    await j.act('POST', 'closing/accept', { accepted: true });
    expect(await inbox(j.borrower)).toEqual([
      { title: 'Your documents are ready to sign', path: `/${j.id}`, status: 'UNREAD' },
    ]);
    expect(await inbox(coBorrower)).toEqual([
      { title: 'Your documents are ready to sign', path: '/heloc-signer/intro', status: 'UNREAD' },
    ]);
    expect(await inbox(coDeeder)).toEqual([]);

    // Minutes pass between the borrower's steps (the inbox is ordered by time).
    world.clock.advance(60_000);
    await j.act('POST', 'signing/sign', { signedName: 'Casey Happy', consent: true });
    // Signing was the action it asked for: read for the borrower and the co-borrower alike.
    expect((await inbox(j.borrower))[0]?.status).toBe('READ');
    expect((await inbox(coBorrower))[0]?.status).toBe('READ');
    const { slots } = (await j.act('GET', 'notary/slots')).json() as {
      slots: { start: string; end: string }[];
    };
    world.clock.advance(60_000);
    await j.act('POST', 'notary/session', { start: slots[0]?.start, disclosuresAccepted: true });
    const booked = { title: 'Your notary session is booked', status: 'UNREAD' };
    expect((await inbox(j.borrower)).at(-1)).toEqual({ ...booked, path: `/${j.id}` });
    expect((await inbox(coBorrower)).at(-1)).toEqual({ ...booked, path: '/heloc-signer/intro' });
    expect(await inbox(coDeeder)).toEqual([{ ...booked, path: '/heloc-signer/intro' }]);

    world.clock.advance(10 * 24 * 3_600_000);
    await j.settle(); // the session ends: rescission, and proof of insurance is still missing
    expect(await inbox(j.borrower)).toContainEqual({
      title: 'Upload proof of insurance',
      path: `/${j.id}`,
      status: 'UNREAD',
    });
    expect(await inbox(coDeeder)).toHaveLength(1);
    await j.insure();
    world.clock.advance(10 * 24 * 3_600_000);
    expect(await j.settle()).toBe('COMPLETE');
    const funded = { title: 'Your line of credit is funded', path: '/dashboard', status: 'UNREAD' };
    // With the closing's milestones (decision 210); each pair comes at one clock time (one transaction, one drain).
    const titles = (await inbox(j.borrower)).map((n) => n.title);
    expect(titles.slice(0, 3)).toEqual([
      'Your documents are ready to sign',
      'You signed your documents',
      'Your notary session is booked',
    ]);
    expect(new Set(titles.slice(3, 5))).toEqual(
      new Set(['Your deed is signed and notarized', 'Upload proof of insurance']),
    );
    // The chain passes through RECORDING (decision 232): its milestone is sent too.
    expect(new Set(titles.slice(5))).toEqual(
      new Set([
        'Your mortgage is being recorded',
        'Your right to cancel has ended',
        'Your line of credit is funded',
      ]),
    );
    expect((await inbox(coBorrower)).at(-1)).toEqual(funded);
    expect(await inbox(coDeeder)).toHaveLength(1);
  });

  it('document needed: the paystub at WAITING_FOR_INCOME and each condition asking for documents, once', async () => {
    const j = await placedApplication(world, { step: 'INCOME_VERIFICATION' });
    await transition(world.t.db, world.clock, { applicationId: j.id, to: 'WAITING_FOR_INCOME', actor: JOB });
    expect(await inbox(j.borrower)).toEqual([
      { title: 'We need a recent paystub', path: `/${j.id}`, status: 'UNREAD' },
    ]);
    world.clock.advance(60_000);
    await world.t.db.transaction(async (tx) => {
      for (const category of ['GENERIC_DOCUMENT_REQUEST', 'MISSING_PHONE_NUMBER'] as const) {
        await tx.insert(applicationConditions).values({
          id: randomUUID(),
          applicationId: j.id,
          category,
          requestDocuments: category === 'GENERIC_DOCUMENT_REQUEST',
          createdAt: world.clock.now(),
        });
      }
      await transition(tx, world.clock, { applicationId: j.id, to: 'INCOME_VERIFICATION', actor: JOB });
    });
    await transition(world.t.db, world.clock, { applicationId: j.id, to: 'WAITING_FOR_INCOME', actor: JOB });
    expect(await inbox(j.borrower)).toEqual([
      { title: 'We need a recent paystub', path: `/${j.id}`, status: 'UNREAD' },
      { title: 'We need a document from you', path: `/${j.id}/conditions`, status: 'UNREAD' },
    ]);
  });

  it('a step change that rolls back notifies no one; the same event twice notifies once', async () => {
    const j = await placedApplication(world);
    await expect(
      world.t.db.transaction(async (tx) => {
        await transition(tx, world.clock, { applicationId: j.id, to: 'NOTE_SIGNING', actor: JOB });
        throw new Error('the rest of the unit of work failed');
      }),
    ).rejects.toThrow('the rest of the unit of work failed');
    expect(await j.status()).toBe('CLOSING_DISCLOSURE_GENERATED');
    expect(await inbox(j.borrower)).toEqual([]);

    const change = { applicationId: j.id, primaryIdentityId: j.borrower.id, to: 'NOTE_SIGNING' as const };
    await notifyStepChange(world.t.db, world.clock, change);
    await notifyStepChange(world.t.db, world.clock, change);
    expect(await inbox(j.borrower)).toHaveLength(1);
  });
});
