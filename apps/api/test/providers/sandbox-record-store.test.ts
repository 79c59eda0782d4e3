import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/platform/db/database.ts';
import type { SandboxSmsSender } from '../../src/providers/sms/sandbox-sms.ts';
import { sandboxRecordStore, type SandboxRecordStore } from '../../src/providers/sandbox-record-store.ts';
import { createSandboxProviders, type Providers } from '../../src/providers/providers.ts';
import { cloneTemplateDatabase } from '../support/template-database.ts';
import { testMailer } from '../support/test-mailer.ts';
import { linkedIncomeRequest } from './income-link-fixture.ts';
import { subject } from './subject-fixture.ts';

const MINUTE = 60_000;
const at = new Date('2026-11-23T09:00:00Z');
const later = (ms: number) => new Date(at.getTime() + ms);

let handle: DatabaseHandle;
let records: SandboxRecordStore;
// Two sets of sandboxes on one database, as two processes of the portal have: nothing passes between them in memory.
let first: Providers;
let second: Providers;
beforeAll(async () => {
  handle = await cloneTemplateDatabase();
  records = sandboxRecordStore(handle.db);
  first = createSandboxProviders({ db: handle.db });
  second = createSandboxProviders({ db: handle.db });
});
afterAll(() => handle.close());

describe('the sandbox record store (decision 250)', () => {
  it('answers a record while it lives on the caller’s clock, and replaces it on a second put', async () => {
    const expiresAt = await records.put('test:live', 'a', { n: 1 }, { now: at, ms: 5 * MINUTE });
    expect(expiresAt).toEqual(later(5 * MINUTE));
    expect(await records.get('test:live', 'a', later(5 * MINUTE - 1))).toEqual({ n: 1 });
    expect(await records.get('test:live', 'a', later(5 * MINUTE))).toBeUndefined();
    expect(await records.get('test:live', 'missing', at)).toBeUndefined();
    expect(await records.put('test:live', 'a', { n: 2 })).toBeUndefined();
    expect(await records.get('test:live', 'a', later(365 * 24 * 60 * MINUTE))).toEqual({ n: 2 });
  });

  it('gives a record to one taker only, and only a live one whose value matches', async () => {
    await records.put('test:take', 'k', { applicationId: 'A', extra: 1 }, { now: at, ms: MINUTE });
    expect(await records.takeOnce('test:take', 'k', at, { applicationId: 'B' })).toBeUndefined();
    const takers = await Promise.all(
      Array.from({ length: 5 }, () => records.takeOnce('test:take', 'k', at, { applicationId: 'A' })),
    );
    expect(takers.filter(Boolean)).toEqual([{ applicationId: 'A', extra: 1 }]);
    await records.put('test:take', 'old', { applicationId: 'A' }, { now: at, ms: MINUTE });
    expect(await records.takeOnce('test:take', 'old', later(MINUTE))).toBeUndefined();
    // Taken, if too late: gone all the same.
    expect(await records.get('test:take', 'old', at)).toBeUndefined();
  });

  it('lists a kind newest first in the order stored, keeps the newest, and sweeps what expired', async () => {
    for (const key of ['1', '2', '3', '4']) await records.put('test:list', key, { key });
    expect(await records.listByKind('test:list', at, 10)).toEqual([
      { key: '4' },
      { key: '3' },
      { key: '2' },
      { key: '1' },
    ]);
    await records.keepNewest('test:list', 2);
    expect(await records.listByKind('test:list', at, 10)).toEqual([{ key: '4' }, { key: '3' }]);
    await records.put('test:list', 'short', { key: 'short' }, { now: at, ms: MINUTE });
    expect(await records.listByKind('test:list', later(MINUTE), 10)).toHaveLength(2);
    await records.put('test:other', 'x', {}, { now: later(2 * MINUTE), ms: MINUTE });
    expect(await records.get('test:list', 'short', at)).toBeUndefined();
  });
});

describe('sandboxes that remember, seen from another process', () => {
  it('an income link made through one is signed into and exchanged through the other, once', async () => {
    const request = {
      subject: subject(),
      statedAnnualIncome: '150000',
      employmentType: 'FULL_TIME' as const,
      ...(await linkedIncomeRequest(first)),
    };
    expect(await second.incomeVerification.verifyIncome(request)).toMatchObject({ outcome: 'VERIFIED' });
    expect(await first.incomeVerification.verifyIncome(request)).toEqual({ outcome: 'LINK_INVALID' });
  });

  it('an OAuth institution’s return finishes on the other process, and only once', async () => {
    const applicationId = '00000000-0000-4000-8000-000000000002';
    const { linkToken } = await first.incomeVerification.createLinkToken({
      applicationId,
      linkType: 'BANK',
      now: at,
    });
    const body = { linkToken, institutionId: 'ins_127287', username: 'user_good', password: 'pass_good' };
    const redirect = await second.incomeLinkSandbox!.connect(body, at);
    const redirectUri = 'redirectUri' in redirect ? redirect.redirectUri : undefined;
    if (!redirectUri) throw new Error(JSON.stringify(redirect));
    const oauthStateId = new URL(redirectUri, 'http://x').searchParams.get('oauth_state_id') ?? '';
    expect(await first.incomeLinkSandbox!.completeOAuth({ linkToken, oauthStateId }, at)).toMatchObject({
      status: 'CONNECTED',
    });
    expect(await second.incomeLinkSandbox!.completeOAuth({ linkToken, oauthStateId }, at)).toMatchObject({
      field: 'linkToken',
    });
  });

  it('a BPO ordered through one completes on the next status check through the other', async () => {
    const order = await first.valuation.orderBpo({ subject: subject({ lastName: 'Noavm' }) });
    expect((await second.valuation.bpoStatus(order.orderId)).status).toBe('BPO_PROCESSING');
    expect((await first.valuation.bpoStatus(order.orderId)).status).toBe('COMPLETE');
  });

  it('the mailbox and the text messages show what either sent', async () => {
    const email = {
      orgCode: 'lintel',
      templateKey: 't',
      to: 'a@example.test',
      fromName: 'Lintel',
      subject: 's',
    };
    await first.mailer.send({ ...email, id: 'e1', text: 'one', html: '' });
    await testMailer(handle.db).send({ ...email, id: 'e2', text: 'two', html: '' });
    expect((await testMailer(handle.db).messages()).map((m) => m.id)).toEqual(['e2', 'e1']);
    const sms = { orgCode: 'lintel', templateKey: 't', to: '(415) 555-0123', text: 'hi' };
    await first.sms.send({ ...sms, id: 's1' });
    const texts = second.sms as SandboxSmsSender;
    expect((await texts.messages()).map((m) => m.id)).toEqual(['s1']);
    expect((await texts.find('s1'))?.deliveredAt).toBeInstanceOf(Date);
  });
});
