import type { UseFormRegisterReturn } from 'react-hook-form';
import { Checkbox } from '../../../components/form/checkbox.tsx';

interface SoftCreditConsentProps {
  companyName: string;
  field: UseFormRegisterReturn;
  error: string | undefined;
}

/**
 * The soft-credit authorisation notice and its checkbox: on set-password for new visitors, and on the birthdate screen
 * for signed-in visitors, whose every application needs its own authorisation (decision 078).
 */
export function SoftCreditConsent({ companyName, field, error }: SoftCreditConsentProps) {
  return (
    <>
      <div className="notice">
        <h2 className="heading-s">Soft credit check</h2>
        <p>
          By creating an account you authorize {companyName} to obtain your credit report from a consumer
          reporting agency to pre-qualify you. This is a soft credit inquiry and does not affect your credit
          score.
        </p>
      </div>
      <Checkbox {...field} error={error} label="I authorize the soft credit check described above." />
    </>
  );
}
