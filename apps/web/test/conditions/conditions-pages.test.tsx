import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONDITION_CATEGORIES, type ConditionCategory } from '@lintel/domain/application/application-enums';
import { conditionCopy, type Condition } from '@lintel/domain/application/conditions';
import { CONDITIONS_POLL_MS } from '@lintel/domain/constants/polling';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { conditionsQueryOptions } from '../../src/features/conditions/api/conditions.ts';
import { createQueryClient } from '../../src/lib/query-client.ts';
import { TOKEN_STORAGE_KEY } from '../../src/lib/session-token.ts';
import { APP_UUID, applicationFixture, withStanding } from '../application/application-fixtures.ts';
import type { ServerStep } from '@lintel/domain/server-steps/server-step';
import { jsonResponse } from '../render.tsx';
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

/** The server: an application at OFFER_SELECTION (its page is product/select) and its conditions. */
function stub(conditions: Condition[], documents: object[] = [], step = 'OFFER_SELECTION') {
  let list = conditions;
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url.endsWith('/status')) return jsonResponse({ step });
    if (url.endsWith('/conditions/external-applicants')) return jsonResponse({ conditions: list });
    if (url.endsWith('/conditions/phone-number')) {
      list = list.map((c) =>
        c.categoryEnum === 'MISSING_PHONE_NUMBER'
          ? { ...c, resolved: '2026-11-26T10:00:00.000Z', actionNeeded: false }
          : c,
      );
      return jsonResponse({ step: 'OFFER_SELECTION' });
    }
    if (url.includes('/conditions/') && url.endsWith('/documents') && init?.method === 'POST') {
      list = list.map((c) => ({ ...c, resolved: '2026-11-26T10:00:00.000Z', actionNeeded: false }));
      return jsonResponse({ step: 'OFFER_SELECTION', resolved: true });
    }
    if (url.endsWith('/documents')) return jsonResponse({ documents });
    if (url.endsWith('/offers')) return jsonResponse({ offers: [] });
    if (url.includes('/service-lead-portal/api/lo/')) return jsonResponse(undefined);
    if (url.includes('/application/heloc/'))
      return jsonResponse(withStanding(applicationFixture, step as ServerStep));
    return jsonResponse({
      uuid: '0b9c7a1e-3f7d-4d5e-9a43-5f2b8c1d2e3f',
      type: 'BORROWER',
      email: 'demo@harbor.test',
      phoneNumbers: [],
      name: { firstName: 'Dana', lastName: 'Reyes' },
      isBroker: false,
    });
  });
  vi.stubGlobal('fetch', fetch);
  const sent = (ending: string) =>
    fetch.mock.calls
      .filter(([url, i]) => String(url).endsWith(ending) && i?.method !== undefined && i.method !== 'GET')
      .map(([, i]) => JSON.parse(String(i?.body)) as unknown);
  return { sent };
}

beforeEach(() => localStorage.setItem(TOKEN_STORAGE_KEY, 'tok'));
afterEach(() => vi.unstubAllGlobals());

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
    stub([...open, done]);
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
    const server = stub([condition('MISSING_PHONE_NUMBER')]);
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
    expect(server.sent('/conditions/phone-number')).toEqual([]);

    await userEvent.clear(phone);
    await userEvent.type(phone, '3125550199');
    expect(phone).toHaveValue('(312) 555-0199');
    await userEvent.click(screen.getByRole('button', { name: 'Save phone number' }));
    await waitFor(() =>
      expect(server.sent('/conditions/phone-number')).toEqual([{ phoneNumber: '(312) 555-0199' }]),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'What we need from you' })).toBeVisible();
    expect(router.state.location.pathname).toBe(`${HOME}/conditions`);
    expect(
      within(await screen.findByRole('region', { name: 'Done' })).getByText('Add your mobile phone number'),
    ).toBeVisible();
  });

  it('upload-document: reads the query, sends the chosen documents of an accepted type, refuses none chosen', async () => {
    const bank = condition('BANK_ACCOUNT_FRAUD_REVIEW');
    const server = stub(
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
      expect(server.sent('/documents')).toEqual([
        { documentUuids: ['f0000000-0000-4000-8000-000000000001'] },
      ]),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'What we need from you' })).toBeVisible();
  });

  it('upload-document: a link to a request that is not on the application says so', async () => {
    stub([condition('BANK_ACCOUNT_FRAUD_REVIEW')]);
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
    stub([phone, received]);
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
    stub([condition('ESCALATION_REVIEW', { actionNeeded: false })], [], 'FINAL_OFFER');
    renderAppAt(HOME);
    expect(await screen.findByRole('heading', { level: 1, name: 'Your application' })).toBeVisible();
    await waitFor(() => expect(screen.queryByText(/We need/)).toBeNull());
  });
});
