import type { Application } from '@lintel/domain/application/application';
import { useDocumentTitle } from '../../../components/layouts/use-document-title.ts';
import { CallUs } from './lender-contact.tsx';
import { propertyAddressText } from './property-address.ts';
import { StandingFacts } from '../../../components/standing/standing-facts.tsx';

const TITLE = 'We could not find your property in public records';

/**
 * Page review-app/datatree (NO_PROPERTY with datatreeNoMatch, engine state datatreeError): the property-data
 * vendor has no record of the address at all, so ownership and value cannot be checked automatically.
 */
export function DatatreePage({ application }: { application: Application }) {
  useDocumentTitle(TITLE);
  return (
    <div className="stack">
      <h1 className="heading-l">{TITLE}</h1>
      <p>
        We look up every home in public property records to confirm who owns it and what it is worth. Our
        records provider has no record of {propertyAddressText(application)}, so we cannot check it
        automatically.
      </p>
      <StandingFacts />
      <h2 className="heading-m">What you can do</h2>
      <ul className="steps-list">
        <li>
          Check the address: a new build, a recent change of street name or a unit number are the usual
          reasons a home is not found.
        </li>
        <li>Call us. A loan specialist can find the property by its parcel number or your deed.</li>
      </ul>
      <CallUs lead="To go on," />
    </div>
  );
}
