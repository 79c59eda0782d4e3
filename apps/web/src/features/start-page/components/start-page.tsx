import './start-page.css';
import { LenderPhoneLink } from '../../../components/ui/lender-phone-link.tsx';
import { useDocumentTitle } from '../../../components/layouts/use-document-title.ts';
import { useOrganisation } from '../../../config/organisation/organisation-context.tsx';
import { useAdvertisedFigures } from '../../../config/organisation/use-advertised-figures.ts';
import {
  ENCRYPTION_NOTE,
  PROMISE,
  SOFT_PULL,
  feeNote,
  housingText,
  startFigures,
} from '../start-page-copy.ts';

export interface StartPageProps {
  /** Where "Check your rate" leads; null where this lender takes no public applications (decision 167). */
  applyHref: string | null;
  loginHref: string;
}

/** Lender name, NMLS with its registry link, equal housing, encryption: what says who the borrower deals with. */
function TrustStrip() {
  const info = useOrganisation().orgMetaData.companyInfo;
  const housing = housingText(info.footerImage);
  return (
    <ul className="start-trust" aria-label={`About ${info.companyName}`}>
      <li>
        <strong>{info.companyName}</strong>
      </li>
      <li>
        <a href={info.companyNmlsURL} rel="noopener noreferrer" target="_blank">
          NMLS #{info.companyNMLS}
          <span className="visually-hidden"> (NMLS Consumer Access, opens in a new tab)</span>
        </a>
      </li>
      {housing ? <li>{housing}</li> : null}
      <li>{ENCRYPTION_NOTE}</li>
    </ul>
  );
}

function OpenStart({ applyHref, loginHref }: { applyHref: string; loginHref: string }) {
  const { companyName, companyProduct } = useOrganisation().orgMetaData.companyInfo;
  const advertised = useAdvertisedFigures();
  useDocumentTitle('Home equity line of credit');
  return (
    <div className="start-page">
      <section className="start-hero" aria-labelledby="start-title">
        <div className="start-hero__text">
          <p className="start-eyebrow">{companyProduct}</p>
          <h1 id="start-title" className="start-title">
            {PROMISE}
          </h1>
          <p className="start-lede">
            A home equity line of credit from {companyName}. See your rate in minutes, then draw what you
            need.
          </p>
          <p className="start-actions">
            <a className="button start-cta" href={applyHref}>
              Check your rate
            </a>
          </p>
          <div className="start-soft-pull">
            <p className="start-soft-pull__title">{SOFT_PULL.title}</p>
            <p>{SOFT_PULL.detail}</p>
          </div>
          <p className="start-login">
            Already have an account? <a href={loginHref}>Log in</a>
          </p>
        </div>
        <div className="start-figures-card">
          <h2 className="visually-hidden">At a glance</h2>
          <dl className="start-figures">
            {startFigures(advertised).map((figure) => (
              <div key={figure.label} className="start-figure">
                <dt>{figure.label}</dt>
                <dd>{figure.value}</dd>
              </div>
            ))}
          </dl>
          <p className="start-fee">{feeNote(advertised)}</p>
          <p className="start-phone">
            Questions? Call <LenderPhoneLink />
          </p>
        </div>
      </section>
      <TrustStrip />
    </div>
  );
}

/** Referral-only and wholesale lenders (spec 000 §2, §6): no application to promise, log in and the phone instead. */
function ClosedStart({ loginHref }: { loginHref: string }) {
  const { companyName, companyProduct } = useOrganisation().orgMetaData.companyInfo;
  useDocumentTitle('Not accepting applications');
  return (
    <div className="start-page">
      <section className="start-hero start-hero--closed" aria-labelledby="start-title">
        <div className="start-hero__text">
          <p className="start-eyebrow">{companyProduct}</p>
          <h1 id="start-title" className="start-title">
            {companyName} is not accepting applications here
          </h1>
          <p className="start-lede">
            Applications start with your loan officer. Please use the link your loan officer sent you.
          </p>
          <p className="start-actions">
            <a className="button start-cta" href={loginHref}>
              Log in
            </a>
          </p>
          <p>Already applied? Log in to see your application.</p>
          <p className="start-phone">
            Questions? Call us at <LenderPhoneLink />.
          </p>
        </div>
      </section>
      <TrustStrip />
    </div>
  );
}

/** The lender-branded start page at the root for visitors without a session (issue 16, decision 167). */
export function StartPage({ applyHref, loginHref }: StartPageProps) {
  return applyHref ? (
    <OpenStart applyHref={applyHref} loginHref={loginHref} />
  ) : (
    <ClosedStart loginHref={loginHref} />
  );
}
