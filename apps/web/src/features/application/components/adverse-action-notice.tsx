import type { AdverseAction } from '@lintel/domain/application/adverse-action';

function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}

/** Principal reasons (at most four, most important first) and the credit score used with its source. */
export function AdverseActionNotice({ notice }: { notice: AdverseAction }) {
  const { creditScore } = notice;
  return (
    <>
      <section aria-labelledby="reasons-heading" className="stack">
        <h2 id="reasons-heading" className="heading-m">
          Principal reasons for our decision
        </h2>
        <ol>
          {notice.reasons.map((reason) => (
            <li key={reason.code}>{reason.text}</li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="score-heading" className="stack">
        <h2 id="score-heading" className="heading-m">
          The credit score we used
        </h2>
        <dl className="summary-list">
          <div className="summary-list__row">
            <dt>Your credit score</dt>
            <dd>
              {creditScore.score} ({creditScore.model}, on a scale of {creditScore.range.min} to{' '}
              {creditScore.range.max})
            </dd>
          </div>
          <div className="summary-list__row">
            <dt>Source</dt>
            <dd>
              {creditScore.source.bureau}, {creditScore.source.pull === 'HARD' ? 'full' : 'soft'} credit check
              of {formatDate(creditScore.source.pulledAt)} (report {creditScore.source.reportId})
            </dd>
          </div>
          {creditScore.keyFactors.length > 0 ? (
            <div className="summary-list__row">
              <dt>Key factors that lowered your score</dt>
              <dd>
                <ul>
                  {creditScore.keyFactors.map((factor) => (
                    <li key={factor}>{factor}</li>
                  ))}
                </ul>
              </dd>
            </div>
          ) : null}
        </dl>
      </section>
    </>
  );
}
