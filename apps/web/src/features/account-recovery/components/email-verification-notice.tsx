import { ApiError } from '../../../lib/api-error.ts';
import { useEmailVerificationStatus, useResendVerification } from '../api/email-verification-status.ts';
import './email-verification-notice.css';

function resendMessage(resend: ReturnType<typeof useResendVerification>): string {
  if (resend.isSuccess) return resend.data.message;
  if (resend.error instanceof ApiError && resend.error.items[0]) return resend.error.items[0].message;
  return resend.isError ? 'We could not send the link. Please try again later.' : '';
}

/**
 * While the borrower's email is not confirmed: a small note with Resend on the dashboard. It never blocks the
 * application (decision 169).
 */
export function EmailVerificationNotice() {
  const status = useEmailVerificationStatus();
  const resend = useResendVerification();
  if (!status.data || status.data.verified) return null;
  const message = resendMessage(resend);
  return (
    <section className="verify-notice" aria-labelledby="verify-notice-heading">
      <div className="verify-notice__text">
        <h2 id="verify-notice-heading" className="heading-s">
          Please confirm your email
        </h2>
        <p>
          We sent a link to <strong>{status.data.email}</strong> so we can reach you about your application.
          You can keep going in the meantime.
        </p>
        <p className="verify-notice__result" role="status">
          {message}
        </p>
      </div>
      <button
        type="button"
        className="button button--secondary"
        disabled={resend.isPending}
        onClick={() => resend.mutate()}
      >
        {resend.isPending ? 'Sending…' : 'Resend'}
      </button>
    </section>
  );
}
