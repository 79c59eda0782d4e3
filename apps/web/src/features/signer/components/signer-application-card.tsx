import type { Application } from '@lintel/domain/application/application';
import { useSignerServerStep } from '../api/signer-server-step.ts';
import { SIGNER_PROGRESS_STEPS, SIGNER_STAGE_TEXT, signerStage } from '../signer-stage.ts';

function propertyLine(application: Application): string {
  const p = application.property;
  return [p?.street1, p?.city, p?.state].filter(Boolean).join(', ') || 'the property';
}

function borrowerName(application: Application): string | null {
  const name = [application.name?.firstName, application.name?.lastName].filter(Boolean).join(' ');
  return name || null;
}

function WhereItStands({ uuid }: { uuid: string }) {
  const step = useSignerServerStep(uuid);
  if (step.isPending) return <p className="caption">Checking where it stands…</p>;
  if (step.isError) return <p>We could not get the latest status. Please refresh the page.</p>;
  return <p>{SIGNER_STAGE_TEXT[signerStage(step.data)]}</p>;
}

/**
 * One application an additional signer signs: whose it is, where it stands, and their own two steps, which say
 * plainly that they cannot be done here yet (the signer's identity and notary pages are a later issue).
 */
export function SignerApplicationCard({
  application,
  companyProduct,
}: {
  application: Application;
  companyProduct: string;
}) {
  const borrower = borrowerName(application);
  const headingId = `signer-application-${application.uuid}`;
  return (
    <li className="signer-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="heading-m">
        {companyProduct} for {propertyLine(application)}
      </h2>
      <p className="caption">
        Application ID {application.loanNumber ?? application.uuid}
        {borrower ? ` · Primary borrower: ${borrower}` : ''}
      </p>
      <WhereItStands uuid={application.uuid} />
      <h3 className="signer-card__subheading">Your steps</h3>
      <ol className="signer-steps">
        {SIGNER_PROGRESS_STEPS.map((label) => (
          <li key={label} className="signer-steps__item">
            <span className="signer-steps__label">{label}</span>
            <span className="signer-steps__state">Not available online yet</span>
          </li>
        ))}
      </ol>
    </li>
  );
}
