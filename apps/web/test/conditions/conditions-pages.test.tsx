import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONDITION_CATEGORIES, type ConditionCategory } from '@lintel/domain/application/application-enums';
import { conditionCopy, type Condition } from '@lintel/domain/application/conditions';
import { CONDITIONS_POLL_MS } from '@lintel/domain/constants/polling';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  application as applicationRead,
  offers,
  serverStepStatus,
} from '@lintel/domain/api/endpoints/applications';
import { giveConditionPhone } from '@lintel/domain/api/endpoints/condition-phone-actions';
import { applicationConditions, submitConditionDocuments } from '@lintel/domain/api/endpoints/conditions';
import { listDocuments } from '@lintel/domain/api/endpoints/document-actions';
import { conditionsQueryOptions } from '../../src/features/conditions/api/conditions.ts';
import { createQueryClient } from '../../src/lib/query-client.ts';
import { TOKEN_STORAGE_KEY } from '../../src/lib/session-token.ts';
import {
  APP_UUID,
  applicationFixture,
  besidesThePage,
  withStanding,
} from '../application/application-fixtures.ts';
import type { ServerStep } from '@lintel/domain/server-steps/server-step';
import { answer, handle, type Sent } from '../msw/handle.ts';
import { bodiesSentTo } from '../msw/requests.ts';
import { server } from '../msw/server.ts';
import { renderAppAt } from '../render-app.tsx';

const HOME = `/account/heloc/${APP_UUID}`;
configure({ asyncUtilTimeout: 5000 });

function condition(category: ConditionCategory, extra: Partial<Condition> = {}): Condition {
  const copy = conditionCopy(category, { accountLast4: '6789' });
  return {
    uuid: `c0000000-0000-4000-8000-${String(CONDITION_CATEGORIES.indexOf(category)).padStart(12, '0')}`,
    categoryEnum: category,
    created: '2026-11-20T15:00:00.000Z',
    resolved: null,
    title: copy.title,
    text: copy.text,
    commentsToBorrower: null,
    requestDocuments: copy.action === 'UPLOAD_DOCUMENT',
    actionNeeded: true,
    action: copy.action,
    documentTypes: [...copy.documentTypes],
    xtraData: { numDocsRequired: copy.action === 'UPLOAD_DOCUMENT' ? 1 : 0 },
    ...extra,
  };
}

/** The server (with server.use): an application at OFFER_SELECTION (its page is product/select) and its conditions. */
function serveConditions(
  conditions: Condition[],
  documents: object[] = [],
  step: ServerStep = 'OFFER_SELECTION',
) {
  let list = conditions;
  const resolved = (c: Condition) => ({ ...c, resolved: '2026-11-26T10:00:00.000Z', actionNeeded: false });
  server.use(
    handle(serverStepStatus, () => ({ step })),
    handle(applicationConditions, () => ({ conditions: list })),
    handle(giveConditionPhone, () => {
      list = list.map((c) => (c.categoryEnum === 'MISSING_PHONE_NUMBER' ? resolved(c) : c));
      return { step: 'OFFER_SELECTION' as const };
    }),
    handle(submitConditionDocuments, () => {
      list = list.map(resolved);
      return { step: 'OFFER_SELECTION' as const, resolved: true };
    }),
    answer(listDocuments, { documents } as Sent<typeof listDocuments>),
    answer(offers, { offers: [] }),
    handle(applicationRead, () => withStanding(applicationFixture, step) as Sent<typeof applicationRead>),
    ...besidesThePage(),
  );
}

beforeEach(() => localStorage.setItem(TOKEN_STORAGE_KEY, 'tok'));

describe('the conditions list query', () => {
  it('polls every 60 s and refetches on window focus, unlike the app default', () => {
    const options = conditionsQueryOptions(APP_UUID);
    expect(CONDITIONS_POLL_MS).toBe(60_000);
    expect(options.refetchInterval).toBe(60_000);
    expect(options.refetchOnWindowFocus).toBe('always');
    expect(createQueryClient().getDefaultOptions().queries?.refetchOnWindowFocus).toBe(false);
  });
});

describe('conditions pages', { timeout: 30_000 }, () => {
  it('lists every open category with its words, note, documents and action, and the done ones with their date', async () => {
    const open = CONDITION_CATEGORIES.map((category) =>
      condition(
        category,
        category === 'GENERIC_DOCUMENT_REQUEST'
          ? { commentsToBorrower: 'Please upload your HOA statement.', xtraData: { numDocsRequired: 2 } }
          : {},
      ),
    );
    const done = condition('ESCALATION_REVIEW', {
      uuid: 'd0000000-0000-4000-8000-000000000001',
      title: 'A senior reviewer is looking at your application',
      resolved: '2026-11-24T18:00:00.000Z',
      actionNeeded: false,
    });
    serveConditions([...open, done]);
    const router = renderAppAt(`${HOME}/conditions`);
    expect(await screen.findByRole('heading', { level: 1, name: 'What we need from you' })).toBeVisible();
    // Reachable at any step: the guard leaves the borrower here although the step's page is product/select.
    expect(router.state.location.pathname).toBe(`${HOME}/conditions`);
    expect(screen.getByText('12 items are open on your application.', { exact: false })).toBeVisible();
    const items = within(screen.getByRole('list', { name: 'Open items' })).getAllByRole('listitem');
    expect(items).toHaveLength(12);
    for (const [index, category] of CONDITION_CATEGORIES.entries()) {
      const item = items[index]!;
      const copy = conditionCopy(category, { accountLast4: '6789' });
      expect(within(item).getByRole('heading', { level: 2, name: copy.title })).toBeVisible();
      expect(within(item).getByText(copy.text)).toBeVisible();
      if (copy.action === 'UPLOAD_DOCUMENT') {
        expect(within(item).getByRole('link', { name: `Upload documents for ${copy.title}` })).toBeVisible();
        expect(within(item).getByText('Documents needed')).toBeVisible();
      } else if (copy.action === 'PHONE_NUMBER') {
        expect(
          within(item).getByRole('link', { name: `Add your phone number for ${copy.title}` }),
        ).toHaveAttribute('href', `${HOME}/conditions/phone-number`);
      } else {
        expect(within(item).queryByRole('link')).toBeNull();
        expect(within(item).getByText('Nothing to do now: we are reviewing.')).toBeVisible();
      }
    }
    expect(
      within(items[0]!).getByText(/ownership of the account ending in 6789 could not be verified/i),
    ).toBeVisible();
    const generic = items[CONDITION_CATEGORIES.indexOf('GENERIC_DOCUMENT_REQUEST')]!;
    expect(within(generic).getByText('Please upload your HOA statement.')).toBeVisible();
    expect(within(generic).getByText('2 documents')).toBeVisible();
    const bankLink = within(items[0]!).getByRole('link', { name: /Upload documents/ });
    expect(bankLink.getAttribute('href')).toBe(
      `${HOME}/conditions/upload-document?conditionUuid=${open[0]!.uuid}&conditionType=BANK_STATEMENT&conditionEnum=BANK_ACCOUNT_FRAUD_REVIEW`,
    );
    const doneSection = screen.getByRole('region', { name: 'Done' });
    expect(within(doneSection).getByText(done.title)).toBeVisible();
    expect(within(doneSection).getByText(/November 24, 2026/)).toBeVisible();
  });

  it('phone-number: checks the number like start/contact, sends it, and the list shows it done', async () => {
    serveConditions([condition('MISSING_PHONE_NUMBER')]);
    const router = renderAppAt(`${HOME}/conditions/phone-number`);
    const title = 'What is your mobile phone number?';
    const phone = await screen.findByRole('textbox', { name: title });
    await userEvent.click(screen.getByRole('button', { name: 'Save phone number' }));
    const summary = screen.getByRole('alert');
    expect(summary).toHaveFocus();
    expect(within(summary).getByRole('link', { name: 'Please enter your mobile phone' })).toBeVisible();
    expect(document.title).toMatch(/^Error: What is your mobile phone number\?/);
    await userEvent.type(phone, '13125550199');
    await userEvent.click(screen.getByRole('button', { name: 'Save phone number' }));
    expect(
      within(screen.getByRole('alert')).getByRole('link', { name: 'Country code 1 is not needed' }),
    ).toBeVisible();
    expect(bodiesSentTo(giveConditionPhone)).toEqual([]);

    await userEvent.clear(phone);
    await userEvent.type(phone, '3125550199');
    expect(phone).toHaveValue('(312) 555-0199');
    await userEvent.click(screen.getByRole('button', { name: 'Save phone number' }));
    await waitFor(() =>
      expect(bodiesSentTo(giveConditionPhone)).toEqual([{ phoneNumber: '(312) 555-0199' }]),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'What we need from you' })).toBeVisible();
    expect(router.state.location.pathname).toBe(`${HOME}/conditions`);
    expect(
      within(await screen.findByRole('region', { name: 'Done' })).getByText('Add your mobile phone number'),
    ).toBeVisible();
  });

  it('upload-document: reads the query, sends the chosen documents of an accepted type, refuses none chosen', async () => {
    const bank = condition('BANK_ACCOUNT_FRAUD_REVIEW');
    serveConditions(
      [bank],
      [
        {
          uuid: 'f0000000-0000-4000-8000-000000000001',
          type: 'BANK_STATEMENT',
          fileName: 'october-statement.pdf',
          contentType: 'application/pdf',
          sizeBytes: 1200,
          createdAt: '2026-11-25T12:00:00.000Z',
        },
        {
          uuid: 'f0000000-0000-4000-8000-000000000002',
          type: 'PAYSTUB',
          fileName: 'paystub.pdf',
          contentType: 'application/pdf',
          sizeBytes: 1200,
          createdAt: '2026-11-25T12:00:00.000Z',
        },
      ],
    );
    renderAppAt(
      `${HOME}/conditions/upload-document?conditionUuid=${bank.uuid}&conditionType=BANK_STATEMENT&conditionEnum=BANK_ACCOUNT_FRAUD_REVIEW`,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Confirm your bank account' })).toBeVisible();
    expect(screen.getByText(/account ending in 6789/)).toBeVisible();
    // Only the documents of the types it accepts are offered.
    expect(screen.queryByText('paystub.pdf')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Send documents' }));
    expect(
      within(screen.getByRole('alert')).getByRole('link', { name: 'Choose or upload a document to send' }),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('checkbox', { name: /october-statement\.pdf/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Send documents' }));
    await waitFor(() =>
      expect(bodiesSentTo(submitConditionDocuments)).toEqual([
        { documentUuids: ['f0000000-0000-4000-8000-000000000001'] },
      ]),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'What we need from you' })).toBeVisible();
  });

  it('upload-document: a link to a request that is not on the application says so', async () => {
    serveConditions([condition('BANK_ACCOUNT_FRAUD_REVIEW')]);
    renderAppAt(`${HOME}/conditions/upload-document?conditionUuid=not-a-uuid&conditionType=<script>`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We could not find this request' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'See what we need from you' })).toHaveAttribute(
      'href',
      `${HOME}/conditions`,
    );
  });

  it('every application page says what the lender asks and links to it; received requests are not counted', async () => {
    const phone = condition('MISSING_PHONE_NUMBER');
    const received = condition('GENERIC_DOCUMENT_REQUEST', { actionNeeded: false });
    serveConditions([phone, received]);
    // The step's own page (product/select), not the conditions page.
    renderAppAt(HOME);
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose your offer' })).toBeVisible();
    const notice = (await screen.findByText('We need one thing from you.')).closest('[role="status"]');
    if (!(notice instanceof HTMLElement)) throw new Error('the notice is not a status');
    expect(notice).toHaveTextContent('We need one thing from you. See what we need');
    expect(within(notice).getByRole('link', { name: 'See what we need' })).toHaveAttribute(
      'href',
      `${HOME}/conditions`,
    );
  });

  it('says nothing when no request needs the borrower', async () => {
    serveConditions([condition('ESCALATION_REVIEW', { actionNeeded: false })], [], 'FINAL_OFFER');
    renderAppAt(HOME);
    expect(await screen.findByRole('heading', { level: 1, name: 'Your application' })).toBeVisible();
    await waitFor(() => expect(screen.queryByText(/We need/)).toBeNull());
  });
});
