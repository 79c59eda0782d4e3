/**
 * Who the application waits on and how long it usually takes (issue 6: borrowers ask for both). The estimates are
 * ours (decision 108).
 */
export function StepFacts({ waitingOn, expected }: { waitingOn: string; expected: string }) {
  return (
    <dl className="status-list">
      <div>
        <dt>Waiting on</dt>
        <dd>{waitingOn}</dd>
      </div>
      <div>
        <dt>Expected time</dt>
        <dd>{expected}</dd>
      </div>
    </dl>
  );
}
