import { useEffect } from 'react';
import { useDocumentTitle } from '../../../components/layouts/use-document-title.ts';
import { Loading } from '../../../components/ui/loading.tsx';
import { useVerifyEmail } from '../api/account-recovery-calls.ts';
import { LinkNotValid } from './link-not-valid.tsx';

interface VerifyEmailPageProps {
  token: string | undefined;
  /** Where to go next: the dashboard (a signed-out borrower is asked to log in on the way). */
  continueHref: string;
}

function Confirmed({ message, continueHref }: { message: string; continueHref: string }) {
  useDocumentTitle('Email confirmed');
  return (
    <div className="stack narrow">
      <h1 className="heading-l">Email confirmed</h1>
      <p role="status">{message}</p>
      <p>
        <a className="button" href={continueHref}>
          Continue to your dashboard
        </a>
      </p>
    </div>
  );
}

/**
 * The verification link's page. The page confirms with a POST once it loads, so a mail scanner that only fetches
 * the link's page spends nothing (decision 169).
 */
export function VerifyEmailPage({ token, continueHref }: VerifyEmailPageProps) {
  const verify = useVerifyEmail();
  const { mutate } = verify;
  useEffect(() => {
    if (token) mutate(token);
  }, [token, mutate]);
  useDocumentTitle('Confirming your email');

  if (!token || verify.isError) {
    return (
      <LinkNotValid
        heading="This link has expired"
        explanation="Email confirmation links work once and for 48 hours. This one has expired or has already been used. Log in and choose Resend on your dashboard to get a new one."
        action={{ label: 'Go to your dashboard', href: continueHref }}
      />
    );
  }
  if (verify.isSuccess) return <Confirmed message={verify.data.message} continueHref={continueHref} />;
  return <Loading label="Confirming your email" />;
}
