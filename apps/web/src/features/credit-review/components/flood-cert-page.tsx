import { useDocumentTitle } from '../../../components/layouts/use-document-title.ts';
import { CallUs } from './lender-contact.tsx';
import { StandingFacts } from '../../../components/standing/standing-facts.tsx';

const TITLE = 'We are waiting for your flood zone certificate';

/**
 * Page error/flood-cert (CLOSING_DISCLOSURE_GENERATED while waitingOnFloodCert): federal rules need a flood zone
 * determination before the closing documents; the provider has not issued it yet. An honest wait, no action.
 */
export function FloodCertPage() {
  useDocumentTitle(TITLE);
  return (
    <div className="stack">
      <h1 className="heading-l">{TITLE}</h1>
      <p>
        Your home may be in a flood zone. Before we can prepare your closing documents, federal rules require
        a flood zone certificate for the property. We have ordered it, and the flood certificate provider has
        not issued it yet.
      </p>
      <StandingFacts />
      <p>
        You do not need to do anything now. If the certificate shows the home is in a special flood hazard
        area, you will need flood insurance before closing; we will tell you what to provide.
      </p>
      <CallUs />
    </div>
  );
}
