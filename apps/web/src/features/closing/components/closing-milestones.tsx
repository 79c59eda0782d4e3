import { CLOSING_MILESTONE_LABELS, type ClosingView } from '@lintel/domain/application/closing';

const dateLabel = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/**
 * The application home's record of the closing (issue 18, decision 210): each milestone reached with its date, as
 * the server lists them (it knows the application's own clock and the recording).
 */
export function ClosingMilestones({ closing }: { closing: ClosingView }) {
  if (closing.milestones.length === 0) return null;
  return (
    <>
      <h3 className="heading-m">Your closing</h3>
      <ol className="closing-doc-list">
        {closing.milestones.map((m) => (
          <li key={m.name}>
            {CLOSING_MILESTONE_LABELS[m.name]}
            {m.name === 'RECORDED' && closing.recording
              ? ` (instrument number ${closing.recording.instrumentNumber})`
              : ''}
            : <time dateTime={m.at}>{dateLabel.format(new Date(m.at))}</time>
          </li>
        ))}
      </ol>
    </>
  );
}
