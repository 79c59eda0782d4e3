import { describe, expect, it } from 'vitest';
import { SandboxESign } from '../../../../src/providers/e-sign/sandbox-e-sign.ts';
import { SandboxNotary } from '../../../../src/providers/notary/sandbox-notary.ts';
import type { ProviderSubject } from '../../../../src/providers/subject.ts';

const subject = (lastName = 'Happy'): ProviderSubject => ({
  firstName: 'Casey',
  lastName,
  propertyAddress: { street1: '12 Elm Street', city: 'Denver', state: 'CO', zip: '80202' },
});
const FRIDAY = new Date('2026-11-27T20:00:00Z');

describe('sandbox e-sign', () => {
  const eSign = new SandboxESign();
  const documents = [{ type: 'HELOC_AGREEMENT', title: 'Agreement' }];

  it('gives the same envelope for the same reference and completes the ceremony', async () => {
    const a = await eSign.createEnvelope({ reference: 'app-1', subject: subject(), documents });
    const b = await eSign.createEnvelope({ reference: 'app-1', subject: subject(), documents });
    const other = await eSign.createEnvelope({ reference: 'app-2', subject: subject(), documents });
    expect(a).toEqual(b);
    expect(a.envelopeId).not.toBe(other.envelopeId);
    const done = await eSign.sign({
      envelopeId: a.envelopeId,
      subject: subject(),
      signedName: 'Casey Happy',
      signedAt: FRIDAY,
    });
    expect(done).toMatchObject({ status: 'COMPLETED', completedAt: FRIDAY.toISOString() });
  });

  it('declines for last name Nosign', async () => {
    const done = await eSign.sign({
      envelopeId: 'x',
      subject: subject('NOSIGN'),
      signedName: 'x',
      signedAt: FRIDAY,
    });
    expect(done.status).toBe('DECLINED');
  });

  it('waits its configured latency', async () => {
    const slow = new SandboxESign({ latencyMs: 60 });
    const started = Date.now();
    await slow.createEnvelope({ reference: 'r', subject: subject(), documents });
    expect(Date.now() - started).toBeGreaterThanOrEqual(55);
  });
});

describe('sandbox notary', () => {
  const notary = new SandboxNotary();

  it('offers weekday slots after the day asked, skipping the weekend', async () => {
    const slots = await notary.availableSlots({ subject: subject(), from: FRIDAY });
    expect(slots).toHaveLength(18);
    expect(slots[0]?.start.toISOString()).toBe('2026-11-30T16:00:00.000Z'); // Monday
    expect(slots.every((s) => ![0, 6].includes(s.start.getUTCDay()))).toBe(true);
    expect(await notary.availableSlots({ subject: subject('Nonotary'), from: FRIDAY })).toEqual([]);
  });

  it('books only an offered slot; the session completes once it has ended', async () => {
    const start = new Date('2026-11-30T17:00:00Z');
    const booked = await notary.bookSession({ subject: subject(), start, at: FRIDAY });
    expect(booked).toMatchObject({ outcome: 'BOOKED', end: new Date('2026-11-30T17:45:00Z') });
    expect(
      await notary.bookSession({ subject: subject(), start: new Date('2026-11-30T17:30:00Z'), at: FRIDAY }),
    ).toEqual({
      outcome: 'UNAVAILABLE',
    });
    if (booked.outcome !== 'BOOKED') throw new Error('not booked');
    const at = (iso: string) =>
      notary.sessionStatus({ sessionId: booked.sessionId, end: booked.end, at: new Date(iso) });
    expect(await at('2026-11-30T17:44:00Z')).toBe('SCHEDULED');
    expect(await at('2026-11-30T17:45:00Z')).toBe('COMPLETED');
  });

  it('arranges a one-hour in-person appointment at the requested time', async () => {
    const requestedTime = new Date('2026-12-02T18:00:00Z');
    expect(await notary.requestManualNotary({ subject: subject(), requestedTime })).toMatchObject({
      outcome: 'BOOKED',
      sessionId: expect.stringMatching(/^SBX-MAN-/),
      start: requestedTime,
      end: new Date('2026-12-02T19:00:00Z'),
    });
  });
});

describe('sandbox notary latency', () => {
  it('waits its configured latency on every call', async () => {
    const slow = new SandboxNotary({ latencyMs: 60 });
    const started = Date.now();
    await slow.availableSlots({ subject: subject(), from: FRIDAY });
    expect(Date.now() - started).toBeGreaterThanOrEqual(55);
  });
});
