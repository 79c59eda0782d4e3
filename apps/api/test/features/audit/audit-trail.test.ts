import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordAudit } from '../../../src/features/audit/audit-log.ts';
import { maskSecrets } from '../../../src/features/audit/mask-secrets.ts';
import { auditEvents } from '../../../src/features/audit/audit-tables.ts';
import { manualClock } from '../identity/identity-test-kit.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

const clock = manualClock();
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

describe('audit trail', () => {
  it('stores who, when, what and before/after with secrets masked', async () => {
    await recordAudit(t.db, clock, {
      actor: { type: 'BORROWER', id: 'b-1' },
      action: 'borrower.ssn',
      before: { hasSsn: false },
      after: { ssn: '123-45-6789', nested: { accountNumber: '000123456789', routingNumber: '021000021' } },
    });
    const [row] = await t.db.select().from(auditEvents).where(eq(auditEvents.action, 'borrower.ssn'));
    expect(row).toMatchObject({
      actorType: 'BORROWER',
      actorId: 'b-1',
      createdAt: clock.now(),
      before: { hasSsn: false },
      after: { ssn: '[REDACTED]', nested: { accountNumber: '[REDACTED]', routingNumber: '[REDACTED]' } },
    });
    expect(JSON.stringify(row)).not.toContain('6789');
  });

  it('refuses UPDATE, DELETE and TRUNCATE at the database level', async () => {
    const [{ count: before } = { count: 0 }] = await t.db
      .select({ count: sql<number>`count(*)::int` })
      .from(auditEvents);
    expect(before).toBeGreaterThan(0);
    await expect(t.db.update(auditEvents).set({ action: 'rewritten' })).rejects.toThrow();
    await expect(t.db.delete(auditEvents)).rejects.toThrow();
    await expect(t.db.execute(sql`truncate audit_events`)).rejects.toThrow();
    const [{ count: after } = { count: 0 }] = await t.db
      .select({ count: sql<number>`count(*)::int` })
      .from(auditEvents);
    expect(after).toBe(before);
    const rewritten = await t.db.select().from(auditEvents).where(eq(auditEvents.action, 'rewritten'));
    expect(rewritten).toEqual([]);
  });

  it('masks secret-looking keys at any depth and leaves the rest', () => {
    expect(maskSecrets({ a: [{ pin: '1234', value: 5 }], password: 'x', note: null, token: null })).toEqual({
      a: [{ pin: '[REDACTED]', value: 5 }],
      password: '[REDACTED]',
      note: null,
      token: null,
    });
  });
});
