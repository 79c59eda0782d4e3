import { SERVER_STEPS } from '@lintel/domain/server-steps/server-step';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications } from '../../../../src/features/applications/tables/application-table.ts';
import { auditEvents } from '../../../../src/features/audit/audit-tables.ts';
import { canTransition, nextSteps } from '../../../../src/features/workflow/steps/transitions.ts';
import {
  IllegalTransitionError,
  StaleStepError,
  transition,
} from '../../../../src/features/workflow/steps/transition-service.ts';
import { newApplication, signedInIdentity } from '../../applications/application-test-kit.ts';
import { manualClock } from '../../identity/identity-test-kit.ts';
import { createTestApp, type TestApp } from '../../../support/test-app.ts';

const clock = manualClock();
let t: TestApp;
let applicationId: string;
const actor = { type: 'AGENT', id: 'test' } as const;

async function state() {
  const [row] = await t.db.select().from(applications).where(eq(applications.id, applicationId));
  const audits = await t.db.select().from(auditEvents).where(eq(auditEvents.applicationId, applicationId));
  return { step: row?.serverStep, decision: row?.decision, audits: audits.length };
}

beforeAll(async () => {
  t = await createTestApp({ clock });
  const owner = await signedInIdentity(t.db, clock);
  applicationId = await newApplication(t.db, clock, owner, { step: 'LIEN_VERIFICATION' });
});
afterAll(() => t.close());

describe('transition table', () => {
  it('lets the happy path through and nothing jumps straight to funding', () => {
    const happy = [
      'WAITING_FOR_CREDIT',
      'LIEN_VERIFICATION',
      'WAITING_FOR_UNDERWRITING',
      'OFFER_SELECTION',
      'COLLECT_ADDITIONAL_INFO',
      'HMDA',
      'SUMMARY_DISCLOSURE',
      'APP_SUBMISSION',
      'INCOME_VERIFICATION',
      'DISBURSEMENT_ACCOUNT',
      'IDENTITY_VERIFICATION',
      'CLOSING_DISCLOSURE_GENERATED',
      'NOTE_SIGNING',
      'NOTARY_DISCLOSURE',
      'DEED_SIGNING',
      'RESCISSION',
      'FUNDABLE',
      'COMPLETE',
    ] as const;
    for (let i = 1; i < happy.length; i += 1)
      expect(canTransition(happy[i - 1]!, happy[i]!), happy[i]).toBe(true);
    expect(canTransition('OFFER_SELECTION', 'FUNDABLE')).toBe(false);
    expect(canTransition('WAITING_FOR_CREDIT', 'OFFER_SELECTION')).toBe(false);
  });

  it('lets nothing leave COMPLETE, CANCELLED or DECLINED, and any open step be cancelled', () => {
    for (const final of ['COMPLETE', 'CANCELLED', 'DECLINED'] as const) {
      expect(nextSteps(final)).toEqual([]);
      for (const to of SERVER_STEPS) expect(canTransition(final, to)).toBe(false);
    }
    expect(canTransition('NOTE_SIGNING', 'CANCELLED')).toBe(true);
  });
});

describe('transition service', () => {
  it('moves the step, writes the changes and one audit row in the same transaction', async () => {
    const before = await state();
    await transition(t.db, clock, {
      applicationId,
      to: 'WAITING_FOR_UNDERWRITING',
      actor,
      changes: { liensComplete: true },
    });
    const after = await state();
    expect(after).toMatchObject({ step: 'WAITING_FOR_UNDERWRITING', audits: before.audits + 1 });
    const [audit] = await t.db.select().from(auditEvents).where(eq(auditEvents.action, 'step.transition'));
    expect(audit).toMatchObject({
      applicationId,
      actorType: 'AGENT',
      before: { serverStep: 'LIEN_VERIFICATION', liensComplete: false },
      after: { serverStep: 'WAITING_FOR_UNDERWRITING', liensComplete: true },
    });
  });

  it('refuses an illegal move and writes nothing', async () => {
    const before = await state();
    await expect(
      transition(t.db, clock, { applicationId, to: 'FUNDABLE', actor, changes: { decision: 'APPROVED' } }),
    ).rejects.toBeInstanceOf(IllegalTransitionError);
    expect(await state()).toEqual(before);
  });

  it('refuses when the application is no longer in the expected step', async () => {
    const before = await state();
    await expect(
      transition(t.db, clock, {
        applicationId,
        from: 'LIEN_VERIFICATION',
        to: 'WAITING_FOR_UNDERWRITING',
        actor,
      }),
    ).rejects.toBeInstanceOf(StaleStepError);
    expect(await state()).toEqual(before);
  });

  it('rolls the move back when the surrounding transaction fails', async () => {
    const before = await state();
    await expect(
      t.db.transaction(async (tx) => {
        await transition(tx, clock, { applicationId, to: 'OFFER_SELECTION', actor });
        throw new Error('later write failed');
      }),
    ).rejects.toThrow('later write failed');
    expect(await state()).toEqual(before);
  });

  it('lets the database refuse a step that is not in the shared list', async () => {
    await expect(
      t.db.update(applications).set({ serverStep: 'TELEPORT' }).where(eq(applications.id, applicationId)),
    ).rejects.toThrow();
  });
});
