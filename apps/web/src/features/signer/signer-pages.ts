import type { SignerApplication } from '@lintel/domain/signers/signer-area';

export { SIGNER_AREA, signerHref, type SignerPage } from './signer-href.ts';
import type { SignerPage } from './signer-href.ts';

/**
 * Where the signer's next step is: what we asked of them first (their open conditions, decision 237), then each step
 * in order, each needing the one before (identity, documents and signature, notary).
 */
export function nextSignerPage(application: SignerApplication): SignerPage {
  if (application.cancelled) return 'cancelled';
  if (application.openConditions > 0) return 'conditions';
  switch (application.progress) {
    case 'INVITED':
    case 'ACCEPTED':
      return 'identity';
    case 'IDENTITY_VERIFIED':
      return 'documents';
    case 'SIGNED':
      return 'notary';
    case 'NOTARY_BOOKED':
      return 'intro';
  }
}
