import { LenderPhoneLink } from '../../../components/ui/lender-phone-link.tsx';
import { useDocumentTitle } from '../../../components/layouts/use-document-title.ts';
import { useOrganisation } from '../../../config/organisation/organisation-context.tsx';

/**
 * Until online password reset exists (another item of issue 16), the lender resets it by phone. Temporary: decision
 * 167 records it, and the reset flow replaces this page at the same address.
 */
export function ForgotPasswordNotice({ loginHref }: { loginHref: string }) {
  const { companyName } = useOrganisation().orgMetaData.companyInfo;
  useDocumentTitle('Forgot your password');
  return (
    <div className="stack narrow">
      <h1 className="heading-l">Forgot your password?</h1>
      <p>
        Call us at <LenderPhoneLink /> and we will help you reset it. Resetting your password online is not
        available yet.
      </p>
      <p>
        When you call, tell us the email address you registered with. {companyName} will never ask you for
        your password.
      </p>
      <p>
        <a href={loginHref}>Back to log in</a>
      </p>
    </div>
  );
}
