import { WALLET_ACCOUNTS_PATH, walletAccountsSchema } from '@lintel/domain/shell-contracts/wallet';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../../../src/features/audit/audit-tables.ts';
import { closingWorld, headersNow, HOUR, placedApplication, type ClosingWorld } from './closing-kit.ts';

let world: ClosingWorld;
beforeAll(async () => {
  world = await closingWorld();
});
afterAll(() => world.t.close());

/**
 * The application's moves as the audit trail has them: the step moved to and the checklist status it left. One settle
 * may pass several steps at one clock time, so their order is read from the checklist, not from the row times.
 */
async function moves(id: string): Promise<{ to: string; checklistBefore: unknown }[]> {
  const rows = await world.t.db
    .select({ before: auditEvents.before, after: auditEvents.after })
    .from(auditEvents)
    .where(and(eq(auditEvents.applicationId, id), eq(auditEvents.action, 'step.transition')))
    .orderBy(asc(auditEvents.createdAt));
  return rows.map((row) => ({
    to: (row.after as { serverStep: string }).serverStep,
    checklistBefore: (row.before as { checklistStatus?: unknown } | null)?.checklistStatus,
  }));
}

type View = {
  recording: { recordedAt: string; instrumentNumber: string } | null;
  milestones: { name: string; at: string }[];
};

describe('the closing passes through RECORDING and lists every milestone (spec 000 checklist, decision 210)', () => {
  it('after funding: every milestone in order with its date, the recording with its number, each notified', async () => {
    const j = await placedApplication(world, {
      borrower: { firstName: 'Robin', lastName: 'Recorded', dob: '1980-05-02' },
    });
    const view = async () => (await j.act('GET', 'closing')).json() as View;
    await j.act('POST', 'closing/accept', { accepted: true });
    await j.act('POST', 'signing/sign', { signedName: 'Robin Recorded', consent: true });
    const signedAt = world.clock.now().toISOString();
    const { slots } = (await j.act('GET', 'notary/slots')).json() as {
      slots: { start: string; end: string }[];
    };
    const slot = slots[0];
    if (!slot) throw new Error('No notary slot offered');
    await j.act('POST', 'notary/session', { start: slot.start, disclosuresAccepted: true });
    await j.insure();
    expect((await view()).milestones.map((m) => m.name)).toEqual(['DOCUMENTS_SIGNED', 'NOTARY_SESSION']);

    world.clock.advance(new Date(slot.end).getTime() - world.clock.now().getTime());
    expect(await j.settle()).toBe('RESCISSION');
    const deedSignedAt = world.clock.now().toISOString();
    const { rescission } = (await j.act('GET', 'closing')).json() as { rescission: { endsAt: string } };
    // While the right to cancel runs it is not a milestone yet.
    expect((await view()).milestones.map((m) => m.name)).toEqual([
      'DOCUMENTS_SIGNED',
      'NOTARY_SESSION',
      'DEED_SIGNED',
    ]);

    world.clock.advance(new Date(rescission.endsAt).getTime() + HOUR - world.clock.now().getTime());
    const recordedAt = world.clock.now().toISOString();
    expect(await j.settle()).toBe('COMPLETE');
    // RESCISSION -> RECORDING -> FUNDABLE: the recording is a step of its own between them.
    const taken = await moves(j.id);
    expect(taken).toContainEqual({ to: 'RECORDING', checklistBefore: 'RESCISSION' });
    expect(taken).toContainEqual({ to: 'FUNDABLE', checklistBefore: 'RECORDING' });
    expect((await j.application()).status?.checklistStatus).toBe('FUNDABLE');

    const funded = await view();
    expect(funded.recording).toEqual({ recordedAt, instrumentNumber: expect.stringMatching(/^2026-\d{6}$/) });
    expect(funded.milestones).toEqual([
      { name: 'DOCUMENTS_SIGNED', at: signedAt },
      { name: 'NOTARY_SESSION', at: slot.start },
      { name: 'DEED_SIGNED', at: deedSignedAt },
      { name: 'RESCISSION_ENDED', at: rescission.endsAt },
      { name: 'RECORDED', at: recordedAt },
      { name: 'FUNDED', at: recordedAt },
    ]);
    const audit = await j.audit();
    expect(audit.indexOf('provider.recording.recorded')).toBeLessThan(audit.indexOf('funding.disbursed'));

    const wallet = await world.t.app.inject({
      url: WALLET_ACCOUNTS_PATH,
      headers: await headersNow(world, j.borrower),
    });
    const titles = (walletAccountsSchema.parse(wallet.json()).accounts[0]?.notifications ?? []).map(
      (n) => n.title,
    );
    for (const title of [
      'Your deed is signed and notarized',
      'Your mortgage is being recorded',
      'Your right to cancel has ended',
      'Your line of credit is funded',
    ])
      expect(titles).toContain(title);
  });
});
