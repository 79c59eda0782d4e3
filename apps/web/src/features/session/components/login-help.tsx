import './login-help.css';
import { LenderPhoneLink } from '../../../components/ui/lender-phone-link.tsx';

interface LoginHelpProps {
  /** Where a new borrower starts ("Check your rate" on the start page); null where this lender takes none. */
  createAccountHref: string | null;
  forgotPasswordHref: string;
}

/** Under the login form: a way back in for a forgotten password, and a way in for someone without an account. */
export function LoginHelp({ createAccountHref, forgotPasswordHref }: LoginHelpProps) {
  return (
    <div className="login-help">
      <p>
        <a href={forgotPasswordHref}>Forgot password?</a>
      </p>
      {createAccountHref ? (
        <p>
          New here? <a href={createAccountHref}>Create an account</a>
        </p>
      ) : (
        <p>
          New here? Applications start with your loan officer. Questions? Call us at <LenderPhoneLink />.
        </p>
      )}
    </div>
  );
}
