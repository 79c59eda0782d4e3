import { waitingOnText } from '@lintel/domain/application/standing/standing';
import type { Standing } from '@lintel/domain/application/standing/standing';
import { useOrganisation } from '../../config/organisation/organisation-context.tsx';
import { useStanding } from './standing-context.tsx';

/**
 * "Waiting on" and "Expected time" of the application's standing (issue 6: borrowers ask for both; decision 172:
 * the same words on the page, the home and the dashboard). Renders nothing until the standing is known.
 */
export function StandingFacts({ standing: given }: { standing?: Standing | undefined }) {
  const fromLayout = useStanding();
  const { companyName } = useOrganisation().orgMetaData.companyInfo;
  const standing = given ?? fromLayout;
  if (!standing || standing.waitingOn === 'nobody') return null;
  return (
    <dl className="status-list">
      <div>
        <dt>Waiting on</dt>
        <dd>{waitingOnText(standing, companyName)}</dd>
      </div>
      <div>
        <dt>Expected time</dt>
        <dd>{standing.expected}</dd>
      </div>
    </dl>
  );
}
