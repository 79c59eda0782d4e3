import { jwtResponseSchema } from '@lintel/domain/identity/identity';
import {
  NOTIFICATIONS_READ_PATH,
  WALLET_ACCESS_PATH,
  WALLET_ACCOUNTS_PATH,
  walletAccountsSchema,
  walletProfileSchema,
} from '@lintel/domain/shell-contracts/wallet';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_APPLICATION_ID } from '../../../src/features/applications/demo-application-seed.ts';
import { createNotificationService } from '../../../src/features/notifications/notify.ts';
import { bearer, loginJwt, register, validRegistration } from '../identity/identity-test-kit.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

let t: TestApp;
let demoJwt: string;
let otherJwt: string;
let otherIdentityId: string;

beforeAll(async () => {
  t = await createTestApp();
  demoJwt = await loginJwt(t.app, 'demo@lintel.test');
  const registered = await register(
    t.app,
    validRegistration({
      email: 'wallet-other@example.test',
      name: { firstName: 'Olive', middleName: '', lastName: 'Other', suffix: '' },
    }),
  );
  otherJwt = jwtResponseSchema.parse(registered.json()).jwt;
  const identity = await t.app.inject({
    method: 'GET',
    url: '/identity/secure/api/v1/identity',
    headers: { 'x-org': 'lintel', ...bearer(otherJwt) },
  });
  otherIdentityId = (identity.json() as { uuid: string }).uuid;
});
afterAll(() => t.close());

const get = (url: string, jwt?: string) =>
  t.app.inject({ method: 'GET', url, headers: { 'x-org': 'lintel', ...(jwt ? bearer(jwt) : {}) } });
const markRead = (jwt: string, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: NOTIFICATIONS_READ_PATH,
    headers: { 'x-org': 'lintel', ...bearer(jwt) },
    payload: payload as object,
  });
const accountsOf = async (jwt: string) =>
  walletAccountsSchema.parse((await get(WALLET_ACCOUNTS_PATH, jwt)).json());

describe('GET /service-wallet/secure/api/v4/account/access', () => {
  it('answers the profile menu: name, a stable wallet address and the authorisation type', async () => {
    const first = await get(WALLET_ACCESS_PATH, demoJwt);
    expect(first.statusCode).toBe(200);
    const profile = walletProfileSchema.parse(first.json());
    expect(profile.account.name).toBe('Avery Demo');
    expect(profile.account.address).toMatch(/^0x[0-9a-f]{40}$/);
    expect(profile.authorizedWallet.authorizationType).toBe('CUSTODIAL');
    expect(walletProfileSchema.parse((await get(WALLET_ACCESS_PATH, demoJwt)).json())).toEqual(profile);
  });

  it('finds the caller by their own principal and no one else’s', async () => {
    const own = walletProfileSchema.parse((await get(WALLET_ACCESS_PATH, demoJwt)).json()).account.address;
    const other = walletProfileSchema.parse((await get(WALLET_ACCESS_PATH, otherJwt)).json()).account.address;
    expect((await get(`${WALLET_ACCESS_PATH}?principal=${own}`, demoJwt)).statusCode).toBe(200);
    const foreign = await get(`${WALLET_ACCESS_PATH}?principal=${other}`, demoJwt);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ errors: [{ message: 'Wallet account not found', field: 'principal' }] });
  });

  it('needs a session', async () => {
    const response = await get(WALLET_ACCESS_PATH);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ errors: [{ message: 'unauthenticated' }] });
    expect((await get(WALLET_ACCOUNTS_PATH)).statusCode).toBe(401);
  });
});

describe('GET /service-wallet/secure/api/v4/account', () => {
  it('lists the seeded demo notifications oldest first, the oldest already read, with links', async () => {
    const { accounts } = await accountsOf(demoJwt);
    expect(accounts).toHaveLength(1);
    const [entry] = accounts;
    expect(entry?.authorizedWallets).toEqual([{ address: entry?.account.address }]);
    const list = entry?.notifications ?? [];
    expect(list.length).toBeGreaterThan(3);
    expect(list.map((n) => n.created)).toEqual([...list.map((n) => n.created)].sort());
    expect(list[0]).toMatchObject({
      title: 'Your offers are ready',
      status: 'READ',
      walletAddress: entry?.account.address,
      ctas: [{ title: 'View offers', redirectPath: `/${DEMO_APPLICATION_ID}` }],
    });
    expect(list.slice(1).every((n) => n.status === 'UNREAD')).toBe(true);
  });

  it('shows a borrower none of another borrower’s notifications', async () => {
    const { accounts } = await accountsOf(otherJwt);
    expect(accounts[0]?.account.name).toBe('Olive Other');
    expect(accounts[0]?.notifications).toEqual([]);
  });
});

describe('notify(identityId, event)', () => {
  it('adds an application event to the borrower’s menu once, however often it fires', async () => {
    const applicationId = randomUUID();
    const notifier = createNotificationService({
      db: t.db,
      clock: { now: () => new Date('2026-11-23T10:00:00Z') },
    });
    const created = await notifier.notify(otherIdentityId, { type: 'SIGNING_READY', applicationId });
    expect(created).not.toBeNull();
    expect(await notifier.notify(otherIdentityId, { type: 'SIGNING_READY', applicationId })).toBeNull();
    const list = (await accountsOf(otherJwt)).accounts[0]?.notifications ?? [];
    expect(list).toEqual([
      expect.objectContaining({
        uuid: created?.id,
        title: 'Your documents are ready to sign',
        status: 'UNREAD',
        created: '2026-11-23T10:00:00.000Z',
        ctas: [{ title: 'Sign documents', redirectPath: `/${applicationId}` }],
      }),
    ]);
  });

  it('notifies once per requested document', async () => {
    const applicationId = randomUUID();
    const notifier = createNotificationService({ db: t.db, clock: { now: () => new Date() } });
    const a = await notifier.notify(otherIdentityId, {
      type: 'DOCUMENT_NEEDED',
      applicationId,
      conditionId: randomUUID(),
    });
    const b = await notifier.notify(otherIdentityId, {
      type: 'DOCUMENT_NEEDED',
      applicationId,
      conditionId: randomUUID(),
    });
    expect(a?.id).toBeDefined();
    expect(b?.id).toBeDefined();
    expect(a?.id).not.toBe(b?.id);
  });
});

describe('POST /service-wallet/secure/api/v4/notifications/read', () => {
  it('marks the caller’s notifications read and leaves another borrower’s alone', async () => {
    const mine = (await accountsOf(otherJwt)).accounts[0]?.notifications ?? [];
    const demoUnread = ((await accountsOf(demoJwt)).accounts[0]?.notifications ?? []).filter(
      (n) => n.status === 'UNREAD',
    );
    const target = mine[0]?.uuid as string;
    const foreign = demoUnread[0]?.uuid as string;

    const response = await markRead(otherJwt, { uuids: [target, foreign] });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ read: [target] });

    const after = (await accountsOf(otherJwt)).accounts[0]?.notifications ?? [];
    expect(after.find((n) => n.uuid === target)?.status).toBe('READ');
    const demoAfter = (await accountsOf(demoJwt)).accounts[0]?.notifications ?? [];
    expect(demoAfter.find((n) => n.uuid === foreign)?.status).toBe('UNREAD');
  });

  it('refuses a body that is not a list of notification ids', async () => {
    for (const payload of [{}, { uuids: [] }, { uuids: ['nope'] }, { uuids: [randomUUID()], extra: 1 }]) {
      const response = await markRead(demoJwt, payload);
      expect(response.statusCode).toBe(400);
      expect(Array.isArray((response.json() as { errors: unknown[] }).errors)).toBe(true);
    }
    const unauthenticated = await t.app.inject({
      method: 'POST',
      url: NOTIFICATIONS_READ_PATH,
      headers: { 'x-org': 'lintel' },
      payload: { uuids: [randomUUID()] },
    });
    expect(unauthenticated.statusCode).toBe(401);
  });
});
