import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import type { UploadedDocument } from '@lintel/domain/application/documents';
import { ErrorSummary, type ErrorSummaryItem } from '../../../components/form/error-summary.tsx';
import { useDocumentTitle } from '../../../components/layouts/use-document-title.ts';
import { LenderPhoneLink } from '../../../components/ui/lender-phone-link.tsx';
import { FileUpload } from '../../../components/upload/file-upload.tsx';
import type { SendFile } from '../../../components/upload/use-file-queue.ts';
import { useOrganisation } from '../../../config/organisation/organisation-context.tsx';
import { paths } from '../../../config/paths.ts';
import { actionErrors } from '../../../lib/step-action.ts';
import { useConfirmInsurance } from '../api/closing.ts';
import './closing.css';

/** Page insurance/requirements: what the homeowners policy must show before the line can be funded. */
export function InsuranceRequirementsPage({ uuid }: { uuid: string }) {
  const { companyName, companyAddress } = useOrganisation().orgMetaData.companyInfo;
  useDocumentTitle('Proof of homeowners insurance');
  const address = [companyAddress.street1, companyAddress.street2, `${companyAddress.city}, ${companyAddress.state} ${companyAddress.zip}`]
    .filter(Boolean)
    .join(', ');
  return (
    <div className="stack closing-page narrow">
      <h1 className="heading-l">Proof of homeowners insurance</h1>
      <p>We fund your line once we have proof that your home is insured. Your policy's declarations page must show:</p>
      <ul className="closing-steps">
        <li>
          <strong>The lender as mortgagee:</strong> {companyName}, its successors and/or assigns, {address}.
        </li>
        <li>
          <strong>Coverage:</strong> dwelling coverage of at least the total of your mortgages and this line, or the
          cost to rebuild the home.
        </li>
        <li>
          <strong>Dates:</strong> a policy in force today that does not end within the next 60 days.
        </li>
        <li>Your name and the address of the home.</li>
      </ul>
      <p>Ask your insurance agent to add us as mortgagee if we are not on the policy yet; they can send you the page.</p>
      <p>
        <Link className="button" to={paths.application.getHref(uuid, 'insurance/upload')}>
          Upload your proof of insurance
        </Link>
      </p>
      <p>
        Questions? Call us at <LenderPhoneLink />.
      </p>
    </div>
  );
}

/**
 * Page insurance/upload: the declarations page through the one upload component (as a PROOF_OF_INSURANCE document),
 * then named to the closing (POST closing/insurance), which lets a fundable line be funded.
 */
export function InsuranceUploadPage({
  uuid,
  send,
  insuranceComplete,
}: {
  uuid: string;
  send: SendFile;
  /** The application's own flag: the page may be drawn again while the step is read anew after the upload. */
  insuranceComplete: boolean;
}) {
  const confirm = useConfirmInsurance(uuid);
  const [errors, setErrors] = useState<ErrorSummaryItem[]>([]);
  const [attempts, setAttempts] = useState(0);
  const done = insuranceComplete || confirm.isSuccess;
  useDocumentTitle('Upload your proof of insurance', errors.length > 0);

  function onSent(document: UploadedDocument) {
    confirm.mutate(
      { documentUuid: document.uuid },
      {
        onError: (error) => {
          setAttempts((n) => n + 1);
          setErrors(actionErrors(error));
        },
      },
    );
  }

  return (
    <div className="stack closing-page narrow">
      <ErrorSummary items={errors} focusKey={attempts} />
      <h1 className="heading-l">Upload your proof of insurance</h1>
      {done ? (
        <div className="closing-notice" role="status">
          <p>Thank you. We have your proof of insurance.</p>
          <Link to={paths.application.getHref(uuid)}>Back to your application</Link>
        </div>
      ) : (
        <FileUpload
          name="insurance"
          label="Your policy's declarations page"
          hint="A PDF or a photo (JPEG or PNG), up to 10 MB. It must show us as mortgagee, the coverage and the dates."
          camera
          send={send}
          onSent={onSent}
          sendLabel="Send the proof of insurance"
        />
      )}
      <p>
        <Link to={paths.application.getHref(uuid, 'insurance/requirements')}>What the policy must show</Link>
      </p>
    </div>
  );
}
