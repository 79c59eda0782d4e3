import type { ReactNode } from 'react';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { allApplications, serverStepStatus } from '@lintel/domain/api/endpoints/applications';
import { signerApplications } from '@lintel/domain/api/endpoints/signers';
import type { ServerStep } from '@lintel/domain/server-steps/server-step';
import { SignerHomePage } from '../../src/features/signer/components/signer-home-page.tsx';
import { SIGNER_STAGE_TEXT, signerStage } from '../../src/features/signer/signer-stage.ts';
import { answer, handle, refusal, refuse, type Sent } from '../msw/handle.ts';
import { server } from '../msw/server.ts';
import { renderWithProviders } from '../render.tsx';

// The invitations' Continue links need the app's router; their text is what is checked here.
vi.mock('@tanstack/react-router', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  Link: ({ children }: { children: ReactNode }) => <span>{children}</span>,
}));

const ME = '11111111-2222-4333-8444-555555555555';
const SIGNED = '5e1d0000-0000-4000-8000-000000000001';
const OWN = '5e1d0000-0000-4000-8000-000000000002';
// Issue 19: the applications the signer was invited to; none for the demo signers, who were not invited online.
const NONE_INVITED = { applications: [] };

const signed = {
  uuid: SIGNED,
  loanNumber: 'HL000000000001',
  property: { street1: '100 Sample Street', city: 'Sacramento', state: 'CA', zip: '95814' },
  name: { firstName: 'Avery', lastName: 'Demo' },
  helocSigners: [{ identityUuid: ME }, { identityUuid: '99999999-2222-4333-8444-555555555555' }],
};
const own = { uuid: OWN, loanNumber: 'HL000000000002', helocSigners: [] };

function renderHome() {
  return renderWithProviders(
    <SignerHomePage
      identityUuid={ME}
      displayName="Morgan Demo"
      companyName="Lintel"
      companyProduct="HELOC"
    />,
  );
}

/** The server (with server.use): the applications, the signer's invitations and the steps of those it knows. */
function serveSigner(
  all: object[],
  invited: Sent<typeof signerApplications> = NONE_INVITED,
  steps: Record<string, ServerStep> = {},
) {
  server.use(
    answer(allApplications, all as Sent<typeof allApplications>),
    answer(signerApplications, invited),
    handle(serverStepStatus, ({ params }) => {
      const step = steps[String(params['uuid'])];
      return step ? { step } : refusal(404, 'Not found');
    }),
  );
}

describe('the additional signer landing (heloc-signer resume)', () => {
  it('lists only the applications the person signs, with where each stands and their two steps', async () => {
    serveSigner([signed, own], NONE_INVITED, { [SIGNED]: 'LIEN_VERIFICATION' });
    renderHome();
    const list = await screen.findByRole('list', { name: 'Applications you sign' });
    const items = within(list)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === list);
    expect(items).toHaveLength(1);
    const card = items[0] as HTMLElement;
    expect(
      within(card).getByRole('heading', { name: 'HELOC for 100 Sample Street, Sacramento, CA' }),
    ).toBeVisible();
    expect(
      within(card).getByText('Application ID HL000000000001 · Primary borrower: Avery Demo'),
    ).toBeVisible();
    expect(await within(card).findByText(SIGNER_STAGE_TEXT.borrower)).toBeVisible();
    const steps = within(card).getByRole('list');
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Identity verificationNot available online yet', 'Talk to eNotaryNot available online yet']);
    expect(screen.queryByText(/HL000000000002/)).toBeNull();
  });

  it('says plainly that the identity check and notary session are not online yet', async () => {
    serveSigner([signed], NONE_INVITED, { [SIGNED]: 'CO_DEED' });
    renderHome();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome, Morgan Demo' })).toBeVisible();
    expect(await screen.findByRole('note')).toHaveTextContent(
      'Your identity check and notary session cannot be done online here yet. Lintel will contact you',
    );
    expect(await screen.findByText(SIGNER_STAGE_TEXT['your-turn'])).toBeVisible();
  });

  it('says so when the person signs nothing, and when the list cannot be loaded', async () => {
    serveSigner([own]);
    const { unmount } = renderHome();
    expect(await screen.findByText('You are not listed as a signer on any HELOC application.')).toBeVisible();
    unmount();
    server.use(refuse(allApplications, 503, 'Down'), refuse(signerApplications, 404, 'Not found'));
    renderHome();
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load your applications.');
  });
});

describe('a signer with an invitation (issue 19)', () => {
  it('continues from the invitation and never also says the same application is not available online', async () => {
    serveSigner(
      [signed, own],
      {
        applications: [
          {
            uuid: SIGNED,
            signerId: '5e1d0000-0000-4000-8000-0000000000aa',
            firstName: 'Morgan',
            lastName: 'Demo',
            relation: 'CO_BORROWER',
            progress: 'ACCEPTED',
            identityFailedAt: null,
            borrowerFirstName: 'Avery',
            propertyAddress: '100 Sample Street, Sacramento, CA 95814',
            cancelled: false,
            inRescission: false,
            rescissionEndsAt: null,
            notary: null,
            openConditions: 0,
          },
        ],
      },
      { [SIGNED]: 'CO_DEED' },
    );
    renderHome();
    // Its Continue link is the router's; the list it comes from is what this page shares with it.
    expect(await screen.findByRole('heading', { level: 2, name: 'Your signing' })).toBeVisible();
    expect(screen.getByText(/For Avery’s line of credit/)).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Applications you sign' })).toBeNull();
    expect(screen.queryByText('Not available online yet')).toBeNull();
    expect(screen.queryByText(/You are not listed as a signer/)).toBeNull();
  });
});

describe('signerStage', () => {
  it.each<[ServerStep, string]>([
    ['APP_SUBMISSION', 'borrower'],
    ['OFFER_SELECTION', 'borrower'],
    ['NOTE_SIGNING', 'closing'],
    ['CO_DEED', 'your-turn'],
    ['WAITING_FOR_CO_DEED', 'your-turn'],
    ['RESCISSION', 'after-signing'],
    ['COMPLETE', 'funded'],
    ['DECLINED', 'closed'],
    ['CANCELLED', 'closed'],
    ['UNKNOWN', 'unknown'],
  ])('%s reads as %s', (step, stage) => {
    expect(signerStage(step)).toBe(stage);
  });
});
