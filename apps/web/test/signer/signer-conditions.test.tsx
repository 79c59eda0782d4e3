import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { conditionCopy, type Condition } from '@lintel/domain/application/conditions';
import { signerConditionCopy } from '@lintel/domain/signers/signer-conditions';
import { allApplications } from '@lintel/domain/api/endpoints/applications';
import { identityV1 } from '@lintel/domain/api/endpoints/identity';
import {
  signerConditions,
  submitSignerConditionDocuments,
} from '@lintel/domain/api/endpoints/signer-conditions';
import { signerApplication, signerApplications, signerDocuments } from '@lintel/domain/api/endpoints/signers';
import type { SignerApplication } from '@lintel/domain/signers/signer-area';
import { TOKEN_STORAGE_KEY } from '../../src/lib/session-token.ts';
import { answer, handle, type Sent } from '../msw/handle.ts';
import { bodiesSentTo } from '../msw/requests.ts';
import { server } from '../msw/server.ts';
import { renderAppAt } from '../render-app.tsx';

// Decision 237: the signer's conditions pages (spec 000 §2 heloc-signer "conditions (index, upload-document,
// identity). Other paths under conditions redirect up").
configure({ asyncUtilTimeout: 5_000 });

const APP = '5e1d0000-0000-4000-8000-000000000001';
const BASE = '/account/heloc/heloc-signer';
const API = `/service-application/api/v1/heloc-signer/applications/${APP}`;
const signer = {
  uuid: '11111111-2222-4333-8444-555555555555',
  type: 'CO_DEEDER' as const,
  email: 'riley@example.test',
  phoneNumbers: [],
  name: { firstName: 'Riley', lastName: 'Idreview' },
  isBroker: false,
};
const view: SignerApplication = {
  uuid: APP,
  signerId: '5e1d0000-0000-4000-8000-000000000002',
  firstName: 'Riley',
  lastName: 'Idreview',
  relation: 'CO_DEEDER',
  progress: 'IDENTITY_VERIFIED',
  identityFailedAt: null,
  borrowerFirstName: 'Morgan',
  propertyAddress: '1 Main Street, Peoria, IL 61602',
  cancelled: false,
  inRescission: false,
  rescissionEndsAt: null,
  notary: null,
  openConditions: 2,
};
const upload: Condition = {
  uuid: 'c0000000-0000-4000-8000-000000000001',
  categoryEnum: 'IDENTITY_DOCUMENT_FRAUD_REVIEW',
  created: '2026-11-27T15:00:00.000Z',
  resolved: null,
  title: conditionCopy('IDENTITY_DOCUMENT_FRAUD_REVIEW').title,
  text: conditionCopy('IDENTITY_DOCUMENT_FRAUD_REVIEW').text,
  commentsToBorrower: null,
  requestDocuments: true,
  actionNeeded: true,
  action: 'UPLOAD_DOCUMENT',
  documentTypes: [...conditionCopy('IDENTITY_DOCUMENT_FRAUD_REVIEW').documentTypes],
  xtraData: { numDocsRequired: 1 },
};
const identity: Condition = {
  ...upload,
  uuid: 'c0000000-0000-4000-8000-000000000002',
  categoryEnum: 'ID_VERIFICATION_FAILURE',
  title: signerConditionCopy('ID_VERIFICATION_FAILURE').title,
  text: signerConditionCopy('ID_VERIFICATION_FAILURE').text,
  action: 'IDENTITY',
  documentTypes: [],
};
const passport = {
  id: 'd0000000-0000-4000-8000-000000000001',
  type: 'PASSPORT',
  createdAt: '2026-11-27T16:00:00.000Z',
};

function signedIn(conditions: Condition[] = [upload, identity]) {
  localStorage.setItem(TOKEN_STORAGE_KEY, 'a.b.c');
  let list = conditions;
  server.use(
    answer(identityV1, signer),
    answer(allApplications, []),
    answer(signerApplications, { applications: [view] }),
    answer(signerApplication, view),
    handle(signerConditions, () => ({ conditions: list })),
    answer(signerDocuments, { documents: [passport] } as Sent<typeof signerDocuments>),
    handle(submitSignerConditionDocuments, () => {
      list = list.map((c) =>
        c.uuid === upload.uuid ? { ...c, resolved: '2026-11-27T17:00:00.000Z', actionNeeded: false } : c,
      );
      return { resolved: true };
    }),
  );
}

describe("the signer's conditions pages (decision 237)", () => {
  it.each(['phone-number', 'anything/else', 'upload-document/extra'])(
    'conditions/%s redirects up to the index, keeping the application',
    async (rest) => {
      signedIn();
      const router = renderAppAt(`${BASE}/conditions/${rest}?application=${APP}`);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'What we need from you' }),
      ).toBeInTheDocument();
      expect(router.state.location.pathname).toBe(`${BASE}/conditions`);
      expect(router.state.location.search).toEqual({ application: APP });
    },
  );

  it('without an application, a conditions page goes to the landing', async () => {
    signedIn();
    const router = renderAppAt(`${BASE}/conditions/upload-document`);
    await screen.findByRole('heading', { level: 1, name: 'Welcome, Riley Idreview' });
    expect(router.state.location.pathname).toBe(`${BASE}/resume`);
  });

  it("the landing's next action is the signer's open requests", async () => {
    signedIn();
    renderAppAt(`${BASE}/resume`);
    const signing = await screen.findByRole('region', { name: 'Your signing' });
    expect(await within(signing).findByText('We need something from you.')).toBeInTheDocument();
    expect(within(signing).getByRole('link', { name: /^See what we need from you/ })).toHaveAttribute(
      'href',
      `${BASE}/conditions?application=${APP}`,
    );
  });

  it('the index links each request to its page in the signer area', async () => {
    signedIn();
    renderAppAt(`${BASE}/conditions?application=${APP}`);
    const list = await screen.findByRole('list', { name: 'Open items' });
    const uploadLink = within(list).getByRole('link', { name: /^Upload documents/ });
    expect(uploadLink.getAttribute('href')).toContain(`${BASE}/conditions/upload-document?`);
    expect(uploadLink.getAttribute('href')).toContain(`application=${APP}`);
    expect(uploadLink.getAttribute('href')).toContain(`conditionUuid=${upload.uuid}`);
    expect(within(list).getByRole('link', { name: /^Verify your identity/ })).toHaveAttribute(
      'href',
      `${BASE}/conditions/identity?application=${APP}`,
    );
    expect(screen.getByRole('link', { name: 'Back to your signing' })).toHaveAttribute(
      'href',
      `${BASE}/intro?application=${APP}`,
    );
  });

  it('upload-document sends the chosen document with the error summary first, then back to the list', async () => {
    signedIn();
    const router = renderAppAt(
      `${BASE}/conditions/upload-document?application=${APP}&conditionUuid=${upload.uuid}&conditionType=PASSPORT&conditionEnum=IDENTITY_DOCUMENT_FRAUD_REVIEW`,
    );
    await screen.findByRole('heading', { level: 1, name: 'Upload a different photo ID' });
    await userEvent.click(screen.getByRole('button', { name: 'Send documents' }));
    const summary = await screen.findByRole('alert');
    await waitFor(() => expect(summary).toHaveFocus());
    expect(
      within(summary).getByRole('link', { name: 'Choose or upload a document to send' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText(/A file you sent/));
    await userEvent.click(screen.getByRole('button', { name: 'Send documents' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`${BASE}/conditions`));
    expect(bodiesSentTo(`${API}/conditions/${upload.uuid}/documents`)).toEqual([
      { documentUuids: [passport.id] },
    ]);
    expect(await screen.findByText('Done', { selector: '.conditions__tag' })).toBeInTheDocument();
  });

  it('conditions/identity is the identity check again; without an open identity request it says so', async () => {
    signedIn();
    renderAppAt(`${BASE}/conditions/identity?application=${APP}`);
    await screen.findByRole('heading', { level: 1, name: 'Verify your identity' });
    expect(screen.getByText(identity.text)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Check my ID again' })).toBeInTheDocument();
    server.resetHandlers();
    signedIn([upload]);
    renderAppAt(`${BASE}/conditions/identity?application=${APP}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your identity check is done' }),
    ).toBeInTheDocument();
  });
});
