import { useRouter, useSearch } from '@tanstack/react-router';
import { AcceptInvitationPage } from '../../features/signer/components/accept-invitation-page.tsx';
import { SignerFrame } from '../../features/signer/components/signer-frame.tsx';
import { SignerIdentityPage } from '../../features/signer/components/signer-identity-page.tsx';
import { SignerNotaryPage } from '../../features/signer/components/signer-notary-page.tsx';
import { SignerSignPage } from '../../features/signer/components/signer-sign-page.tsx';
import {
  SignerCancelledPage,
  SignerErrorPage,
  SignerIntroPage,
} from '../../features/signer/components/signer-simple-pages.tsx';
import { signerHref } from '../../features/signer/signer-pages.ts';
import { paths } from '../../config/paths.ts';
import { SignerDocumentsPage } from './signer-documents-page.tsx';
import { SignerInPersonNotary } from './signer-in-person-notary.tsx';

// The signer area's pages of one application (issue 19), one chunk: the application is `?application=`.
function useApplicationId(): string {
  return (useSearch({ strict: false }) as { application?: string }).application ?? '';
}

export function SignerIntroRoute() {
  const uuid = useApplicationId();
  return <SignerFrame uuid={uuid}>{(a) => <SignerIntroPage application={a} />}</SignerFrame>;
}
export function SignerIdentityRoute() {
  const uuid = useApplicationId();
  return <SignerFrame uuid={uuid}>{(a) => <SignerIdentityPage application={a} />}</SignerFrame>;
}
export function SignerDocumentsRoute() {
  const uuid = useApplicationId();
  return <SignerFrame uuid={uuid}>{(a) => <SignerDocumentsPage application={a} />}</SignerFrame>;
}
export function SignerSignRoute() {
  const uuid = useApplicationId();
  return <SignerFrame uuid={uuid}>{(a) => <SignerSignPage application={a} />}</SignerFrame>;
}
export function SignerNotaryRoute() {
  const uuid = useApplicationId();
  return (
    <SignerFrame uuid={uuid}>
      {(a) => (
        <SignerNotaryPage
          application={a}
          inPerson={<SignerInPersonNotary uuid={a.uuid} />}
        />
      )}
    </SignerFrame>
  );
}
export function SignerCancelledRoute() {
  return <SignerCancelledPage />;
}
export function SignerErrorRoute() {
  return <SignerErrorPage />;
}

/** The invitation link's page: accepting stores the session and opens the signer's identity page. */
export function AcceptInvitationRoute({ token }: { token: string }) {
  const router = useRouter();
  return (
    <AcceptInvitationPage
      token={token}
      loginHref={paths.signerLogin.getHref()}
      forgotPasswordHref={paths.forgotPassword.getHref()}
      onAccepted={(uuid) => router.history.push(signerHref('identity', uuid))}
    />
  );
}
