import type { closingStatus } from '@lintel/domain/api/endpoints/closing-actions';
import type { ClosingMilestone, ClosingView } from '@lintel/domain/application/closing';
import type { ReadContext } from '../steps/step-module.ts';
import { CLOSING_DOCUMENTS } from './closing-documents.ts';
import { findClosing, type ClosingRow } from './closing-repository.ts';
import { applicationClock } from './sandbox-clock-offset.ts';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/**
 * The milestones reached, oldest first (a stable sort keeps the chain's order for equal times): the right to cancel
 * has ended once the mortgage is recorded or the line funded, or when the application's own clock is past it.
 */
export function closingMilestones(
  row: ClosingRow | undefined,
  now: Date,
): { name: ClosingMilestone; at: string }[] {
  if (!row) return [];
  const ended =
    row.rescissionEndsAt &&
    !row.cancelledAt &&
    (row.recordedAt || row.fundedAt || row.rescissionEndsAt.getTime() <= now.getTime())
      ? row.rescissionEndsAt
      : null;
  const list: [ClosingMilestone, Date | null][] = [
    ['DOCUMENTS_SIGNED', row.noteSignedAt],
    [row.notaryKind === 'MANUAL' ? 'NOTARY_APPOINTMENT' : 'NOTARY_SESSION', row.notaryStartsAt],
    ['DEED_SIGNED', row.deedSignedAt],
    ['CANCELLED', row.cancelledAt],
    ['RESCISSION_ENDED', ended],
    ['RECORDED', row.recordedAt],
    ['FUNDED', row.fundedAt],
  ];
  return list
    .filter((m): m is [ClosingMilestone, Date] => m[1] !== null)
    .sort((a, b) => a[1].getTime() - b[1].getTime())
    .map(([name, at]) => ({ name, at: at.toISOString() }));
}

/** What the closing pages show beyond the application's status flags; every part is null until it exists. */
export function toClosingView(row: ClosingRow | undefined, now: Date): ClosingView {
  return {
    now: now.toISOString(),
    envelope:
      row?.envelopeId && row.envelopeStatus
        ? {
            envelopeId: row.envelopeId,
            status: row.envelopeStatus as 'SENT' | 'COMPLETED' | 'DECLINED',
            documents: [...CLOSING_DOCUMENTS],
            signedAt: iso(row.noteSignedAt),
          }
        : null,
    notary: row?.notaryKind
      ? {
          kind: row.notaryKind as 'REMOTE' | 'MANUAL',
          sessionId: row.notarySessionId,
          notaryName: row.notaryName,
          startsAt: iso(row.notaryStartsAt),
          endsAt: iso(row.notaryEndsAt),
          deedSignedAt: iso(row.deedSignedAt),
        }
      : null,
    rescission: row?.rescissionEndsAt
      ? { endsAt: row.rescissionEndsAt.toISOString(), cancelledAt: iso(row.cancelledAt) }
      : null,
    recording:
      row?.recordedAt && row.recordingNumber
        ? { recordedAt: row.recordedAt.toISOString(), instrumentNumber: row.recordingNumber }
        : null,
    funding:
      row?.fundedAt && row.fundingReference
        ? { fundedAt: row.fundedAt.toISOString(), reference: row.fundingReference }
        : null,
    milestones: closingMilestones(row, now),
  };
}

/** GET …/closing: what the closing pages show, every part null until it exists. */
export async function closingViewAnswer({
  deps,
  access,
}: ReadContext<typeof closingStatus>): Promise<ClosingView> {
  const clock = await applicationClock(deps, access.id);
  return toClosingView(await findClosing(deps.db, access.id), clock.now());
}
