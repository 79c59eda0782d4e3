import { hashInt, simulateLatency, type SandboxOptions } from '../sandbox-support.ts';
import { subjectSeed, type ProviderSubject } from '../subject.ts';
import {
  ID_CHECK_FAILS_LAST_NAME,
  sandboxIdentityQuestions,
  type IdentityQuestion,
} from './identity-questions.ts';
import type { BookingResult, Notary, NotarySlot, SessionStatus } from './notary.ts';

/** Applicants with this last name have no remote notary on offer: they take the manual (in-person) variant. */
export const NO_REMOTE_NOTARY_LAST_NAME = 'Nonotary';
/** Slots start on the hour, 16:00-21:00 UTC (morning to early afternoon across the contiguous states). */
export const SLOT_HOURS_UTC = [16, 17, 18, 19, 20, 21] as const;
export const SLOT_DAYS = 3;
export const SESSION_MINUTES = 45;
export const MANUAL_APPOINTMENT_MINUTES = 60;

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
const NOTARIES = ['Jordan Reyes', 'Avery Chen', 'Morgan Patel', 'Riley Okafor'] as const;

/**
 * Deterministic and stateless: slots follow from the time asked, a booking is accepted when its start is one of
 * them, and a session is complete once its end has passed on the caller's clock.
 */
export class SandboxNotary implements Notary {
  private readonly latencyMs: number;

  constructor(options: SandboxOptions = {}) {
    this.latencyMs = options.latencyMs ?? 0;
  }

  async availableSlots({ subject, from }: { subject: ProviderSubject; from: Date }): Promise<NotarySlot[]> {
    await simulateLatency(this.latencyMs);
    return offeredSlots(subject, from);
  }

  async bookSession({
    subject,
    start,
    at,
  }: {
    subject: ProviderSubject;
    start: Date;
    at: Date;
  }): Promise<BookingResult> {
    await simulateLatency(this.latencyMs);
    const slot = offeredSlots(subject, at).find((s) => s.start.getTime() === start.getTime());
    if (!slot) return { outcome: 'UNAVAILABLE' };
    return { outcome: 'BOOKED', ...booking(subject, 'RON', slot) };
  }

  async requestManualNotary({
    subject,
    requestedTime,
  }: {
    subject: ProviderSubject;
    requestedTime: Date;
  }): Promise<BookingResult> {
    await simulateLatency(this.latencyMs);
    const end = new Date(requestedTime.getTime() + MANUAL_APPOINTMENT_MINUTES * MINUTE_MS);
    return { outcome: 'BOOKED', ...booking(subject, 'MAN', { start: requestedTime, end }) };
  }

  async sessionStatus({ end, at }: { sessionId: string; end: Date; at: Date }): Promise<SessionStatus> {
    await simulateLatency(this.latencyMs);
    return at.getTime() >= end.getTime() ? 'COMPLETED' : 'SCHEDULED';
  }

  async cancelSession(): Promise<void> {
    // Stateless: a released slot is offered again because offers follow from the time alone.
    await simulateLatency(this.latencyMs);
  }

  async checkCredential({ subject }: { subject: ProviderSubject }): Promise<{ verified: boolean }> {
    await simulateLatency(this.latencyMs);
    const fails = subject.lastName.trim().toLowerCase() === ID_CHECK_FAILS_LAST_NAME.toLowerCase();
    return { verified: !fails };
  }

  async identityQuestions({
    subject,
    attemptSeed,
  }: {
    subject: ProviderSubject;
    attemptSeed: string;
  }): Promise<IdentityQuestion[]> {
    await simulateLatency(this.latencyMs);
    return sandboxIdentityQuestions(subject, attemptSeed);
  }
}

function booking(subject: ProviderSubject, kind: string, slot: NotarySlot) {
  const seed = `${subjectSeed(subject)}|${slot.start.toISOString()}`;
  return {
    sessionId: `SBX-${kind}-${hashInt(seed, 100_000, 999_999)}`,
    notaryName: NOTARIES[hashInt(seed, 0, NOTARIES.length - 1)] ?? NOTARIES[0],
    start: slot.start,
    end: slot.end,
  };
}

/** The next SLOT_DAYS weekdays after `from`'s UTC day, every hour of SLOT_HOURS_UTC. */
function offeredSlots(subject: ProviderSubject, from: Date): NotarySlot[] {
  if (subject.lastName.trim().toLowerCase() === NO_REMOTE_NOTARY_LAST_NAME.toLowerCase()) return [];
  const slots: NotarySlot[] = [];
  const day = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate()));
  while (slots.length < SLOT_DAYS * SLOT_HOURS_UTC.length) {
    day.setTime(day.getTime() + DAY_MS);
    const weekday = day.getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    for (const hour of SLOT_HOURS_UTC) {
      const start = new Date(day.getTime() + hour * 60 * MINUTE_MS);
      slots.push({ start, end: new Date(start.getTime() + SESSION_MINUTES * MINUTE_MS) });
    }
  }
  return slots;
}
