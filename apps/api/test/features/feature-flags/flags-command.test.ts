import { FEATURE_FLAG_KEYS } from '@lintel/domain/reference-data/feature-flag-keys';
import { and, desc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../src/platform/db/database.ts';
import { auditEvents } from '../../../src/features/audit/audit-tables.ts';
import { featureFlagOrgValues, featureFlags } from '../../../src/features/feature-flags/feature-flags-tables.ts';
import { evaluateFlag } from '../../../src/features/feature-flags/evaluate-flag.ts';
import { loadFlags } from '../../../src/features/feature-flags/flag-repository.ts';
import { runFlagsCommand } from '../../../src/features/feature-flags/flags-command.ts';
import { cloneTemplateDatabase } from '../../support/template-database.ts';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await cloneTemplateDatabase();
});
afterAll(() => handle.close());

// Advancing, so the latest audit row is the last one written.
let tick = 0;
const clock = { now: () => new Date(Date.UTC(2026, 10, 23, 12, 0, tick++)) };
const actor = { type: 'SYSTEM', id: 'flags-command:tester' } as const;
const flags = (...argv: string[]) => runFlagsCommand(handle.db, clock, actor, argv);

async function effective(key: string, org: string) {
  const [flag] = await loadFlags(handle.db, org, [key]);
  if (!flag) throw new Error(`no flag ${key}`);
  return evaluateFlag(flag);
}

async function lastAudit() {
  const [row] = await handle.db
    .select()
    .from(auditEvents)
    .where(like(auditEvents.action, 'feature-flag.%'))
    .orderBy(desc(auditEvents.createdAt))
    .limit(1);
  return row;
}

describe('npm run flags -- list', () => {
  it('lists every seeded flag with its default and the organisations that differ', async () => {
    const result = await flags('list');
    expect(result.code).toBe(0);
    expect(result.out).toContain('fe-heloc-redesign-2025: on; prairie-lending off');
    expect(result.out).toContain('fe-regulator-review: off; lintel-ny on, lintel-wholesale-ny on');
  });

  it('shows what one organisation gets, marking its own values', async () => {
    const result = await flags('list', '--org', 'lintel-markets');
    expect(result.out).toContain('fe-portfolio-manager-link: on (own value; default off)');
    expect(result.out).toContain('fe-heloc-redesign-2025: on');
    expect(result.out.find((line) => line.startsWith('fe-heloc-maintenance: on'))).toContain(
      '"/register-v2"',
    );
  });

  it('answers JSON for scripts', async () => {
    const result = await flags('list', '--json');
    const parsed = JSON.parse(result.out[0] ?? '') as { key: string }[];
    expect(parsed.map((flag) => flag.key)).toContain(FEATURE_FLAG_KEYS.webchat);
  });
});

describe('npm run flags -- set', () => {
  it('switches one organisation without touching the others, and audits who and what', async () => {
    const result = await flags('set', FEATURE_FLAG_KEYS.portfolioLink, 'on', '--org', 'harbor-mortgage');
    expect(result).toEqual({ code: 0, out: ['fe-portfolio-manager-link: on (own value; default off)'] });
    expect((await effective(FEATURE_FLAG_KEYS.portfolioLink, 'harbor-mortgage')).enabled).toBe(true);
    expect((await effective(FEATURE_FLAG_KEYS.portfolioLink, 'summit-home-loans')).enabled).toBe(false);
    const audit = await lastAudit();
    expect(audit).toMatchObject({
      actorType: 'SYSTEM',
      actorId: 'flags-command:tester',
      action: 'feature-flag.set',
      before: null,
      after: {
        key: FEATURE_FLAG_KEYS.portfolioLink,
        orgCode: 'harbor-mortgage',
        enabled: true,
        variables: {},
      },
    });
  });

  it('puts maintenance on one screen of a lender with variables merged over the defaults', async () => {
    const result = await flags(
      'set',
      FEATURE_FLAG_KEYS.maintenance,
      'on',
      '--org',
      'lintel',
      '--var',
      'routes=["/register-v2/annual-income"]',
      '--var',
      'pageTitle="Back soon"',
    );
    expect(result.code).toBe(0);
    const decision = await effective(FEATURE_FLAG_KEYS.maintenance, 'lintel');
    expect(decision.enabled).toBe(true);
    expect(decision.variables).toMatchObject({
      routes: ['/register-v2/annual-income'],
      pageTitle: 'Back soon',
      shouldShowDashboardLink: false,
    });
  });

  it('changes the default for every organisation without a value of its own', async () => {
    expect((await flags('set', FEATURE_FLAG_KEYS.streamChat, 'on')).code).toBe(0);
    expect((await effective(FEATURE_FLAG_KEYS.streamChat, 'prairie-lending')).enabled).toBe(true);
    const [row] = await handle.db
      .select()
      .from(featureFlags)
      .where(eq(featureFlags.key, FEATURE_FLAG_KEYS.streamChat));
    expect(row?.enabled).toBe(true);
    expect((await lastAudit())?.before).toEqual({
      key: FEATURE_FLAG_KEYS.streamChat,
      enabled: false,
      variables: {},
    });
  });

  it.each([
    [['set', 'fe-no-such-flag', 'on'], /Unknown flag "fe-no-such-flag". Known flags: .*fe-webchat/],
    [['set', FEATURE_FLAG_KEYS.webchat, 'on', '--org', 'nowhere'], /Unknown organisation "nowhere"/],
    [['set', FEATURE_FLAG_KEYS.webchat, 'on', '--var', 'x=1'], /Flag "fe-webchat" has no variables/],
    [
      ['set', FEATURE_FLAG_KEYS.maintenance, 'on', '--var', 'routes="/register"'],
      /must be a JSON array, got string/,
    ],
    [['set', FEATURE_FLAG_KEYS.maintenance, 'on', '--var', 'routes=["register"]'], /each route is a path/],
    [
      ['set', FEATURE_FLAG_KEYS.maintenance, 'on', '--var', 'colour="red"'],
      /no variable "colour". Its variables: /,
    ],
    [
      ['set', FEATURE_FLAG_KEYS.disasterZips, 'on', '--var', 'disasterZips=["9026"]'],
      /each zip has five digits/,
    ],
    [['set', FEATURE_FLAG_KEYS.maintenance, 'on', '--var', 'message=Back soon'], /is not JSON/],
    [['set', FEATURE_FLAG_KEYS.webchat, 'on', '--colour'], /Unknown option '--colour'/],
  ])('refuses %j and changes nothing', async (argv, message) => {
    const before = await handle.db.select().from(featureFlagOrgValues);
    const result = await flags(...argv);
    expect(result.code).toBe(1);
    expect(result.out.join('\n')).toMatch(message);
    expect(await handle.db.select().from(featureFlagOrgValues)).toEqual(before);
  });

  it('prints the usage for anything it cannot read', async () => {
    for (const argv of [[], ['set', FEATURE_FLAG_KEYS.webchat, 'maybe'], ['remove', 'x']]) {
      const result = await flags(...argv);
      expect(result.code).toBe(2);
      expect(result.out[0]).toContain('npm run flags -- set KEY on|off');
    }
  });
});

describe('npm run flags -- clear', () => {
  it("removes an organisation's own value so it follows the default again", async () => {
    expect((await flags('clear', FEATURE_FLAG_KEYS.redesign, '--org', 'prairie-lending')).out).toEqual([
      'fe-heloc-redesign-2025: prairie-lending follows the default again',
    ]);
    expect((await effective(FEATURE_FLAG_KEYS.redesign, 'prairie-lending')).enabled).toBe(true);
    expect(await lastAudit()).toMatchObject({ action: 'feature-flag.clear', after: null });
    const again = await flags('clear', FEATURE_FLAG_KEYS.redesign, '--org', 'prairie-lending');
    expect(again.out).toEqual(['fe-heloc-redesign-2025: prairie-lending had no value of its own']);
    const rows = await handle.db
      .select()
      .from(featureFlagOrgValues)
      .where(and(eq(featureFlagOrgValues.flagKey, FEATURE_FLAG_KEYS.redesign)));
    expect(rows).toEqual([]);
  });
});
