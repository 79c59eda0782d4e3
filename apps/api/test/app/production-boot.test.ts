import { PGlite } from '@electric-sql/pglite';
import { count } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FEATURE_FLAG_KEYS } from '@lintel/domain/reference-data/feature-flag-keys';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { applications } from '../../src/features/applications/tables/application-table.ts';
import { DEMO_PASSWORD } from '../../src/features/identity/demo-borrowers-seed.ts';
import { identities } from '../../src/features/identity/identity-tables.ts';
import { runLenderCommand } from '../../src/features/organisations/lender-command.ts';
import { organisations } from '../../src/features/organisations/organisations-tables.ts';
import { openPostgres, wrapPglite, type DatabaseHandle } from '../../src/platform/db/database.ts';
import { prepareDatabase } from '../../src/prepare-database.ts';
import { seedDemo } from '../../src/seed-demo.ts';
import { login } from '../features/identity/identity-test-kit.ts';
import { adminQuery, databaseUrl } from '../support/postgres-admin.ts';
import { testConfig } from '../support/test-config.ts';

/** A database no one has seeded: migrated only, as a new production deployment's is at its first start. */
async function emptyDatabase(): Promise<DatabaseHandle> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) return wrapPglite(await PGlite.create());
  const name = `lintel_prod_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  await adminQuery(adminUrl, `create database "${name}"`);
  const handle = await openPostgres(databaseUrl(adminUrl, name));
  return {
    ...handle,
    async close() {
      await handle.close();
      await adminQuery(adminUrl, `drop database if exists "${name}" with (force)`);
    },
  };
}

/** Every login the README gives, borrowers, signers and agents, at the lender each belongs to. */
const DEMO_LOGINS = [
  ['lintel', 'demo@lintel.test'],
  ['harbor-mortgage', 'demo@harbor.test'],
  ['summit-home-loans', 'demo@summit.test'],
  ['lintel', 'crypto@lintel.test'],
  ['lintel', 'cosigner@lintel.test'],
  ['lintel', 'codeeder@lintel.test'],
  ['lintel', 'conditions@lintel.test'],
  ['lintel', 'signer-conditions@lintel.test'],
  ['lintel', 'agent@lintel.test'],
  ['lintel', 'agent2@lintel.test'],
  ['harbor-mortgage', 'agent@harbor.test'],
] as const;

const config = testConfig({ nodeEnv: 'production' });
const dir = mkdtempSync(join(tmpdir(), 'lintel-production-boot-'));
let handle: DatabaseHandle;
let app: FastifyInstance | undefined;
const audit: string[] = [];
const lender = (argv: string[]) =>
  runLenderCommand(
    handle.db,
    { now: () => new Date(), record: async (_tx, change) => void audit.push(change.action) },
    argv,
  );

beforeAll(async () => {
  handle = await emptyDatabase();
  await handle.migrate();
}, 120_000);
afterAll(async () => {
  await app?.close();
  await handle.close();
  rmSync(dir, { recursive: true, force: true });
});

async function rows(table: typeof identities | typeof applications | typeof organisations): Promise<number> {
  const [row] = await handle.db.select({ n: count() }).from(table);
  return row?.n ?? 0;
}

describe('the production boot path (issue 28)', () => {
  it('refuses a database with no lender, saying how to add one, and writes nothing', async () => {
    await expect(prepareDatabase(handle.db, config)).rejects.toThrow(
      /this production database has no lender\. Add one: `npm run -s lender -- example > lender\.json`.*`npm run lender -- add --file lender\.json`/,
    );
    expect(await rows(organisations)).toBe(0);
    expect(await rows(identities)).toBe(0);
  });

  it('starts once a lender is added from a file, and no demo login opens anything', async () => {
    const example = JSON.parse((await lender(['example'])).out.join('\n')) as {
      organisation: { orgCode: string; orgBrand: { name: string } };
    };
    example.organisation.orgCode = 'acme-lending';
    example.organisation.orgBrand.name = 'Acme Lending';
    const file = join(dir, 'lender.json');
    writeFileSync(file, JSON.stringify(example));
    const added = await lender(['add', '--file', file]);
    expect(added.out[0]).toBe('added acme-lending: Acme Lending (LENDER) default');
    expect(added.code).toBe(0);
    expect(audit).toEqual(['organisation.added']);

    await expect(prepareDatabase(handle.db, config)).resolves.toBeUndefined();
    app = await buildApp({ db: handle.db, config, webDistDir: '/nonexistent-lintel-web-dist' });
    await app.ready();
    for (const [org, email] of DEMO_LOGINS) {
      // At the demo lender it would belong to (not there), and at the one lender there is.
      const atDemoLender = await login(app, { email, password: DEMO_PASSWORD }, { org });
      expect(atDemoLender.statusCode, `${email} at ${org}`).toBe(400);
      expect(atDemoLender.json()).toEqual({ errors: [{ message: 'Unknown organisation', field: 'x-org' }] });
      const atLender = await login(app, { email, password: DEMO_PASSWORD }, { org: 'acme-lending' });
      expect(atLender.statusCode, email).toBe(400);
      expect(atLender.json()).toEqual({
        errors: [{ message: 'The email or password you entered is incorrect.' }],
      });
    }
    expect(await rows(identities)).toBe(0);
    expect(await rows(applications)).toBe(0);
    expect(
      (await handle.db.select({ code: organisations.code }).from(organisations)).map((r) => r.code),
    ).toEqual(['acme-lending']);
    // Production on sandbox providers: the page's organisation object says it is a test environment.
    const organisation = await app.inject({ url: '/api/organisation' });
    expect(organisation.json()).toMatchObject({ orgCode: 'acme-lending', testEnvironment: true });
    expect((await app.inject({ url: '/api/dev/mailbox' })).statusCode).toBe(404);
    // Not demo data, the product's defaults: its flags (register-v2 on) and standard opening hours.
    const redesign = await app.inject({
      method: 'POST',
      url: '/service-optimize/external/api/v1/feature',
      payload: { featureKey: FEATURE_FLAG_KEYS.redesign, optimizeUser: { attributes: {}, trackerId: 't' } },
    });
    expect(redesign.json()).toMatchObject({ featureKey: FEATURE_FLAG_KEYS.redesign, enabled: true });
    const hours = await app.inject({ url: '/service-operating-hours/external/api/v1/hours/OPS_CHAT/week' });
    expect(hours.statusCode, hours.body).toBe(200);
  });

  it('gets the demo lenders and accounts from npm run seed-demo, and only from it', async () => {
    const refused = await seedDemo(handle.db, { ...config, sandboxProviders: false }, { personas: false });
    expect(refused).toEqual({
      code: 1,
      out: ['seed-demo: refused: demo accounts belong on sandbox providers only'],
    });
    expect(await rows(identities)).toBe(0);

    const seeded = await seedDemo(handle.db, config, { personas: false });
    expect(seeded.code).toBe(0);
    await app?.organisations.reload();
    const demo = await login(app as FastifyInstance, { email: 'demo@lintel.test', password: DEMO_PASSWORD });
    expect(demo.statusCode).toBe(200);
    const agent = await login(app as FastifyInstance, {
      email: 'agent@lintel.test',
      password: DEMO_PASSWORD,
    });
    expect(agent.statusCode).toBe(200);
    expect(await rows(applications)).toBeGreaterThan(0);
    // The nine demo lenders beside the one added before.
    expect(await rows(organisations)).toBe(10);
  }, 60_000);
});
