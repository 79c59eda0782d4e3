import type { ReactNode } from 'react';
import type { SignerApplication } from '@lintel/domain/signers/signer-area';
import { Loading } from '../../../components/ui/loading.tsx';
import { useSignerApplication } from '../api/signer-area.ts';
import { signerHref } from '../signer-pages.ts';
import { SignerErrorPage } from './signer-simple-pages.tsx';
import './signer.css';

/**
 * Every signer page of one application: its read, then the page; a cancelled application (or a removed signer)
 * shows the cancelled page wherever the signer was. A refused read (another person's application) is the error page.
 */
export function SignerFrame({
  uuid,
  children,
}: {
  uuid: string;
  children: (application: SignerApplication) => ReactNode;
}) {
  const application = useSignerApplication(uuid);
  if (application.isPending) return <Loading label="Loading your signing" />;
  if (application.isError) return <SignerErrorPage />;
  if (
    application.data.cancelled &&
    typeof window !== 'undefined' &&
    !window.location.pathname.endsWith('/cancelled')
  ) {
    window.location.replace(signerHref('cancelled', uuid));
    return <Loading label="Loading your signing" />;
  }
  return <div className="stack narrow signer-page">{children(application.data)}</div>;
}
