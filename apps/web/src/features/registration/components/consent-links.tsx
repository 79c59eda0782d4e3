import type { CompanyInfo } from '@lintel/domain/organisation/organisation';
import { NewTabLink } from './new-tab-link.tsx';

/** Where the communications consent's page lives (spec 000 §2: /communications is a site page). */
const COMMUNICATIONS_PATH = '/communications';

type Links = Pick<CompanyInfo, 'termsOfUseUrl' | 'privacyPolicyUrl'>;

/** "I agree to the Terms of Use and the Privacy Policy.", both linked. */
export function TermsPrivacyLabel({ info }: { info: Links }) {
  return (
    <>
      I agree to the <NewTabLink href={info.termsOfUseUrl}>Terms of Use</NewTabLink> and the{' '}
      <NewTabLink href={info.privacyPolicyUrl}>Privacy Policy</NewTabLink>.
    </>
  );
}

/** The communications consent, its subject linked to the E-SIGN page. */
export function CommunicationsLabel({ companyName, suffix = '' }: { companyName: string; suffix?: string }) {
  return (
    <>
      I agree to receive{' '}
      <NewTabLink href={COMMUNICATIONS_PATH}>communications from {companyName} electronically</NewTabLink>
      {suffix}.
    </>
  );
}
