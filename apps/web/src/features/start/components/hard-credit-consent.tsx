import { Checkbox } from '../../../components/form/checkbox.tsx';
import { useOrganisation } from '../../../config/organisation/organisation-context.tsx';

interface HardCreditConsentProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  error: string | undefined;
}

/**
 * The hard-credit authorisation (spec 000 §4 addProfileInfo needs it). Unlike registration's soft check, this one
 * can lower the score, which the notice says plainly. Its text version is recorded with the consent.
 */
export function HardCreditConsent({ checked, onChange, error }: HardCreditConsentProps) {
  const { companyName } = useOrganisation().orgMetaData.companyInfo;
  return (
    <>
      <div className="notice">
        <h2 className="heading-s">Full credit check</h2>
        <p>
          Before your application is submitted, {companyName} obtains your credit report from a consumer
          reporting agency to make a final decision. This is a hard credit inquiry: it shows on your credit
          report and may lower your credit score by a few points.
        </p>
      </div>
      <Checkbox
        name="hardCreditConsent"
        label="I authorize the full credit check described above."
        error={error}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
    </>
  );
}
