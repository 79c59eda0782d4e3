import { sql } from 'drizzle-orm';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERSONA_PLANS } from '../../src/demo/persona-applications/persona-plans.ts';
import {
  PERSONA_EMAIL_DOMAIN,
  personaEmail,
} from '../../src/demo/persona-applications/persona-registration.ts';
import type { PersonaSeedReport } from '../../src/demo/persona-applications/seed-persona-applications.ts';
import { runAppSeeds } from '../../src/demo/seeds.ts';
import { DEMO_PASSWORD } from '../../src/features/identity/demo-borrowers-seed.ts';
import { systemClock } from '../../src/platform/clock.ts';
import { PERSONAS } from '../../src/providers/personas.ts';
import { login } from '../features/identity/identity-test-kit.ts';
import { rows } from '../features/registration/registration-kit.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { testConfig } from '../support/test-config.ts';

let t: TestApp;
let first: PersonaSeedReport;
let second: PersonaSeedReport;
const ids = PERSONAS.map((p) => p.id);

async function seed() {
  const features = { db: t.db, clock: systemClock, config: testConfig(), jobs: t.app.jobs };
  return runAppSeeds({ app: t.app, features, pollMs: 10 });
}

async function personaCounts() {
  const [row] = await rows(
    t.db,
    sql`select count(distinct i.id)::int as accounts, count(a.id)::int as applications
        from identities i left join applications a on a.primary_identity_id = i.id
        where i.email like ${`%@${PERSONA_EMAIL_DOMAIN}`}`,
  );
  return row;
}

// The test app's job workers do not run by themselves (NODE_ENV=test): started here, they play the server's.
beforeAll(async () => {
  t = await createTestApp();
  await t.app.jobs.start();
  first = await seed();
  second = await seed();
}, 120_000);
afterAll(async () => {
  await t.close();
});

describe('the persona demo seed', () => {
  it('has a plan for every persona of the catalogue, each ending on a step of its sequence', () => {
    expect(Object.keys(PERSONA_PLANS).sort()).toEqual([...ids].sort());
    for (const persona of PERSONAS) expect(persona.steps).toContain(PERSONA_PLANS[persona.id]?.step);
  });

  it('is listed under "Demo accounts" in docs/sandbox-scenarios.md: email, step and the page it opens on', () => {
    const docs = readFileSync(new URL('../../../../docs/sandbox-scenarios.md', import.meta.url), 'utf8');
    const rowsInDocs = new Set(docs.split('\n').map((line) => line.replace(/\s+/g, ' ').trim()));
    for (const persona of PERSONAS) {
      const plan = PERSONA_PLANS[persona.id];
      const cells = [persona.id, personaEmail(persona.id), plan?.step, plan?.page ?? persona.landingPage];
      expect(rowsInDocs).toContain(`| ${cells.map((cell) => `\`${cell}\``).join(' | ')} |`);
    }
  });

  it('creates one account and one application per persona, and nothing on the second run', async () => {
    expect(first.failed).toEqual([]);
    expect(first.created.sort()).toEqual([...ids].sort());
    expect(second).toEqual({
      created: [],
      existing: expect.arrayContaining(ids),
      movedOn: [],
      failed: [],
    });
    expect(second.existing).toHaveLength(ids.length);
    expect(await personaCounts()).toEqual({ accounts: ids.length, applications: ids.length });
  });

  it.each(PERSONAS.map((p) => [p.id, PERSONA_PLANS[p.id]?.step] as const))(
    '%s logs in with the demo password and its application answers %s',
    async (id, step) => {
      const response = await login(t.app, { email: personaEmail(id), password: DEMO_PASSWORD });
      expect(response.statusCode).toBe(200);
      const { jwt } = response.json() as { jwt: string };
      const headers = { authorization: `Bearer ${jwt}`, 'x-org': 'lintel' };
      const all = await t.app.inject({ url: '/service-application/api/v1/application/heloc/all', headers });
      const applications = all.json() as { uuid: string }[];
      expect(applications).toHaveLength(1);
      const status = await t.app.inject({
        url: `/service-krang-heloc/borrower/secure/api/v1/${applications[0]?.uuid}/status`,
        headers,
      });
      expect(status.json()).toEqual({ step });
    },
  );

  it('reports an account that moved on instead of driving it again, and stops when told', async () => {
    await t.db.execute(
      sql`update applications set server_step = 'LIEN_VERIFICATION' where primary_identity_id =
          (select id from identities where email = ${personaEmail('HAPPY_PATH')})`,
    );
    const third = await seed();
    expect(third.movedOn).toEqual([{ personaId: 'HAPPY_PATH', step: 'LIEN_VERIFICATION' }]);
    expect(third.created).toEqual([]);
    const stopped = await runAppSeeds({
      app: t.app,
      features: { db: t.db, clock: systemClock, config: testConfig(), jobs: t.app.jobs },
      signal: AbortSignal.abort(),
    });
    expect(stopped).toEqual({ created: [], existing: [], movedOn: [], failed: [] });
    expect(await personaCounts()).toEqual({ accounts: ids.length, applications: ids.length });
  });
});
