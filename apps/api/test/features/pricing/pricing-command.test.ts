import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../src/platform/db/database.ts';
import { auditEvents } from '../../../src/features/audit/audit-tables.ts';
import { runPricingCommand } from '../../../src/features/pricing/pricing-command.ts';
import { currentPricingPolicy } from '../../../src/features/pricing/pricing-store.ts';
import { cloneTemplateDatabase } from '../../support/template-database.ts';

let handle: DatabaseHandle;
let dir: string;
beforeAll(async () => {
  handle = await cloneTemplateDatabase();
  dir = await mkdtemp(join(tmpdir(), 'pricing-command-'));
});
afterAll(() => handle.close());

const clock = { now: () => new Date('2026-11-23T12:00:00Z') };
const actor = { type: 'SYSTEM', id: 'pricing-command:tester' } as const;
const pricing = (...argv: string[]) => runPricingCommand(handle.db, clock, actor, argv);

describe('npm run pricing', () => {
  it('lists the versions with the one in force', async () => {
    const result = await pricing('list', '--org', 'harbor-mortgage');
    expect(result).toEqual({ code: 0, out: ['harbor-mortgage harbor-2026-01: from 2026-01-01 (in force)'] });
  });

  it('shows a sheet as JSON, edits it into a new version and publishes it, audited', async () => {
    const shown = await pricing('show', '--org', 'keystone-referral');
    expect(shown.code).toBe(0);
    const sheet = JSON.parse(shown.out.join('\n')) as {
      version: string;
      effectiveFrom: string;
      creditPolicy: object;
    };
    const file = join(dir, 'keystone.json');
    await writeFile(
      file,
      JSON.stringify({
        ...sheet,
        version: 'keystone-2026-11',
        effectiveFrom: '2026-11-23',
        creditPolicy: { ...sheet.creditPolicy, maxCltvPercent: 80 },
      }),
    );
    expect(await pricing('publish', '--org', 'keystone-referral', '--file', file)).toEqual({
      code: 0,
      out: ['published keystone-referral keystone-2026-11: from 2026-11-23 (in force)'],
    });
    const policy = await currentPricingPolicy(handle.db, 'keystone-referral', '2026-11-23');
    expect(policy).toMatchObject({ version: 'keystone-2026-11', creditPolicy: { maxCltvPercent: 80 } });
    const [audit] = await handle.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'pricing.publish'))
      .orderBy(desc(auditEvents.createdAt))
      .limit(1);
    expect(audit).toMatchObject({
      actorId: 'pricing-command:tester',
      after: { orgCode: 'keystone-referral' },
    });
  });

  it('refuses a sheet out of bounds, or not JSON, saying nothing was changed', async () => {
    const file = join(dir, 'bad.json');
    const shown = JSON.parse((await pricing('show', '--org', 'lintel')).out.join('\n')) as {
      creditPolicy: object;
    };
    await writeFile(
      file,
      JSON.stringify({ ...shown, version: 'bad', creditPolicy: { ...shown.creditPolicy, lineMax: 450_000 } }),
    );
    expect(await pricing('publish', '--org', 'lintel', '--file', file)).toEqual({
      code: 1,
      out: [
        'pricing: refused, nothing was changed:',
        '  - creditPolicy.lineMax $450,000 is above the product maximum of $400,000',
      ],
    });
    await writeFile(file, '{ nope');
    const notJson = await pricing('publish', '--org', 'lintel', '--file', file);
    expect(notJson.code).toBe(1);
    expect(notJson.out[1]).toMatch(/not JSON/);
    expect((await currentPricingPolicy(handle.db, 'lintel', '2026-11-23')).version).toBe('standard-2026-01');
  });

  it('expires a version and answers usage for anything else', async () => {
    expect(
      await pricing(
        'expire',
        '--org',
        'keystone-referral',
        '--version',
        'keystone-2026-11',
        '--on',
        '2026-12-01',
      ),
    ).toEqual({
      code: 0,
      out: ['keystone-referral keystone-2026-11: from 2026-11-23 until 2026-12-01 (in force)'],
    });
    expect((await pricing('publish', '--org', 'lintel')).code).toBe(2);
    expect((await pricing('list', '--nope')).code).toBe(1);
  });
});
