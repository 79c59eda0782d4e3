import { waitingOnText } from '@lintel/domain/application/standing/standing';
import type { Standing } from '@lintel/domain/application/standing/standing';
import { useOrganisation } from '../../../config/organisation/organisation-context.tsx';
import { ProgressBar, currentStepText } from './progress-meter.tsx';
import './step-status-line.css';

/** "Waiting on: X. Usually …." without a doubled period when the name ends in one ("Summit Home Loans, Inc."). */
function sentence(text: string): string {
  return text.endsWith('.') ? text : `${text}.`;
}

/**
 * One application's status in a list: the standing the server sent with the application (decision 172), so the
 * dashboard says what the application's own pages say, with no status call of its own; the progress bar is the
 * home's, so the two look like one product (issue 16).
 */
export function StepStatusLine({
  standing,
  viewerIsSigner = false,
}: {
  standing: Standing | null | undefined;
  viewerIsSigner?: boolean;
}) {
  const { companyName } = useOrganisation().orgMetaData.companyInfo;
  if (!standing) return <p>We could not get the latest status.</p>;
  const current = currentStepText(standing.progress);
  return (
    <div className="entry-status">
      <p className="entry-status__headline">{standing.headline}</p>
      <div className="entry-status__progress">
        <p className="caption">{current ? `${current.position}: ${current.label}` : 'Every step is done'}</p>
        <ProgressBar progress={standing.progress} />
      </div>
      {standing.waitingOn === 'nobody' ? null : (
        <p className="caption">{`Waiting on: ${sentence(waitingOnText(standing, companyName, viewerIsSigner))} ${sentence(standing.expected)}`}</p>
      )}
    </div>
  );
}
