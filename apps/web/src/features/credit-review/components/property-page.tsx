import type { Application } from '@lintel/domain/application/application';
import { useDocumentTitle } from '../../../components/layouts/use-document-title.ts';
import { Loading } from '../../../components/ui/loading.tsx';
import { usePropertyCandidates } from '../api/property-candidates.ts';
import { ChoosePropertyForm } from './choose-property-form.tsx';
import { CallUs } from './lender-contact.tsx';
import { propertyAddressText } from './property-address.ts';
import { StandingFacts } from '../../../components/standing/standing-facts.tsx';

const NONE_TITLE = 'We could not find a property you own at this address';

function NoProperty({ application }: { application: Application }) {
  useDocumentTitle(NONE_TITLE);
  return (
    <div className="stack">
      <h1 className="heading-l">{NONE_TITLE}</h1>
      <p>
        Public property records do not show a home in your name at {propertyAddressText(application)}. A
        home-equity line must be secured on a home you own, so we cannot continue online.
      </p>
      <StandingFacts />
      <h2 className="heading-m">What you can do</h2>
      <ul className="steps-list">
        <li>Check the address you applied with, including any unit number.</li>
        <li>
          If you bought the home recently, or own it through a trust, the records may not show you yet: call
          us and we can review your deed.
        </li>
      </ul>
      <CallUs lead="To go on," />
    </div>
  );
}

/**
 * Page review-app/property: MULTIPLE_PROPERTY lets the borrower choose the home to borrow against; NO_PROPERTY says
 * what to do instead (the candidates list is empty there).
 */
export function PropertyPage({ uuid, application }: { uuid: string; application: Application }) {
  const candidates = usePropertyCandidates(uuid);
  if (candidates.isPending) return <Loading label="Loading the properties in your name" />;
  if (candidates.isError || candidates.data.properties.length === 0)
    return <NoProperty application={application} />;
  return <ChoosePropertyForm uuid={uuid} properties={candidates.data.properties} />;
}
