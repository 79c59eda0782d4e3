import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { allApplications, serverStepStatus } from '@lintel/domain/api/endpoints/applications';
import { closingDocumentFile, closingDocuments } from '@lintel/domain/api/endpoints/closing-actions';
import { signerApplications } from '@lintel/domain/api/endpoints/signers';
import type { SignerApplication } from '@lintel/domain/signers/signer-area';
import { SignerDocumentsPage } from '../../src/app/routes/signer-documents-page.tsx';
import { SignerHomePage } from '../../src/features/signer/components/signer-home-page.tsx';
import { SignerSignPage } from '../../src/features/signer/components/signer-sign-page.tsx';
import { answer, refuse, type Sent } from '../msw/handle.ts';
import { server } from '../msw/server.ts';
import { renderWithProviders } from '../render.tsx';

// Decision 249: the server answers a signer only what their role may read; the signer's pages work with that.
vi.mock('@tanstack/react-router', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  useNavigate: () => vi.fn(),
}));

const APP = '5e1d0000-0000-4000-8000-000000000001';
const ME = '11111111-2222-4333-8444-555555555555';
const deedOnly: SignerApplication = {
  uuid: APP,
  signerId: '5e1d0000-0000-4000-8000-000000000002',
  firstName: 'Casey',
  lastName: 'Demo',
  relation: 'CO_DEEDER',
  progress: 'IDENTITY_VERIFIED',
  identityFailedAt: null,
  borrowerFirstName: 'Avery',
  propertyAddress: '100 Sample Street, Sacramento, CA 95814',
  cancelled: false,
  inRescission: false,
  rescissionEndsAt: null,
  notary: null,
  openConditions: 0,
};
const document = (id: string, kind: string, title: string, owner: string | null = null) => ({
  id,
  kind,
  title,
  owner,
  sha256: id,
  signed: null,
});

describe("a deed-only owner's pages with the least data (decision 249)", () => {
  it('lists the documents the server gives them, their notice under the name it was written to', async () => {
    server.use(
      answer(closingDocuments, {
        documents: [
          document('esign-consent', 'ESIGN_CONSENT', 'Consent to electronic records and signatures'),
          document(
            'heloc-disclosure',
            'HELOC_DISCLOSURE',
            'Important terms of your home equity line of credit',
          ),
          document('account-opening', 'ACCOUNT_OPENING', 'Account-opening disclosure'),
          // The notice names the owner as their account does, which may differ from the invitation's spelling.
          document('right-to-cancel-3', 'RIGHT_TO_CANCEL', 'Notice of your right to cancel', 'Casey J Demo'),
        ],
      } as Sent<typeof closingDocuments>),
      // The page opens the first document: the list is what is looked at here, not the file.
      refuse(closingDocumentFile, 404, 'Not found'),
    );
    renderWithProviders(<SignerDocumentsPage application={deedOnly} />);
    const list = await screen.findByRole('navigation', { name: 'Your documents' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([
      'Consent to electronic records and signatures',
      'Important terms of your home equity line of credit',
      'Account-opening disclosure',
      'Notice of your right to cancel (Casey J Demo)',
    ]);
    expect(screen.queryByText(/promissory note|Summary of your application/)).toBeNull();
  });

  it('says on the sign page that the note is the borrowers’ alone; a co-borrower signs it', () => {
    const { unmount } = renderWithProviders(<SignerSignPage application={deedOnly} />);
    expect(screen.getByText(/the note is signed by the borrowers alone/)).toBeVisible();
    unmount();
    renderWithProviders(<SignerSignPage application={{ ...deedOnly, relation: 'CO_BORROWER' }} />);
    expect(screen.getByText(/You sign the line of credit agreement and note/)).toBeVisible();
  });

  it('shows the landing card from the application as a signer reads it (no borrower figures)', async () => {
    server.use(
      answer(allApplications, [
        {
          uuid: APP,
          loanNumber: 'HL000000000001',
          property: {
            uuid: null,
            street1: '100 Sample Street',
            street2: null,
            city: 'Sacramento',
            state: 'CA',
            zip: '95814',
          },
          name: { firstName: 'Avery', lastName: 'Demo' },
          coDeedStatus: null,
          helocSigners: [{ identityUuid: ME }],
        },
      ] as Sent<typeof allApplications>),
      answer(signerApplications, { applications: [] }),
      answer(serverStepStatus, { step: 'LIEN_VERIFICATION' }),
    );
    renderWithProviders(
      <SignerHomePage
        identityUuid={ME}
        displayName="Casey Demo"
        companyName="Lintel"
        companyProduct="HELOC"
      />,
    );
    const list = await screen.findByRole('list', { name: 'Applications you sign' });
    expect(
      within(list).getByRole('heading', { name: 'HELOC for 100 Sample Street, Sacramento, CA' }),
    ).toBeVisible();
    expect(
      within(list).getByText('Application ID HL000000000001 · Primary borrower: Avery Demo'),
    ).toBeVisible();
  });
});
