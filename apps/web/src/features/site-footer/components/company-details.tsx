import type { CompanyInfo } from '@lintel/domain/organisation/organisation';
import { telHref } from '../../../components/ui/lender-phone-link.tsx';

/** Spec 001 §2: company name, NMLS with the registry link, address (street1, street2, city, state, zip), phone. */
export function CompanyDetails({ info }: { info: CompanyInfo }) {
  const { street1, street2, city, state, zip } = info.companyAddress;
  return (
    <section aria-label="Company information" className="site-footer__company">
      <p className="site-footer__name">{info.companyName}</p>
      <p>
        <a href={info.companyNmlsURL} rel="noopener noreferrer" target="_blank">
          NMLS #{info.companyNMLS}
          <span className="visually-hidden"> (NMLS Consumer Access, opens in a new tab)</span>
        </a>
      </p>
      <address>
        {street1}
        {street2 ? `, ${street2}` : ''}
        <br />
        {city}, {state} {zip}
      </address>
      <p>
        <a href={telHref(info.phoneFormatted)}>{info.phoneFormatted}</a>
      </p>
    </section>
  );
}
