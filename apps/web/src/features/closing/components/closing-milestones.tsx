import type { ClosingView } from '@lintel/domain/application/closing';

const dateLabel = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** The closing's milestones reached (the session once booked), oldest first, with the closing row's own dates. */
export function closingMilestones(closing: ClosingView, now: number): { label: string; at: string }[] {
  const list: { label: string; at: string | null | undefined }[] = [
    { label: 'Documents signed', at: closing.envelope?.signedAt },
    {
      label: closing.notary?.kind === 'MANUAL' ? 'In-person notary appointment' : 'Online notary session',
      at: closing.notary?.startsAt,
    },
    { label: 'Deed signed and notarized', at: closing.notary?.deedSignedAt },
    closing.rescission?.cancelledAt
      ? { label: 'Line of credit cancelled', at: closing.rescission.cancelledAt }
      : {
          label: 'Right to cancel ended; mortgage sent for recording',
          // Passed once funded (the sandbox clock may run ahead of this browser's) or by this browser's clock.
          at:
            closing.rescission && (closing.funding || new Date(closing.rescission.endsAt).getTime() <= now)
              ? closing.rescission.endsAt
              : null,
        },
    { label: 'Line of credit funded', at: closing.funding?.fundedAt },
  ];
  return list
    .filter((m): m is { label: string; at: string } => Boolean(m.at))
    .sort((a, b) => a.at.localeCompare(b.at));
}

/** The application home's record of the closing (issue 18): each milestone reached, with its date. */
export function ClosingMilestones({ closing }: { closing: ClosingView }) {
  const milestones = closingMilestones(closing, Date.now());
  if (milestones.length === 0) return null;
  return (
    <>
      <h3 className="heading-m">Your closing</h3>
      <ol className="closing-doc-list">
        {milestones.map((m) => (
          <li key={m.label}>
            {m.label}: <time dateTime={m.at}>{dateLabel.format(new Date(m.at))}</time>
          </li>
        ))}
      </ol>
    </>
  );
}
