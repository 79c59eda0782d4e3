import type { Ref } from 'react';
import { useOrganisation } from '../../config/organisation/organisation-context.tsx';
import { paths } from '../../config/paths.ts';
import { telHref } from '../ui/lender-phone-link.tsx';

/**
 * The minimal footer of spec 001 §2 "Footer and disclosures": company, NMLS with its registry link, address, phone,
 * terms and privacy. Later sections (disclosure copy, licences, operating hours, notices) add <section>s here.
 */
export function SiteFooter({ ref }: { ref?: Ref<HTMLElement> }) {
  const info = useOrganisation().orgMetaData.companyInfo;
  const { street1, street2, city, state, zip } = info.companyAddress;
  const privacyHref = info.privacyLinkIsExternal ? info.privacyPolicyUrl : paths.privacy.getHref();
  return (
    <footer className="site-footer" ref={ref}>
      <div className="container site-footer__inner">
        <section aria-label="Company information" className="site-footer__company">
          <p className="site-footer__name">{info.companyName}</p>
          <p>
            <a href={info.companyNmlsURL} rel="noopener noreferrer" target="_blank">
              NMLS #{info.companyNMLS}
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </p>
          <address>
            {street1}
            {street2 ? `, ${street2}` : ''}, {city}, {state} {zip}
          </address>
          <p>
            <a href={telHref(info.phoneFormatted)}>{info.phoneFormatted}</a>
          </p>
        </section>
        <nav aria-label="Legal" className="site-footer__links">
          <ul>
            <li>
              <a href={info.termsOfUseUrl}>Terms of use</a>
            </li>
            <li>
              <a href={privacyHref} {...(info.privacyLinkIsExternal ? { rel: 'noopener noreferrer' } : {})}>
                Privacy policy
              </a>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
