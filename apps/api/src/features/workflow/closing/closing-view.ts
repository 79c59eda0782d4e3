import type { closingStatus } from '@lintel/domain/api/endpoints/closing-actions';
import type { ClosingView } from '@lintel/domain/application/closing';
import type { ReadContext } from '../steps/step-module.ts';
import { CLOSING_DOCUMENTS } from './closing-documents.ts';
import { findClosing, type ClosingRow } from './closing-repository.ts';
import { applicationClock } from './sandbox-clock-offset.ts';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

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
    funding:
      row?.fundedAt && row.fundingReference
        ? { fundedAt: row.fundedAt.toISOString(), reference: row.fundingReference }
        : null,
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
