import { useRef } from 'react';
import type { ReactNode } from 'react';
import { useNearViewport } from '../../../components/ui/use-near-viewport.ts';
import { productTermsSentence } from '@lintel/domain/pricing/pricing-marketing';
import { useOrganisation } from '../../../config/organisation/organisation-context.tsx';
import { useAdvertisedFigures } from '../../../config/organisation/use-advertised-figures.ts';
import { CompanyDetails } from './company-details.tsx';
import { FooterLinks } from './footer-links.tsx';
import { FooterSection } from './footer-section.tsx';
import { HousingLogo } from './housing-logo.tsx';
import { LicensedStates } from './licensed-states.tsx';
import { PhoneHours } from './phone-hours.tsx';
import { RegulatoryNotices } from './regulatory-notices.tsx';
import './site-footer.css';

interface SiteFooterBodyProps {
  regulatorReview?: boolean;
  onOpenChat?: (() => void) | undefined;
  /** More links from the app, e.g. the CEO feedback button. */
  extra?: ReactNode;
}

/**
 * The footer of spec 001 §2 "Footer and disclosures", from the organisation's data plus the licence and
 * operating-hours services. Flags and chat arrive as props: the app layer composes features.
 */
export function SiteFooterBody({ regulatorReview = false, onOpenChat, extra }: SiteFooterBodyProps) {
  const organisation = useOrganisation();
  const info = organisation.orgMetaData.companyInfo;
  const advertised = useAdvertisedFigures();
  const ref = useRef<HTMLElement>(null);
  // Licences and hours are fetched when the footer is about to be seen, not with the page's own calls.
  const load = useNearViewport(ref);
  return (
    <footer className="site-footer" ref={ref}>
      <div className="container site-footer__grid">
        <div className="site-footer__brand">
          <CompanyDetails info={info} />
          <HousingLogo kind={info.footerImage} />
        </div>
        <PhoneHours orgCode={organisation.orgCode} load={load} />
        <LicensedStates orgCode={organisation.orgCode} product={info.companyProduct} load={load} />
        <FooterLinks info={info} onOpenChat={onOpenChat} extra={extra} />
        <FooterSection
          id="footer-disclosures"
          title="Disclosures"
          className="site-footer__disclosure"
          quietOnWide
        >
          {/* The lender's own ranges, from its rate sheet (decision 196). */}
          <p>{productTermsSentence(advertised)}</p>
          {info.disclosureCopy ? <p>{info.disclosureCopy}</p> : null}
        </FooterSection>
        <RegulatoryNotices info={info} regulatorReview={regulatorReview} />
      </div>
    </footer>
  );
}
